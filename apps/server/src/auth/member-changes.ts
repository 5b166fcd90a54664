/**
 * Member answers kept in memory, exact across server processes (issue "Performance and scale",
 * decision 2: getUserInfo without a database round trip). Why it is exact is written down in
 * docs/server-auth.md ("Member answer cache").
 *
 * - The database announces every change to a member's profile or cash account on a NOTIFY channel
 *   (triggers of migration 0065): the payload is the member id, or '*' for many members.
 * - Each process hears them on the session cache's LISTEN connection (session-listener.ts) and
 *   drops the member's cached answer.
 * - Before a cached answer is served, a barrier: a statement on that same connection, sent after the
 *   request arrived. A listening backend delivers every notification committed before the statement
 *   ahead of its answer, so once the barrier returns, every write committed before the request
 *   arrived has dropped what it changed. One barrier serves every request that arrived before it
 *   was sent, so under load it costs a fraction of a round trip per answer.
 * - No listener (PGlite, SESSION_CACHE=0, the channel down): nothing is cached or served.
 */
export type MemberChange = bigint | 'all';

export interface MemberChangeFeed {
  /** Calls `onChange` for every announced change, and with 'all' when notifications may have been missed. */
  subscribe(onChange: (change: MemberChange) => void): () => void;
  /**
   * Resolves true once every change committed before the call has reached the subscribers; false
   * when the feed cannot say (not listening, the statement failed).
   */
  barrier(): Promise<boolean>;
  /** whether the feed is listening now */
  listening(): boolean;
}

/**
 * One barrier at a time on one connection, shared: a caller that arrives while one is in flight
 * waits for the next (the one in flight was sent before it arrived), which every caller arriving
 * meanwhile shares.
 */
export class SharedBarrier {
  private inFlight: Promise<boolean> | null = null;
  private next: Promise<boolean> | null = null;

  constructor(private readonly send: () => Promise<boolean>) {}

  wait(): Promise<boolean> {
    if (!this.inFlight) return this.start();
    this.next ??= this.inFlight.then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<boolean> {
    const run = this.send().then(
      (ok) => ok,
      () => false,
    );
    this.inFlight = run;
    void run.then(() => {
      if (this.inFlight === run) this.inFlight = null;
    });
    return run;
  }
}

/** A cache miss: store the database's answer only if no change was heard since the ticket. */
export type AnswerTicket = number;

/** Per member, the last answer read from the database, dropped on every change announced for them. */
export class MemberAnswerCache<T> {
  private readonly entries = new Map<bigint, T>();
  /** bumped by every change heard: a read that began before it must not store what it read */
  private generation = 0;

  constructor(
    private readonly feed: MemberChangeFeed | null,
    private readonly maxEntries = 100_000,
  ) {
    feed?.subscribe((change) => {
      this.generation += 1;
      if (change === 'all') this.entries.clear();
      else this.entries.delete(change);
    });
  }

  /** The member's cached answer, if it is still exact after a barrier; undefined sends the caller to the database. */
  async get(member: bigint): Promise<T | undefined> {
    if (!this.feed || !this.entries.has(member)) return undefined;
    if (!(await this.feed.barrier())) return undefined;
    // read again: a change delivered ahead of the barrier's answer has dropped it
    return this.entries.get(member);
  }

  /** Taken before reading the database. */
  ticket(): AnswerTicket {
    return this.generation;
  }

  remember(ticket: AnswerTicket, member: bigint, answer: T) {
    if (!this.feed?.listening() || ticket !== this.generation) return;
    this.entries.delete(member);
    if (this.entries.size >= this.maxEntries) {
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
