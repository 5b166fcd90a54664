/** Pure logic of the notice popup: which notice is shown, and the countdown (SPEC §4). */

export interface Notice {
  id: string | number;
  title: string;
  /** Plain text; line breaks are kept. */
  content: string;
}

/** The first notice not yet read in this session, or undefined when all are read. */
export function currentNotice<T extends Pick<Notice, 'id'>>(
  notices: readonly T[],
  readIds: ReadonlySet<T['id']>,
) {
  return notices.find((n) => !readIds.has(n.id));
}

/** Position (1-based) of the shown notice and the total, for "1 / 3". */
export function noticeProgress<T extends Pick<Notice, 'id'>>(
  notices: readonly T[],
  readIds: ReadonlySet<T['id']>,
) {
  const current = currentNotice(notices, readIds);
  if (!current) return { position: 0, total: notices.length };
  return { position: notices.indexOf(current) + 1, total: notices.length };
}

/** Whole seconds left of a `waitSeconds` countdown after `elapsedMs`, never below 0. */
export function secondsLeft(waitSeconds: number, elapsedMs: number): number {
  if (!(waitSeconds > 0)) return 0;
  return Math.max(0, Math.ceil(waitSeconds - Math.max(0, elapsedMs) / 1000));
}
