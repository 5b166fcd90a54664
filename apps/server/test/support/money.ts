/** The money tests' catalogue, set up through the operator API as an operator would. */
import { randomBytes } from 'node:crypto';
import { createSession } from '../../src/auth/sessions.js';
import { DAY_MS } from '../../src/lib/clock.js';
import { tronAddress } from '../../src/modules/money/cards/address.js';
import { createOperator, type TestServer } from './fixtures.js';
import { clientFor, type Client } from './clients.js';

export interface MoneySetup {
  admin: Client;
  finance: Client;
  support: Client;
  gateway: { id: number; code: string; secret: string };
  usdt: { id: number; code: string; secret: string };
  bankId: number;
  product: { id: number };
}

/** A bank card the member adds through the app (its id), on the catalogue's bank. */
export async function addBankCard(
  server: TestServer,
  money: MoneySetup,
  memberToken: string,
  payeeName: string,
): Promise<number> {
  const card = await clientFor(server, memberToken).post('/app/userBank/saveOrUpdate', {
    payeeName,
    receiveAccount: '62220000123456',
    bankId: money.bankId,
  });
  return card.id;
}

/** A catalogue through the operator API: channels, a bank, a product, settings, a funded reserve. */
export async function setUpMoney(
  server: TestServer,
  options: { reserve?: string } = {},
): Promise<MoneySetup> {
  const db = server.ctx.db;
  const clock = server.ctx.clock;
  // Long sessions: the tests move the clock forward by days.
  const operator = async (role: 'admin' | 'finance' | 'support') => {
    const op = await createOperator(db, clock, role);
    return clientFor(server, (await createSession(db, 'operator', op.id, clock.now(), 365 * DAY_MS)).token);
  };
  const admin = await operator('admin');
  const finance = await operator('finance');
  const support = await operator('support');
  const settings: Record<string, string> = {
    'money.withdraw_open_weekdays': '1,2,3,4,5,6,7',
    'money.withdraw_fee_bp': '500',
    'money.withdraw_min': '10',
    'money.withdraw_max': '5000',
    'money.recharge_min': '10',
    'money.recharge_max': '10000',
    'money.usdt_rate': '7.25',
    'money.usdt_trc20_address': tronAddress(randomBytes(20)),
  };
  for (const [key, value] of Object.entries(settings))
    await admin.post('/admin/money/config/set', { key, value });
  const suffix = randomBytes(3).toString('hex');
  const gateway = await admin.post('/admin/money/payChannel/save', {
    code: `gw-${suffix}`,
    name: 'Test gateway',
    kind: 'gateway',
    payUrl: 'https://pay.test/checkout',
  });
  const usdt = await admin.post('/admin/money/payChannel/save', {
    code: `usdt-${suffix}`,
    name: 'USDT',
    kind: 'usdt',
  });
  const bank = await admin.post('/admin/money/bank/save', { name: 'Test Bank', code: `TB${suffix}` });
  const product = await admin.post('/admin/money/product/save', {
    name: 'Gold Bracelet Plan',
    price: '100.00',
    dailyIncome: '5.00',
    periodDays: 30,
    stock: 1000,
    purchaseLimit: 0,
    agreement: 'Cooperation agreement',
  });
  await finance.post('/admin/money/reserve/fund', { amount: options.reserve ?? '100000.00' });
  return {
    admin,
    finance,
    support,
    gateway: { id: gateway.id, code: gateway.code, secret: gateway.secret! },
    usdt: { id: usdt.id, code: usdt.code, secret: usdt.secret! },
    bankId: bank.id,
    product: { id: product.id },
  };
}
