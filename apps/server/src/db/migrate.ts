import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

const defaultMigrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7423001;

/**
 * Applies the versioned SQL files in db/migrations (NNNN_name.sql) in order, each once, each in
 * its own transaction with its row in schema_migrations: a migration that fails rolls back alone
 * (never half-applied) and stops the start, and the ones before it stay applied and recorded, so
 * the next start resumes at the failed one. Every transaction takes the same advisory lock and
 * checks schema_migrations under it, which makes concurrent starts of several instances safe: the
 * second waits, then finds each migration already applied.
 */
export async function migrate(db: Kysely<DB>, migrationsDir = defaultMigrationsDir): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
  const done = new Set(
    (await sql<{ version: string }>`select version from schema_migrations`.execute(db)).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
      // another instance may have applied it while this one waited for the lock
      const already = await sql`select 1 from schema_migrations where version = ${file}`.execute(trx);
      if (already.rows.length > 0) return false;
      await sql.raw(readFileSync(path.join(migrationsDir, file), 'utf8')).execute(trx);
      await sql`insert into schema_migrations (version) values (${file})`.execute(trx);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
