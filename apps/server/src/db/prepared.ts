import { CompiledQuery } from 'kysely';
import { markWrote, writingSql } from './write-tracking.js';

/**
 * Hot-path statements: fixed SQL text run as a named prepared statement on PostgreSQL.
 *
 * A statement declared with `preparedStatement(name, text)` is parsed and planned once per pooled
 * connection (pg sends `{name, text, values}`; the connection keeps the plan) instead of on every
 * call: `pgbench -M prepared` does 1.9x `-M extended` on this machine. It runs through Kysely
 * (`db.executeQuery`), so it works on a `Kysely` or inside a transaction, and on PGlite (which
 * ignores the name and runs the text as an ordinary parameterised query).
 *
 * Only fixed texts qualify (no SQL assembled per call): each one stays prepared on every
 * connection for the connection's life. `DATABASE_PREPARED_STATEMENTS=0` turns naming off (for a
 * pooler in transaction mode that does not support protocol-level prepared statements).
 */
export interface PreparedStatement<R> {
  readonly name: string;
  readonly text: string;
  /** The rows, parameters in `$1, $2…` order. */
  execute(db: QueryExecutor, values: readonly unknown[]): Promise<R[]>;
}

/** A `Kysely` or a `Transaction` (both execute compiled queries). */
export interface QueryExecutor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<{ rows: R[] }>;
}

type DirectExecutor = (name: string, text: string, values: readonly unknown[]) => Promise<unknown[]>;
/**
 * Per database (the root Kysely of a pg pool): run a hot statement on the pool straight away,
 * without Kysely's compile/executor/connection-provider steps (about 10 µs of CPU per query here).
 * A transaction has no entry and goes through Kysely on its own connection.
 */
const directExecutors = new WeakMap<object, DirectExecutor>();

export function setDirectExecutor(db: object, executor: DirectExecutor): void {
  directExecutors.set(db, executor);
}

const namesByText = new Map<string, string>();
const textsByName = new Map<string, string>();

export function preparedStatement<R>(name: string, text: string): PreparedStatement<R> {
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`prepared statement name ${name}: lower-case words only`);
  const known = textsByName.get(name);
  if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} declared twice`);
  textsByName.set(name, text);
  namesByText.set(text, `aurum_${name}`);
  // read-your-writes: a request that runs a writing statement reads from the primary next
  const writes = writingSql(text);
  return {
    name,
    text,
    async execute(db, values) {
      if (writes) markWrote();
      const direct = directExecutors.get(db);
      if (direct) return (await direct(`aurum_${name}`, text, values)) as R[];
      const result = await db.executeQuery<R>(
        CompiledQuery.raw(text, values as unknown[]) as CompiledQuery<R>,
      );
      return result.rows;
    },
  };
}

/** The statement name for SQL text declared with `preparedStatement`, else undefined. */
export function preparedStatementName(text: string): string | undefined {
  return namesByText.get(text);
}
