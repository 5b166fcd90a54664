/**
 * The session cache on PostgreSQL: a dedicated LISTEN connection per process, registered in
 * `session_listeners` and renewed by its pings. The channel is per schema (each test file has its
 * own schema in one database), named by a hash so it stays a short identifier. Why it is exact is
 * written down in docs/server-auth.md ("Session cache").
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  BarrierStatements,
  SharedBarrier,
  type BarrierRead,
  type BarrierReads,
  type BarrierRows,
  type MemberChange,
  type MemberChangeFeed,
} from './member-changes.js';
import {
  SessionEntries,
  keyOf,
  localSessionStore,
  lookupIn,
  rememberIn,
  memberChannel,
  sessionChannel,
  uncachedSessionStore,
  type CacheTicket,
  type Revocation,
  type SessionStore,
  type SessionStoreOptions,
  type SubjectType,
} from './session-cache.js';

class ListeningSessionStore implements SessionStore, MemberChangeFeed {
  readonly memberChanges: MemberChangeFeed = this;
  private readonly memberSubscribers = new Set<(change: MemberChange) => void>();
  private readonly barrierShared = new SharedBarrier((reads) => this.sendBarrier(reads));
  private readonly barrierReads = new BarrierStatements();
  private readonly warn: (message: string) => void;
  private readonly leaseMs: number;
  private readonly entries: SessionEntries;
  private readonly ackChannel: string;
  /** acknowledgements received per revocation of this process (listener ids) */
  private readonly acks = new Map<string, { from: Set<string>; changed: () => void; createdAt: number }>();

  private client: pg.Client | null = null;
  /** this process's current listener: its id in session_listeners and its backend pid */
  private listenerId: string | null = null;
  private listenerBackend: number | null = null;
  /** the listener it replaced, retired once the new one listens */
  private replaced: string | null = null;
  private live = false;
  private leaseUntil = 0;
  private closed = false;
  private pingTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = 50;
  private pinging = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly databaseUrl: string,
    readonly channel: string,
    private readonly memberChannel: string,
    options: SessionStoreOptions,
  ) {
    this.warn = options.warn ?? (() => {});
    this.leaseMs = options.leaseMs ?? 2_000;
    this.entries = new SessionEntries(options.maxEntries ?? 100_000);
    this.ackChannel = `${channel}_ack`;
  }

  private servable() {
    return this.live && performance.now() < this.leaseUntil;
  }

  private lost(listener: pg.Client, why: string) {
    if (this.client !== listener) return;
    this.client = null;
    if (this.listenerId !== null) this.replaced = this.listenerId;
    this.listenerId = null;
    this.listenerBackend = null;
    if (this.live)
      this.warn(`session cache: notification channel lost (${why}); reading sessions from the database`);
    this.live = false;
    // notifications may be missed from here on: nothing cached is trusted again
    this.entries.clear();
    this.memberChanged('all');
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    listener.end().catch(() => {});
    if (!this.closed) {
      this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 2_000);
    }
  }

  private memberChanged(change: MemberChange) {
    for (const subscriber of this.memberSubscribers) subscriber(change);
  }

  private onNotification(listener: pg.Client, id: string, message: pg.Notification) {
    if (message.channel === this.memberChannel) {
      const payload = message.payload ?? '';
      this.memberChanged(/^\d{1,19}$/.test(payload) ? BigInt(payload) : 'all');
    } else if (message.channel === this.channel && message.payload) {
      const [revocationId, subjectType, subjectId] = message.payload.split(':');
      if (!revocationId || (subjectType !== 'member' && subjectType !== 'operator') || !subjectId) return;
      this.entries.dropSubject(subjectType, BigInt(subjectId));
      // acknowledged only after the drop: the revoking request may answer once every ack is in
      listener
        .query('select pg_notify($1, $2)', [this.ackChannel, `${revocationId}:${id}`])
        .catch((error: unknown) => this.lost(listener, String(error)));
    } else if (message.channel === this.ackChannel && message.payload) {
      const [revocationId, from] = message.payload.split(':');
      const waiting = revocationId ? this.acks.get(revocationId) : undefined;
      if (waiting && from) {
        waiting.from.add(from);
        waiting.changed();
      }
    }
  }

  private async ping() {
    const listener = this.client;
    const id = this.listenerId;
    if (!listener || !id || this.pinging) return;
    this.pinging = true;
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
      if (this.client === listener) this.leaseUntil = sentAt + this.leaseMs;
    } catch (error) {
      this.lost(listener, String(error));
    } finally {
      this.pinging = false;
    }
  }

  async connect() {
    this.retryTimer = null;
    if (this.closed) return;
    const listener = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    const id = randomBytes(9).toString('base64url');
    this.client = listener;
    listener.on('error', (error) => this.lost(listener, String(error)));
    listener.on('end', () => this.lost(listener, 'connection closed'));
    listener.on('notification', (message) => this.onNotification(listener, id, message));
    try {
      await listener.connect();
      // Registered, with its start, before it listens: a revocation that committed before that
      // start does not need its acknowledgement (it empties its cache after LISTEN).
      const registered = await listener.query<{ pid: number }>(
        `insert into session_listeners (id, pid, started_at, renewed_at)
         values ($1, pg_backend_pid(), clock_timestamp(), clock_timestamp()) returning pid`,
        [id],
      );
      await listener.query(`listen "${this.channel}"`);
      await listener.query(`listen "${this.ackChannel}"`);
      await listener.query(`listen "${this.memberChannel}"`);
      await listener.query(`select set_config('application_name', $1, false)`, [`aurum-sessions ${id}`]);
      if (this.client !== listener || this.closed) return;
      this.listenerId = id;
      this.listenerBackend = registered.rows[0]!.pid;
      // Listening from here: what was cached before may have missed revocations and changes.
      this.entries.clear();
      this.memberChanged('all');
      // The connection it replaces no longer matters (this process's cache was emptied after the
      // new LISTEN); listeners gone for a day are forgotten.
      await listener.query(
        `delete from session_listeners where id = $1 or renewed_at < clock_timestamp() - interval '1 day'`,
        [this.replaced ?? ''],
      );
      this.replaced = null;
      await this.ping();
      if (this.client !== listener || this.closed) return;
      this.live = true;
      this.retryMs = 50;
      // pinged often within the lease, so a busy event loop does not let it lapse
      this.pingTimer = setInterval(() => void this.ping(), Math.max(10, Math.floor(this.leaseMs / 8)));
      this.pingTimer.unref();
    } catch (error) {
      this.lost(listener, String(error));
    }
  }

  /**
   * The listeners that must acknowledge a revocation committed before now: every one renewed within
   * the last lease (a process whose last renewal is older cannot still hold a lease from before
   * the commit), except those that started after now (they listened after the commit).
   */
  private async requiredListeners(): Promise<Set<string>> {
    const { rows } = await sql<{ id: string }>`
      select id from session_listeners
      where renewed_at >= clock_timestamp() - ${`${this.leaseMs} milliseconds`}::interval
        and started_at <= clock_timestamp()`.execute(this.db);
    return new Set(rows.map((row) => row.id));
  }

  lookup(subjectType: SubjectType, tokenHash: string, now: Date) {
    if (!this.servable()) return { key: keyOf(subjectType, tokenHash), generation: -1 };
    return lookupIn(this.entries, subjectType, tokenHash, now);
  }

  remember(ticket: CacheTicket, subjectId: bigint, expiresAt: Date) {
    if (this.servable()) rememberIn(this.entries, ticket, subjectId, expiresAt);
  }

  newRevocationId() {
    const id = randomBytes(9).toString('base64url');
    const now = performance.now();
    // a revocation whose transaction failed is never settled: forget it after a while
    for (const [old, waiting] of this.acks) if (waiting.createdAt < now - 60_000) this.acks.delete(old);
    this.acks.set(id, { from: new Set(), changed: () => {}, createdAt: now });
    return id;
  }

  async settle(revocation: Revocation | null) {
    if (!revocation) return;
    const waiting = this.acks.get(revocation.id);
    try {
      for (const s of revocation.subjects) this.entries.dropSubject(s.subjectType, s.subjectId);
      if (revocation.subjects.length === 0) return;
      const deadline = performance.now() + this.leaseMs;
      // Without our own listener we cannot hear the acknowledgements: wait out one lease, after
      // which no process still serves what it cached before the commit.
      const required = this.live && waiting ? await this.requiredListeners().catch(() => null) : null;
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
      this.acks.delete(revocation.id);
    }
  }

  subscribe(onChange: (change: MemberChange) => void) {
    this.memberSubscribers.add(onChange);
    return () => void this.memberSubscribers.delete(onChange);
  }

  listening() {
    return this.servable();
  }

  barrier(read?: BarrierRead) {
    return this.barrierShared.wait(read);
  }

  /**
   * The barrier's statements (BarrierStatements) on the LISTEN connection: its backend delivers every
   * notification committed before them ahead of their answer (before ReadyForQuery), and the driver
   * hands them to onNotification first. A connection that stopped answering (a stalled network) costs
   * a request at most one lease: the barrier says no, and no barrier is sent until a ping answers.
   */
  private async sendBarrier(reads: BarrierReads): Promise<BarrierRows | false> {
    const listener = this.client;
    if (!listener || !this.servable()) return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const rows = await Promise.race([
        this.barrierReads.run(listener, reads),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.leaseMs))),
      ]);
      return rows && this.client === listener && this.live ? rows : false;
    } catch (error) {
      this.lost(listener, String(error));
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  mode() {
    return this.servable() ? ('listening' as const) : ('fallback' as const);
  }

  listenerPid() {
    return this.live ? this.listenerBackend : null;
  }

  async close() {
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const listener = this.client;
    const id = this.listenerId;
    this.client = null;
    this.live = false;
    // a process that stops on purpose retires its listener, so revocations do not wait for it
    if (listener && id)
      await listener.query('delete from session_listeners where id = $1', [id]).catch(() => {});
    await listener?.end().catch(() => {});
  }
}

export async function listeningSessionStore(
  db: Kysely<DB>,
  databaseUrl: string,
  options: SessionStoreOptions = {},
): Promise<SessionStore> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!
    .schema;
  const store = new ListeningSessionStore(db, databaseUrl, sessionChannel(schema), memberChannel(schema), options);
  await store.connect();
  return store;
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
