// Prints the server's OpenAPI document (used to generate packages/api-client).
import { buildApp } from '../app.js';
import { loadConfig } from '../kernel/config.js';
import { openDatabase } from '../db/database.js';
import { createClock } from '../lib/clock.js';
import { localSessionStore } from '../auth/session-cache.js';

const config = { ...loadConfig(), swaggerUi: false, testHooks: false, seedDemo: false, scheduler: false };
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ db: database.db, clock: createClock(), config, sessions: localSessionStore(), services: {} });
await app.ready();
process.stdout.write(JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
await database.close();
