import pg from 'pg';
import { connectRefusal, describeDatabaseError, isDatabaseUnavailable } from './availability.js';

export interface ResilientPoolOptions {
  connectionString: string;
  max: number;
  /**
   * How long a caller waits for a connection, in all: for a free pool slot, and for the database to
   * accept a new one when it refuses for now (too many clients, starting up, restarting). Then the
   * last error is thrown (a 503 for a request).
   */
  acquireTimeoutMs: number;
  Client?: typeof pg.Client;
  /** one line per connection lost or refused (the process carries on) */
  warn?: (message: string) => void;
}

export interface ResilientPool {
  pool: pg.Pool;
  /** a pooled client within `acquireTimeoutMs`, or the error that kept it from us */
  connect(): Promise<pg.PoolClient>;
  /** one statement on a pooled client (the pool's `query`, with `connect`'s waiting) */
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  end(): Promise<void>;
}

/**
 * A pg pool that outlives its database: a connection the server drops (restart, failover,
 * pg_terminate_backend) is logged and discarded instead of killing the process, and a shortage of
 * connections is waited out for a bounded time instead of failing the request at once.
 */
export function createResilientPool(options: ResilientPoolOptions): ResilientPool {
  const warn = options.warn ?? (() => {});
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    // Waiting for a pool slot is bounded too: with 0 (pg's default) a request waits forever.
    connectionTimeoutMillis: options.acquireTimeoutMs,
    // Notice a peer that vanished without closing the socket (host down, network cut) sooner.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.Client ? { Client: options.Client } : {}),
  });

  // An idle pooled connection that the server terminates (57P01 on a restart) is reported here;
  // without a listener the 'error' event is thrown and the process exits. pg-pool has already
  // removed the client: the next request opens a new connection.
  pool.on('error', (error) =>
    warn(`idle database connection lost (${describeDatabaseError(error)}); it will be replaced`),
  );
  // pg-pool listens for errors on idle clients only. A checked-out client whose connection drops
  // between two statements (inside a transaction, while the request hashes a password) emits 'error'
  // with nobody listening: keep a listener on every client for its whole life. The statement in
  // flight, or the next one, fails with the error and the request answers 503; the client is not
  // queryable any more, so pg-pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });

  // Set when a caller waited its whole time for a database that was not there: from then on each
  // caller makes one attempt (a refused connection fails in a millisecond) instead of waiting again,
  // so during an outage requests answer 503 at once. The first connection that succeeds clears it.
  // A shortage of slots (53300) does not set it: there, waiting is what helps.
  let absent = false;

  const connect = async (): Promise<pg.PoolClient> => {
    const deadline = Date.now() + (absent ? 0 : options.acquireTimeoutMs);
    for (let attempt = 0; ; attempt += 1) {
      try {
        // each attempt within what is left of the caller's time, at least one short try
        const client = await connectWithin(Math.max(100, deadline - Date.now()));
        absent = false;
        return client;
      } catch (error) {
        const refusal = connectRefusal(error);
        const left = deadline - Date.now();
        if (refusal === null || left <= 0) {
          if (refusal !== null) absent = refusal === 'absent';
          throw error;
        }
        // Back off 50, 100, 200… ms (at most 500 ms, with jitter), never past the deadline.
        const pause = Math.min(left, Math.min(500, 50 * 2 ** attempt) * (0.5 + Math.random() / 2));
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };

  /**
   * pool.connect() bounded by `ms` (pg-pool's connectionTimeoutMillis is one figure for the pool; a
   * retry gets only the time left). A client that arrives after we gave up goes back to the pool.
   */
  const connectWithin = (ms: number) =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new Error('timeout exceeded when trying to connect'));
      }, ms);
      pool.connect().then(
        (client) => {
          if (settled) return client.release();
          settled = true;
          clearTimeout(timer);
          resolve(client);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });

  return {
    pool,
    connect,
    async query(config) {
      const client = await connect();
      try {
        const result = await client.query(config);
        client.release();
        return result;
      } catch (error) {
        // A statement the server refused (a unique violation…) leaves the connection fine, with its
        // prepared statements; anything else (a lost connection) discards it.
        const healthy = error instanceof pg.DatabaseError && !isDatabaseUnavailable(error);
        client.release(healthy ? undefined : (error as Error));
        throw error;
      }
    },
    end: () => pool.end(),
  };
}
