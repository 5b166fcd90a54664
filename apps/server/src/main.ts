import { startServer } from './server.js';

const server = await startServer({}, { logger: true });
const { config } = server.ctx;
server.app.log.info(
  `member app and /core/ API on ${server.url} (database: ${server.database.kind === 'pglite' ? `embedded PGlite at ${config.dataDir}` : 'PostgreSQL'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
