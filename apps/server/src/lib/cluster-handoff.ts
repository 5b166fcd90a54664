import type { Worker } from 'node:cluster';

interface ClusterMessage {
  cmd?: unknown;
  act?: unknown;
  seq?: unknown;
  ack?: unknown;
}
interface Closable {
  close(): void;
}

/**
 * Resets the connections a dead worker never took (call it in the primary right after fork).
 *
 * In node:cluster's round-robin mode the primary accepts each connection and sends it to a worker
 * ('newconn'), keeping its own copy until the worker answers that it took it. A worker killed (-9,
 * OOM) before it answers never does, and the primary keeps the socket open for ever: the client
 * waits for its own timeout (20 s in the report of issue 12). Watching the handoffs here lets the
 * primary close those copies when the worker exits, so such a client sees its connection reset at
 * once and can retry.
 *
 * This leans on the cluster protocol's message shape (`{cmd: 'NODE_CLUSTER', act: 'newconn', seq}`
 * answered by `{ack: seq}`), stable since Node 0.12. Should it ever change, nothing matches and the
 * primary behaves as before. (The other scheduling policy, SCHED_NONE, has no such copy but lets
 * one worker take nearly every connection of a burst.)
 */
export function resetOrphanedConnections(worker: Worker): void {
  const child = worker.process as typeof worker.process & {
    send: (message: unknown, handle?: unknown, ...rest: unknown[]) => boolean;
  };
  if (typeof child.send !== 'function') return;
  const unanswered = new Map<number, Closable>();
  const send = child.send.bind(child);
  child.send = (message: unknown, handle?: unknown, ...rest: unknown[]) => {
    const m = message as ClusterMessage | null;
    if (
      m?.cmd === 'NODE_CLUSTER' &&
      m.act === 'newconn' &&
      typeof m.seq === 'number' &&
      typeof (handle as Closable | undefined)?.close === 'function'
    ) {
      unanswered.set(m.seq, handle as Closable);
    }
    return send(message, handle, ...rest);
  };
  child.on('internalMessage', (message: ClusterMessage | null) => {
    if (message?.cmd === 'NODE_CLUSTER' && typeof message.ack === 'number') unanswered.delete(message.ack);
  });
  worker.once('exit', () => {
    for (const handle of unanswered.values()) {
      try {
        handle.close();
      } catch {
        // already closed
      }
    }
    unanswered.clear();
  });
}
