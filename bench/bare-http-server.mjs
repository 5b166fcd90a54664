/**
 * The HTTP floor of the read row: a bare Fastify route answering a getUserInfo-sized body with no
 * hooks, no session and no database (`node bench/bare-http-server.mjs <port>`). The bench loads it
 * like the real server (same clients, same process count), so the note beside getUserInfo says how
 * much of pgbench -S an HTTP answer alone reaches on this machine.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverPackage = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'server',
  'package.json',
);
const Fastify = createRequire(serverPackage)('fastify');
const app = Fastify({ logger: false });
const body = {
  code: 200,
  result: {
    id: 1,
    userName: 'bench1',
    areaCode: '+1',
    phone: '7000000001',
    headUrl: null,
    invitationCode: 'B68fab51',
    hasFundPassword: true,
    referrer: null,
    registeredAt: '2026-11-24T11:21:00.201Z',
    balance: '1000000.00',
    available: '1000000.00',
  },
  message: 'success',
};
app.get('/core/health', async () => ({ ok: true }));
app.post('/core/app/user/getUserInfo', async () => body);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
