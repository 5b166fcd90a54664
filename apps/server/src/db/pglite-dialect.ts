import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { preparedStatementName } from './prepared.js';

/**
 * Kysely dialect for PGlite (in-process PostgreSQL). PGlite is a single connection, so the driver
 * hands it out to one holder at a time: a transaction owns it from BEGIN to COMMIT and every other
 * query waits its turn. Same SQL dialect as the pooled `pg` driver.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { preparedStatements?: boolean } = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.preparedStatements !== false);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  private releaseCurrent: (() => void) | null = null;

  constructor(pglite: PGlite, preparedStatements: boolean) {
    this.connection = new PGliteConnection(pglite, preparedStatements);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = null;
    release?.();
  }
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  /** parameter type oids of the named statements prepared on this connection */
  private readonly prepared = new Map<string, number[]>();

  constructor(
    private readonly pglite: PGlite,
    private readonly preparedStatements: boolean,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const name = this.preparedStatements ? preparedStatementName(compiled.sql) : undefined;
    // Parameterless SQL may hold several statements (migrations): PGlite runs those with exec().
    const result =
      name !== undefined
        ? await this.executePrepared<R>(name, compiled)
        : compiled.parameters.length === 0
          ? ((await this.pglite.exec(compiled.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
          : await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && affected !== null ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /**
   * A hot statement (db/prepared.ts) as a named prepared statement: parsed and planned once, then
   * Bind/Describe/Execute/Sync in one protocol call — `query()` parses, plans and describes the text
   * every time, in six calls into PGlite. The driver hands the connection to one holder at a time.
   */
  private async executePrepared<R>(name: string, compiled: CompiledQuery) {
    const { serialize } = protocol;
    let types = this.prepared.get(name);
    if (types === undefined) {
      const { messages } = await this.pglite.execProtocol(
        concat([
          serialize.parse({ name, text: compiled.sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types = pgliteParse.parseDescribeStatementResults(messages);
      this.prepared.set(name, types);
    }
    const values = compiled.parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (
      pgliteParse.parseResults(messages, this.pglite.parsers).at(-1) ?? { rows: [] as R[], affectedRows: 0 }
    );
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
