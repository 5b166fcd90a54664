import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PGliteDialect } from './pglite-dialect.js';
import { preparedStatementName, setDirectExecutor } from './prepared.js';

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
    const pool = new pg.Pool({
      connectionString: withoutJit(options.databaseUrl),
      max: options.poolSize ?? 20,
      ...(options.preparedStatements !== false ? { Client: PreparingClient } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const named = options.preparedStatements !== false;
    setDirectExecutor(db, async (name, text, values) => {
      const result = await pool.query(
        named ? { name, text, values: [...values] } : { text, values: [...values] },
      );
      return result.rows;
    });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) },
    serializers: { [pgliteTypes.INT8]: (v: unknown) => String(v) },
  });
  const db = new Kysely<DB>({
    dialect: new PGliteDialect(pglite, { preparedStatements: options.preparedStatements !== false }),
  });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * No JIT: its compile time (seconds) dwarfs these short OLTP queries, and generate_series' default
 * estimate of 1000 rows makes the set-based accrual look costly enough to trigger it. Set as a
 * startup option of every pooled connection (no extra statement per new connection), next to
 * whatever `options` the URL already carries (the tests' search_path).
 */
function withoutJit(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const existing = url.searchParams.get('options');
  url.searchParams.set('options', existing ? `${existing} -c jit=off` : '-c jit=off');
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
