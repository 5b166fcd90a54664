import type { ResultOf } from '@aurum/api-client';

export type UserMessage = ResultOf<'/app/sysMessage/findUserMsg'>['records'][number];

/**
 * Messages the list has shown, so the detail page opens at once (there is no single-message
 * endpoint). A detail opened directly (a reload, a link) looks the message up page by page.
 */
const seen = new Map<number, UserMessage>();

export function rememberMessages(messages: readonly UserMessage[]): void {
  for (const m of messages) seen.set(m.id, m);
}

export function recallMessage(id: number): UserMessage | undefined {
  return seen.get(id);
}

export function markRemembered(id: number): void {
  const m = seen.get(id);
  if (m) seen.set(id, { ...m, read: true });
}
