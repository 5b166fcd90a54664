import { useCallback, useEffect, useState } from 'react';
import { durations } from '@aurum/tokens';
import type { ResultOf } from '@aurum/api-client';
import { api } from '../../../api/client';
import { whenIdle } from '../../../lib/idle';

export type Notice = ResultOf<'/app/sysMessage/findAll'>[number];

const DEFAULT_WAIT_SECONDS = Math.round(durations.noticeWait / 1000);

/** Server value of notice_popup_wait_seconds; the 10 s default when missing or not a number. */
export function parseWaitSeconds(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), 600) : DEFAULT_WAIT_SECONDS;
}

/**
 * Unread notices, shown one at a time (SPEC §4): `current` is the one on screen; `acknowledge`
 * ("I know it") marks it read with /app/sysMessage/readMsg and moves to the next.
 */
export function useNotices() {
  const [queue, setQueue] = useState<Notice[]>([]);
  const [waitSeconds, setWaitSeconds] = useState(DEFAULT_WAIT_SECONDS);
  // The popup opens once home has loaded and the browser is idle: home's content first.
  const [pageReady, setPageReady] = useState(false);
  useEffect(() => whenIdle(() => setPageReady(true)), []);

  const load = useCallback(async () => {
    const [notices, wait] = await Promise.all([
      api.post('/app/sysMessage/findAll'),
      api.post('/app/config/getSysCfgValue', { sysCfgKeyEnum: 'notice_popup_wait_seconds' }).catch(() => null),
    ]);
    setWaitSeconds(parseWaitSeconds(wait));
    setQueue(notices.filter((n) => !n.read));
  }, []);

  useEffect(() => {
    void load().catch(() => {});
  }, [load]);

  const acknowledge = useCallback(() => {
    setQueue((q) => {
      const [first, ...rest] = q;
      if (first) void api.post('/app/sysMessage/readMsg', { id: first.id }).catch(() => {});
      return rest;
    });
  }, []);

  return { current: pageReady ? (queue[0] ?? null) : null, remaining: queue.length, waitSeconds, acknowledge };
}
