import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the versioned SQL files in db/migrations (NNNN_name.sql) in order, each once, all pending
 * ones in one transaction: a migration that fails leaves the schema as it was (none of that start's
 * migrations applied), never half-upgraded. The transaction's advisory lock makes concurrent starts
 * of several instances safe: the second waits, then finds nothing left to apply.
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7423001)`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set(
      (await sql<{ version: string }>`select version from schema_migrations`.execute(trx)).rows.map((r) => r.version),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await sql.raw(readFileSync(path.join(migrationsDir, file), 'utf8')).execute(trx);
      await sql`insert into schema_migrations (version) values (${file})`.execute(trx);
      applied.push(file);
    }
  });
  return applied;
}
