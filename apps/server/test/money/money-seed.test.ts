/** The demo seed: jewellery products, two channels with secrets, eight banks, settings, funded reserve. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { clientFor } from '../support/clients.js';
import { expectBooksBalanced, operatorBalance } from '../support/books.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
});
afterAll(async () => server?.close());

describe('money demo seed', () => {
  it('offers jewellery products, channels, banks and a funded reserve', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const products = await client.post('/app/product/page', {});
    expect(products.total).toBeGreaterThanOrEqual(4);
    expect(products.total).toBeLessThanOrEqual(6);
    expect(products.records.map((p) => p.name)).toContain('Gold Bracelet Plan');
    expect(products.records.every((p) => p.onSale && p.agreement.length > 0)).toBe(true);
    const channels = await client.post('/app/payChannel/list');
    expect(channels.map((c) => c.kind).sort()).toEqual(['gateway', 'usdt']);
    const secrets = await server.ctx.db.selectFrom('pay_channels').select('secret').execute();
    expect(secrets.every((s) => s.secret.length >= 24)).toBe(true);
    expect((await client.post('/app/bank/page', {})).total).toBe(8);
    const usdt = await client.post('/app/wallet/getRecharge');
    expect(usdt.address).toMatch(/^T/);
    expect(await operatorBalance(server, 'income_reserve')).toBe('1000000.00');
    expect(Number(await operatorBalance(server, 'promotions'))).toBeGreaterThanOrEqual(100000);
    await expectBooksBalanced(server);
  });
});
