/**
 * Member answers kept in memory, exact across server processes (issue "Performance and scale",
 * decision 2: getUserInfo without a database round trip). Why it is exact is written down in
 * docs/server-auth.md ("Member answer cache").
 *
 * - The database announces every change to a member's profile on a NOTIFY channel (triggers of
 *   migration 0065): the payload is the member id, or '*' for many members. Cash figures are not
 *   announced (migration 0066): the barrier below reads them for every answer (BarrierRead).
 * - Each process hears them on the session cache's LISTEN connection (session-listener.ts) and
 *   drops the member's cached answer.
 * - Before a cached answer is served, a barrier: a statement on that same connection, sent after the
 *   request arrived. A listening backend delivers every notification committed before the statement
 *   ahead of its answer, so once the barrier returns, every write committed before the request
 *   arrived has dropped what it changed. One barrier serves every request that arrived before it
 *   was sent, so under load it costs a fraction of a round trip per answer.
 * - No listener (PGlite, SESSION_CACHE=0, the channel down): nothing is cached or served.
 */
import type pg from 'pg';

export type MemberChange = bigint | 'all';

export interface MemberChangeFeed {
  /** Calls `onChange` for every announced change, and with 'all' when notifications may have been missed. */
  subscribe(onChange: (change: MemberChange) => void): () => void;
  /**
   * Resolves once every change committed before the call has reached the subscribers, with the
   * caller's `read` row if it asked for one; false when the feed cannot say (not listening, the
   * statement failed).
   */
  barrier(read?: BarrierRead): Promise<BarrierAnswer>;
  /** whether the feed is listening now */
  listening(): boolean;
}

/**
 * A read that rides on a barrier instead of a round trip of its own: `sql` takes the ids of the
 * members whose requests share the barrier as $1 (bigint[]) and answers a row per member, with the
 * member's id in `member_id`. It runs with the barrier, after the request arrived, so it sees every
 * write committed before that, as a read of the request's own would.
 */
export interface BarrierRead {
  sql: string;
  member: bigint;
}

/** A barrier's answer: false when it cannot say; else the caller's row (undefined: no read, or no row). */
export type BarrierAnswer = false | { row: BarrierRow | undefined };
export type BarrierRow = Record<string, unknown>;

/** The reads one barrier runs: per SQL, the members asked for. */
export type BarrierReads = Map<string, Set<bigint>>;
/** What they answered: per SQL, the rows by member id (as text). */
export type BarrierRows = Map<string, Map<string, BarrierRow>>;

/**
 * One barrier at a time on one connection, shared: a caller that arrives while one is in flight
 * waits for the next (the one in flight was sent before it arrived), which every caller arriving
 * meanwhile shares, with their reads run by its statement.
 */
export class SharedBarrier {
  private inFlight: Promise<BarrierRows | false> | null = null;
  private next: Promise<BarrierRows | false> | null = null;
  private nextReads: BarrierReads = new Map();

  constructor(private readonly send: (reads: BarrierReads) => Promise<BarrierRows | false>) {}

  async wait(read?: BarrierRead): Promise<BarrierAnswer> {
    const rows = await this.join(read);
    if (rows === false) return false;
    return { row: read ? rows.get(read.sql)?.get(String(read.member)) : undefined };
  }

  private join(read: BarrierRead | undefined): Promise<BarrierRows | false> {
    if (!this.inFlight) return this.start(withRead(new Map(), read));
    withRead(this.nextReads, read);
    this.next ??= this.inFlight.then(() => {
      this.next = null;
      const reads = this.nextReads;
      this.nextReads = new Map();
      return this.start(reads);
    });
    return this.next;
  }

  private start(reads: BarrierReads): Promise<BarrierRows | false> {
    const run = this.send(reads).then(
      (rows) => rows,
      () => false as const,
    );
    this.inFlight = run;
    void run.then(() => {
      if (this.inFlight === run) this.inFlight = null;
    });
    return run;
  }
}

/**
 * What a barrier sends on the LISTEN connection: its reads, one named prepared statement per SQL
 * (parsed once per connection) for all the members asked, or `select 1` when it has none.
 */
export class BarrierStatements {
  private readonly names = new Map<string, string>();

  async run(listener: pg.Client, reads: BarrierReads): Promise<BarrierRows> {
    const rows: BarrierRows = new Map();
    if (reads.size === 0) await listener.query('select 1');
    await Promise.all(
      [...reads].map(async ([text, members]) => {
        const result = await listener.query<BarrierRow>({
          name: this.nameOf(text),
          text,
          values: [[...members].map(String)],
        });
        rows.set(text, new Map(result.rows.map((row) => [String(row.member_id), row])));
      }),
    );
    return rows;
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `aurum_barrier_read_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}

function withRead(reads: BarrierReads, read: BarrierRead | undefined): BarrierReads {
  if (read) {
    const members = reads.get(read.sql);
    if (members) members.add(read.member);
    else reads.set(read.sql, new Set([read.member]));
  }
  return reads;
}

/** A cache miss: store the database's answer only if no change was heard since the ticket. */
export type AnswerTicket = number;

/**
 * Per member, the last answer read from the database, dropped on every change announced for them.
 * With `readOnBarrier`, what must not be cached (announcing its changes would cost every writer) is
 * read fresh by each barrier instead, for every member it serves (BarrierRead).
 */
export class MemberAnswerCache<T> {
  private readonly entries = new Map<bigint, T>();
  /** bumped by every change heard: a read that began before it must not store what it read */
  private generation = 0;

  constructor(
    private readonly feed: MemberChangeFeed | null,
    private readonly options: { maxEntries?: number; readOnBarrier?: string } = {},
  ) {
    feed?.subscribe((change) => {
      this.generation += 1;
      if (change === 'all') this.entries.clear();
      else this.entries.delete(change);
    });
  }

  /**
   * The member's cached answer if it is still exact after a barrier, with the barrier's fresh row
   * (readOnBarrier); undefined sends the caller to the database.
   */
  async get(member: bigint): Promise<{ answer: T; fresh: BarrierRow | undefined } | undefined> {
    if (!this.feed || !this.entries.has(member)) return undefined;
    const sql = this.options.readOnBarrier;
    const barrier = await this.feed.barrier(sql ? { sql, member } : undefined);
    if (barrier === false || (sql && !barrier.row)) return undefined;
    // read again: a change delivered ahead of the barrier's answer has dropped it
    const answer = this.entries.get(member);
    return answer === undefined ? undefined : { answer, fresh: barrier.row };
  }

  /** Taken before reading the database. */
  ticket(): AnswerTicket {
    return this.generation;
  }

  remember(ticket: AnswerTicket, member: bigint, answer: T) {
    if (!this.feed?.listening() || ticket !== this.generation) return;
    this.entries.delete(member);
    if (this.entries.size >= (this.options.maxEntries ?? 100_000)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(member, answer);
  }

  /** For tests: whether the member's answer is held. */
  holds(member: bigint): boolean {
    return this.entries.has(member);
  }
}
