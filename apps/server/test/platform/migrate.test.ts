/**
 * db/migrate.ts: each migration in its own transaction. A failing migration rolls back alone and
 * stops the start; the ones before it stay applied and recorded, and the next start resumes at
 * the failed one. Concurrent starts apply each migration once. PGlite always; PostgreSQL too when
 * DATABASE_URL is set.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createIsolatedSchema, openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';

interface Target {
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  return { open: () => openDatabase({ dataDir: 'memory://' }), cleanup: async () => {} };
}

async function postgresTarget(databaseUrl: string): Promise<Target> {
  const schema = await createIsolatedSchema(databaseUrl, `migrate_${randomBytes(5).toString('hex')}`);
  return { open: () => openDatabase({ databaseUrl: schema.url, poolSize: 4 }), cleanup: () => schema.drop() };
}

const targets: Array<{ name: string; make: () => Promise<Target> }> = [{ name: 'PGlite', make: async () => pgliteTarget() }];
if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', make: () => postgresTarget(process.env.DATABASE_URL!) });

const dirs: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aurum-migrations-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

async function recorded(db: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ version: string }>`select version from schema_migrations order by version`.execute(db);
  return rows.rows.map((r) => r.version);
}

async function tableExists(db: Kysely<DB>, name: string): Promise<boolean> {
  const rows = await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db);
  return rows.rows[0]!.t !== null;
}

describe.each(targets)('migrate on $name', ({ name, make }) => {
  it('applies every migration of the project once: a second run finds nothing to do', async () => {
    const target = await make();
    cleanups.push(target.cleanup);
    const database = await target.open();
    try {
      const first = await migrate(database.db);
      expect(first.length).toBeGreaterThan(10);
      expect(first).toEqual([...first].sort());
      expect(await recorded(database.db)).toEqual(first);
      expect(await migrate(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a failing migration rolls back alone; the earlier ones stay applied and recorded, and the next run resumes there', async () => {
    const target = await make();
    cleanups.push(target.cleanup);
    const database = await target.open();
    const db = database.db;
    try {
      const broken = migrationsDir({
        '0001_first.sql': 'create table first_table (id int primary key);',
        '0002_second.sql': 'create table second_table (id int primary key);\ninsert into first_table values (1);',
        '0003_broken.sql': 'create table broken_table (id int);\nselect 1 / 0;',
        '0004_after.sql': 'create table after_table (id int);',
      });
      await expect(migrate(db, broken)).rejects.toThrow(/division by zero/);
      expect(await recorded(db)).toEqual(['0001_first.sql', '0002_second.sql']);
      expect(await tableExists(db, 'first_table')).toBe(true);
      expect(await tableExists(db, 'second_table')).toBe(true);
      // the failed migration left nothing behind, and nothing after it ran
      expect(await tableExists(db, 'broken_table')).toBe(false);
      expect(await tableExists(db, 'after_table')).toBe(false);

      const fixed = migrationsDir({
        '0001_first.sql': 'this would fail if it ran again;',
        '0002_second.sql': 'this would fail if it ran again;',
        '0003_broken.sql': 'create table broken_table (id int);',
        '0004_after.sql': 'create table after_table (id int);',
      });
      expect(await migrate(db, fixed)).toEqual(['0003_broken.sql', '0004_after.sql']);
      expect(await recorded(db)).toEqual(['0001_first.sql', '0002_second.sql', '0003_broken.sql', '0004_after.sql']);
      expect((await sql<{ n: string }>`select count(*)::text as n from first_table`.execute(db)).rows[0]!.n).toBe('1');
      expect(await migrate(db, fixed)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('concurrent runs apply each migration exactly once', async () => {
    const target = await make();
    cleanups.push(target.cleanup);
    // PGlite is one database per handle ('memory://'): its runs share the handle; PostgreSQL gets two pools
    const one = await target.open();
    const two = name === 'PGlite' ? one : await target.open();
    try {
      const dir = migrationsDir({
        '0001_counter.sql': 'create table counter (n int not null);',
        '0002_bump.sql': 'insert into counter values (1);',
        '0003_bump.sql': 'insert into counter values (2);',
      });
      const runs = await Promise.all([migrate(one.db, dir), migrate(two.db, dir), migrate(one.db, dir)]);
      expect(runs.flat().sort()).toEqual(['0001_counter.sql', '0002_bump.sql', '0003_bump.sql']);
      const rows = await sql<{ n: number }>`select n from counter order by n`.execute(one.db);
      expect(rows.rows.map((r) => r.n)).toEqual([1, 2]);
    } finally {
      await one.close();
      if (two !== one) await two.close();
    }
  });
});
