import { buildApp } from './app.js';
import type { App, AppContext } from './kernel/context.js';
import { startJobs } from './kernel/jobs.js';
import { loadConfig, type ServerConfig } from './kernel/config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { waitForDatabase } from './db/wait.js';
import { processLog } from './lib/log.js';
import { modules } from './modules/index.js';
import { createClock, type Clock } from './lib/clock.js';
import { openSessionStore } from './auth/session-listener.js';

export interface RunningServer {
  app: App;
  ctx: AppContext;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds demo data when it is new (and asked to), builds the app
 * and starts listening. Used by main.ts and by every HTTP test.
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: { clock?: Clock; listen?: boolean; logger?: boolean; database?: Database } = {},
): Promise<RunningServer> {
  const config = { ...loadConfig(), ...overrides };
  const log = options.logger ? processLog(config.logLevel) : undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
      acquireTimeoutMs: config.databaseAcquireTimeoutMs,
      ...(log ? { warn: (line: string) => log.warn(line) } : {}),
    }));
  if (database.kind === 'postgres' && config.databaseUrl) {
    try {
      await waitForDatabase(database.db, {
        databaseUrl: config.databaseUrl,
        timeoutMs: config.databaseStartTimeoutMs,
        log: (line) => log?.warn(line),
      });
    } catch (error) {
      if (!options.database) await database.close();
      throw error;
    }
  }
  await migrate(database.db);
  const sessions = await openSessionStore(database, config, log ? (line) => log.warn(line) : undefined);
  // The replica is never migrated or written: it follows the primary (read-only connections).
  const replica =
    database.kind === 'postgres' && config.databaseReadUrl
      ? await openDatabase({
          databaseUrl: config.databaseReadUrl,
          poolSize: config.databasePoolSize,
          preparedStatements: config.databasePreparedStatements,
          acquireTimeoutMs: config.databaseAcquireTimeoutMs,
          readOnly: true,
          ...(log ? { warn: (line: string) => log.warn(`read replica: ${line}`) } : {}),
        })
      : undefined;
  const ctx: AppContext = {
    db: database.db,
    ...(replica ? { replica: replica.db } : {}),
    clock: options.clock ?? createClock(),
    config,
    sessions,
    services: {},
  };
  let app: App;
  try {
    app = await buildApp(ctx, { logger: options.logger ?? false });
  } catch (error) {
    await sessions.close();
    await replica?.close();
    throw error;
  }

  if (config.seedDemo) {
    const marker = await database.db.selectFrom('sys_config').select('value').where('key', '=', 'demo_seeded').executeTakeFirst();
    if (!marker) {
      for (const module of modules) await module.seedDemo?.(ctx);
      await database.db.insertInto('sys_config').values({ key: 'demo_seeded', value: new Date().toISOString() }).execute();
    }
  }

  const scheduler = config.scheduler
    ? startJobs(
        modules.flatMap((module) => module.jobs?.(ctx) ?? []),
        { db: database.db, log: app.log, acrossProcesses: database.kind === 'postgres' },
      )
    : null;

  let url = '';
  if (options.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
  } else {
    await app.ready();
  }
  return {
    app,
    ctx,
    database,
    url,
    async close() {
      scheduler?.stop();
      await app.close();
      await sessions.close();
      await replica?.close();
      if (!options.database) await database.close();
    },
  };
}
