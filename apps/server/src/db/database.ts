import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { preparedStatementName, setDirectExecutor } from './prepared.js';
import { createResilientPool } from './pool.js';
import { WriteTrackingPlugin } from './write-tracking.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// bigint columns (money, ids) come back as JS bigint on both drivers: never as float numbers.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (v: string) => BigInt(v));

export interface OpenDatabaseOptions {
  /** postgres://… selects a real PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' for an ephemeral database. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** run statements declared with `preparedStatement` as named prepared statements (default true) */
  preparedStatements?: boolean;
  /** PostgreSQL: how long a query waits for a connection before failing (default 3 s; see pool.ts) */
  acquireTimeoutMs?: number;
  /** PostgreSQL: where a lost connection is reported (default: nowhere) */
  warn?: (message: string) => void;
  /** PostgreSQL: every transaction read-only (a read replica: a stray write fails instead of diverging) */
  readOnly?: boolean;
}

/**
 * A pg client that sends the hot statements (`preparedStatement` in prepared.ts) as named
 * prepared statements: parsed and planned once per connection instead of on every call.
 */
const baseQuery = pg.Client.prototype.query as unknown as (this: pg.Client, ...args: unknown[]) => never;
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && callback === undefined && typeof values !== 'function') {
      const name = preparedStatementName(text);
      if (name !== undefined) return baseQuery.call(this, { name, text, values });
    }
    return baseQuery.apply(this, args);
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = createResilientPool({
      connectionString: withOptions(options.databaseUrl, options.readOnly ? ['-c jit=off', '-c default_transaction_read_only=on'] : ['-c jit=off']),
      max: options.poolSize ?? 20,
      acquireTimeoutMs: options.acquireTimeoutMs ?? 3_000,
      ...(options.preparedStatements !== false ? { Client: PreparingClient } : {}),
      ...(options.warn ? { warn: options.warn } : {}),
    });
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({
        // Kysely takes connections through the resilient connect (bounded wait, retries on a shortage)
        pool: { connect: pool.connect, end: pool.end, options: pool.pool.options },
      }),
      plugins: [new WriteTrackingPlugin()],
    });
    const named = options.preparedStatements !== false;
    probes.set(db, async () => {
      await pool.pool.query('select 1');
    });
    setDirectExecutor(db, async (name, text, values) => {
      const result = await pool.query(
        named ? { name, text, values: [...values] } : { text, values: [...values] },
      );
      return result.rows;
    });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    lock = lockDataDir(dataDir); // one process per folder: a second one refuses here
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, {
      parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) },
      serializers: { [pgliteTypes.INT8]: (v: unknown) => String(v) },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<DB>({
    dialect: new PGliteDialect(pglite, { preparedStatements: options.preparedStatements !== false }),
  });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
      lock?.release();
    },
  };
}

/**
 * One plain `select 1` for health checks and the start-up wait: on PostgreSQL a single attempt on the
 * pool (no waiting out a refusal as requests do), so it reports the database as it is right now.
 */
export async function probeDatabase(db: Kysely<DB>): Promise<void> {
  const probe = probes.get(db);
  if (probe) await probe();
  else await sql`select 1`.execute(db);
}
const probes = new WeakMap<object, () => Promise<void>>();

/**
 * No JIT: its compile time (seconds) dwarfs these short OLTP queries, and generate_series' default
 * estimate of 1000 rows makes the set-based accrual look costly enough to trigger it. Set as a
 * startup option of every pooled connection (no extra statement per new connection), next to
 * whatever `options` the URL already carries (the tests' search_path).
 */
function withOptions(databaseUrl: string, settings: string[]): string {
  const url = new URL(databaseUrl);
  const existing = url.searchParams.get('options');
  url.searchParams.set('options', [existing, ...settings].filter(Boolean).join(' '));
  return url.toString();
}

/** Creates a fresh, empty schema on a real PostgreSQL for one test file and drops it after. */
export async function createIsolatedSchema(databaseUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists "${name}" cascade`);
  await admin.query(`create schema "${name}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop schema if exists "${name}" cascade`);
      await c.end();
    },
  };
}

export { sql };
