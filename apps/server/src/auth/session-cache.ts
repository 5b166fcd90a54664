/**
 * The in-process session cache, kept exact across server processes by PostgreSQL LISTEN/NOTIFY.
 * Why it is exact, and what it assumes, is written down in docs/server-auth.md ("Session cache").
 *
 * - A cached entry is the subject of one token hash and the session's expiry, checked on every read.
 * - A revocation (logout, password change, operator revocation) notifies a channel inside the
 *   revoking transaction; every process's listener drops the subject's entries and acknowledges.
 *   The revoking request then waits (`settle`) until every listener acknowledged, or at most one
 *   lease, before it answers.
 * - A process serves from its cache only while its listener is connected and its lease is fresh
 *   (a ping on the listener connection, answered, sent less than `leaseMs` ago). Otherwise every
 *   read goes to the database, and the cache is emptied when the listener is back.
 * - On PGlite (one process) the revoking request drops the entries itself after commit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export type SubjectType = 'member' | 'operator';

/** A revocation made in a transaction: what `settle` waits for once it committed. */
export interface Revocation {
  /** the notification's id, acknowledged by every listener */
  id: string;
  subjects: Array<{ subjectType: SubjectType; subjectId: bigint }>;
}

/** A cache miss: remember the database's answer only if no revocation happened meanwhile. */
export interface CacheTicket {
  key: string;
  generation: number;
}

export type SessionCacheMode = 'local' | 'listening' | 'fallback' | 'off';

export interface SessionStore {
  /** The NOTIFY channel revocations go to, or null when revocations stay in this process. */
  readonly channel: string | null;
  /** The subject of a cached live session, or a ticket to remember the database's answer with. */
  lookup(subjectType: SubjectType, tokenHash: string, now: Date): { subjectId: bigint } | CacheTicket;
  /** Keeps a live session read from the database (unless a revocation arrived since the ticket). */
  remember(ticket: CacheTicket, subjectId: bigint, expiresAt: Date): void;
  /** A fresh revocation id (before the revoking transaction runs). */
  newRevocationId(): string;
  /**
   * After the revoking transaction committed: drops the subjects here and returns once every
   * process has dropped them (every listener acknowledged, or one lease has passed).
   */
  settle(revocation: Revocation | null): Promise<void>;
  mode(): SessionCacheMode;
  /** PostgreSQL: the backend pid of the LISTEN connection, while it is up */
  listenerPid(): number | null;
  close(): Promise<void>;
}

interface Entry {
  subjectType: SubjectType;
  subjectId: bigint;
  expiresAtMs: number;
}

/** Token hash → live session, bounded (the oldest entries go first), indexed by subject. */
class SessionEntries {
  private readonly entries = new Map<string, Entry>();
  private readonly bySubject = new Map<string, Set<string>>();
  /** bumped by every drop: a read that began before it must not store what it read */
  generation = 0;
  constructor(private readonly maxEntries: number) {}

  get(key: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAtMs <= nowMs) {
      this.delete(key, entry);
      return undefined;
    }
    return entry;
  }
  set(key: string, entry: Entry) {
    const existing = this.entries.get(key);
    if (existing) this.delete(key, existing);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.delete(oldest.value[0], oldest.value[1]);
    }
    this.entries.set(key, entry);
    const subject = subjectKey(entry.subjectType, entry.subjectId);
    let keys = this.bySubject.get(subject);
    if (!keys) this.bySubject.set(subject, (keys = new Set()));
    keys.add(key);
  }
  dropSubject(subjectType: SubjectType, subjectId: bigint) {
    this.generation += 1;
    const subject = subjectKey(subjectType, subjectId);
    for (const key of this.bySubject.get(subject) ?? []) this.entries.delete(key);
    this.bySubject.delete(subject);
  }
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.bySubject.clear();
  }
  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    const subject = subjectKey(entry.subjectType, entry.subjectId);
    const keys = this.bySubject.get(subject);
    keys?.delete(key);
    if (keys?.size === 0) this.bySubject.delete(subject);
  }
}

const subjectKey = (subjectType: SubjectType, subjectId: bigint) => `${subjectType}:${subjectId}`;

export interface SessionStoreOptions {
  /** max cached sessions per process */
  maxEntries?: number;
  /**
   * PostgreSQL: how long an answered ping on the listener connection lets this process serve from
   * its cache, and the longest a revoking request waits for acknowledgements.
   */
  leaseMs?: number;
  warn?: (message: string) => void;
}

const keyOf = (subjectType: SubjectType, tokenHash: string) => `${subjectType}:${tokenHash}`;

/** No cache at all: every read goes to the database (SESSION_CACHE=0). */
export function uncachedSessionStore(): SessionStore {
  return {
    channel: null,
    lookup: (subjectType, tokenHash) => ({ key: keyOf(subjectType, tokenHash), generation: 0 }),
    remember: () => {},
    newRevocationId: () => randomBytes(9).toString('base64url'),
    settle: async () => {},
    mode: () => 'off',
    listenerPid: () => null,
    close: async () => {},
  };
}

/** PGlite: one process, so a revocation drops the entries itself once its transaction committed. */
export function localSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const entries = new SessionEntries(options.maxEntries ?? 100_000);
  return {
    channel: null,
    lookup: (subjectType, tokenHash, now) => lookupIn(entries, subjectType, tokenHash, now),
    remember: (ticket, subjectId, expiresAt) => rememberIn(entries, ticket, subjectId, expiresAt),
    newRevocationId: () => randomBytes(9).toString('base64url'),
    async settle(revocation) {
      for (const s of revocation?.subjects ?? []) entries.dropSubject(s.subjectType, s.subjectId);
    },
    mode: () => 'local',
    listenerPid: () => null,
    close: async () => {},
  };
}

function lookupIn(entries: SessionEntries, subjectType: SubjectType, tokenHash: string, now: Date) {
  const key = keyOf(subjectType, tokenHash);
  const entry = entries.get(key, now.getTime());
  if (entry) return { subjectId: entry.subjectId };
  return { key, generation: entries.generation };
}

function rememberIn(entries: SessionEntries, ticket: CacheTicket, subjectId: bigint, expiresAt: Date) {
  if (ticket.generation !== entries.generation) return;
  const subjectType = ticket.key.slice(0, ticket.key.indexOf(':')) as SubjectType;
  entries.set(ticket.key, { subjectType, subjectId, expiresAtMs: expiresAt.getTime() });
}

const schemaTag = (schema: string) => createHash('sha256').update(schema).digest('hex').slice(0, 16);

/** The NOTIFY channel of one schema's sessions: per schema, as each test file has its own. */
export const sessionChannel = (schema: string) => `aurum_sessions_${schemaTag(schema)}`;

/**
 * PostgreSQL: a dedicated LISTEN connection per process, registered in `session_listeners` and
 * renewed by its pings. The channel is per schema (each test file has its own schema in one
 * database), named by a hash so it stays a short identifier.
 */
export async function listeningSessionStore(
  db: Kysely<DB>,
  databaseUrl: string,
  options: SessionStoreOptions = {},
): Promise<SessionStore> {
  const warn = options.warn ?? (() => {});
  const leaseMs = options.leaseMs ?? 2_000;
  const entries = new SessionEntries(options.maxEntries ?? 100_000);
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const channel = sessionChannel(schema);
  const ackChannel = `${channel}_ack`;

  /** acknowledgements received per revocation of this process (listener ids) */
  const acks = new Map<string, { from: Set<string>; changed: () => void; createdAt: number }>();

  let client: pg.Client | null = null;
  /** this process's current listener: its id in session_listeners and its backend pid */
  let listenerId: string | null = null;
  let listenerBackend: number | null = null;
  /** the listener it replaced, retired once the new one listens */
  let replaced: string | null = null;
  let live = false;
  let leaseUntil = 0;
  let closed = false;
  let pingTimer: NodeJS.Timeout | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 50;
  let pinging = false;

  const servable = () => live && performance.now() < leaseUntil;

  const lost = (listener: pg.Client, why: string) => {
    if (client !== listener) return;
    client = null;
    if (listenerId !== null) replaced = listenerId;
    listenerId = null;
    listenerBackend = null;
    if (live) warn(`session cache: notification channel lost (${why}); reading sessions from the database`);
    live = false;
    // notifications may be missed from here on: nothing cached is trusted again
    entries.clear();
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    listener.end().catch(() => {});
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 2_000);
    }
  };

  const onNotification = (listener: pg.Client, id: string, message: pg.Notification) => {
    if (message.channel === channel && message.payload) {
      const [revocationId, subjectType, subjectId] = message.payload.split(':');
      if (!revocationId || (subjectType !== 'member' && subjectType !== 'operator') || !subjectId) return;
      entries.dropSubject(subjectType, BigInt(subjectId));
      // acknowledged only after the drop: the revoking request may answer once every ack is in
      listener
        .query('select pg_notify($1, $2)', [ackChannel, `${revocationId}:${id}`])
        .catch((error: unknown) => lost(listener, String(error)));
    } else if (message.channel === ackChannel && message.payload) {
      const [revocationId, from] = message.payload.split(':');
      const waiting = revocationId ? acks.get(revocationId) : undefined;
      if (waiting && from) {
        waiting.from.add(from);
        waiting.changed();
      }
    }
  };

  const ping = async () => {
    const listener = client;
    const id = listenerId;
    if (!listener || !id || pinging) return;
    pinging = true;
    const sentAt = performance.now();
    try {
      // The renewal is stamped when the statement starts, after `sentAt`. Any notification
      // committed before the ping was sent arrives before its answer (a listening backend
      // delivers pending notifications before ReadyForQuery): so the lease starts at sending.
      await listener.query(
        `insert into session_listeners (id, pid, started_at, renewed_at)
         values ($1, pg_backend_pid(), statement_timestamp(), statement_timestamp())
         on conflict (id) do update set renewed_at = excluded.renewed_at`,
        [id],
      );
      if (client === listener) leaseUntil = sentAt + leaseMs;
    } catch (error) {
      lost(listener, String(error));
    } finally {
      pinging = false;
    }
  };

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    const listener = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    const id = randomBytes(9).toString('base64url');
    client = listener;
    listener.on('error', (error) => lost(listener, String(error)));
    listener.on('end', () => lost(listener, 'connection closed'));
    listener.on('notification', (message) => onNotification(listener, id, message));
    try {
      await listener.connect();
      // Registered, with its start, before it listens: a revocation that committed before that
      // start does not need its acknowledgement (it empties its cache after LISTEN).
      const registered = await listener.query<{ pid: number }>(
        `insert into session_listeners (id, pid, started_at, renewed_at)
         values ($1, pg_backend_pid(), clock_timestamp(), clock_timestamp()) returning pid`,
        [id],
      );
      await listener.query(`listen "${channel}"`);
      await listener.query(`listen "${ackChannel}"`);
      await listener.query(`select set_config('application_name', $1, false)`, [`aurum-sessions ${id}`]);
      if (client !== listener || closed) return;
      listenerId = id;
      listenerBackend = registered.rows[0]!.pid;
      // Listening from here: what was cached before may have missed revocations.
      entries.clear();
      // The connection it replaces no longer matters (this process's cache was emptied after the
      // new LISTEN); listeners gone for a day are forgotten.
      await listener.query(
        `delete from session_listeners where id = $1 or renewed_at < clock_timestamp() - interval '1 day'`,
        [replaced ?? ''],
      );
      replaced = null;
      await ping();
      if (client !== listener || closed) return;
      live = true;
      retryMs = 50;
      // pinged often within the lease, so a busy event loop does not let it lapse
      pingTimer = setInterval(() => void ping(), Math.max(10, Math.floor(leaseMs / 8)));
      pingTimer.unref();
    } catch (error) {
      lost(listener, String(error));
    }
  };

  /**
   * The listeners that must acknowledge a revocation committed before now: every one renewed within
   * the last lease (a process whose last renewal is older cannot still hold a lease from before
   * the commit), except those that started after now (they listened after the commit).
   */
  const requiredListeners = async (): Promise<Set<string>> => {
    const { rows } = await sql<{ id: string }>`
      select id from session_listeners
      where renewed_at >= clock_timestamp() - ${`${leaseMs} milliseconds`}::interval
        and started_at <= clock_timestamp()`.execute(db);
    return new Set(rows.map((row) => row.id));
  };

  await connect();

  return {
    channel,
    lookup(subjectType, tokenHash, now) {
      if (!servable()) return { key: keyOf(subjectType, tokenHash), generation: -1 };
      return lookupIn(entries, subjectType, tokenHash, now);
    },
    remember(ticket, subjectId, expiresAt) {
      if (servable()) rememberIn(entries, ticket, subjectId, expiresAt);
    },
    newRevocationId() {
      const id = randomBytes(9).toString('base64url');
      const now = performance.now();
      // a revocation whose transaction failed is never settled: forget it after a while
      for (const [old, waiting] of acks) if (waiting.createdAt < now - 60_000) acks.delete(old);
      acks.set(id, { from: new Set(), changed: () => {}, createdAt: now });
      return id;
    },
    async settle(revocation) {
      if (!revocation) return;
      const waiting = acks.get(revocation.id);
      try {
        for (const s of revocation.subjects) entries.dropSubject(s.subjectType, s.subjectId);
        if (revocation.subjects.length === 0) return;
        const deadline = performance.now() + leaseMs;
        // Without our own listener we cannot hear the acknowledgements: wait out one lease, after
        // which no process still serves what it cached before the commit.
        const required = live && waiting ? await requiredListeners().catch(() => null) : null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, deadline - performance.now()));
          const check = () => {
            if (required && [...required].every((id) => waiting!.from.has(id))) {
              clearTimeout(timer);
              resolve();
            }
          };
          if (waiting) waiting.changed = check;
          check();
        });
      } finally {
        acks.delete(revocation.id);
      }
    },
    mode: () => (servable() ? 'listening' : 'fallback'),
    listenerPid: () => (live ? listenerBackend : null),
    async close() {
      closed = true;
      if (pingTimer) clearInterval(pingTimer);
      if (retryTimer) clearTimeout(retryTimer);
      const listener = client;
      const id = listenerId;
      client = null;
      live = false;
      // a process that stops on purpose retires its listener, so revocations do not wait for it
      if (listener && id) await listener.query('delete from session_listeners where id = $1', [id]).catch(() => {});
      await listener?.end().catch(() => {});
    },
  };
}

/** The store a server process uses, by database and configuration. */
export async function openSessionStore(
  database: { db: Kysely<DB>; kind: 'pglite' | 'postgres' },
  config: {
    sessionCache: boolean;
    sessionCacheLeaseMs: number;
    databaseUrl: string | undefined;
    sessionListenUrl?: string | undefined;
  },
  warn?: (message: string) => void,
): Promise<SessionStore> {
  if (!config.sessionCache) return uncachedSessionStore();
  if (database.kind === 'pglite' || !config.databaseUrl) return localSessionStore();
  return listeningSessionStore(database.db, config.sessionListenUrl ?? config.databaseUrl, {
    leaseMs: config.sessionCacheLeaseMs,
    ...(warn ? { warn } : {}),
  });
}

/** For tests: the size of a store's cache is not exposed; this says whether a token is cached. */
export function isCached(store: SessionStore, subjectType: SubjectType, tokenHash: string, now: Date): boolean {
  return 'subjectId' in store.lookup(subjectType, tokenHash, now);
}
