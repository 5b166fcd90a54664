/**
 * Demo data for a fresh database: jewellery products, two payment channels (a gateway and the USDT
 * watcher, each with its own random secret, rotatable by an admin), eight banks, the money
 * settings, and a funded income reserve and promotions account (from operator capital).
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../kernel/context.js';
import { operatorAccountId } from '../../ledger/accounts.js';
import { transfer } from '../../ledger/transfers.js';
import { DAY_MS } from '../../lib/clock.js';
import { tronAddress } from './cards/address.js';
import { MONEY_CONFIG_KEYS, setMoneyConfig } from './config.js';

const AGREEMENT =
  'Cooperation agreement. The member buys a jewellery plan and receives its daily income for the stated period. ' +
  'Income is credited each business day from the day after purchase and can be collected into the balance at any time.';

const PRODUCTS = [
  { name: 'Gold Bracelet Plan', price: 10_000n, daily: 500n, days: 30, stock: 1000, limit: 5, sort: 60 },
  { name: 'Pearl Necklace Plan', price: 50_000n, daily: 2_200n, days: 45, stock: 500, limit: 3, sort: 50 },
  { name: 'Diamond Ring Plan', price: 200_000n, daily: 8_000n, days: 60, stock: 200, limit: 2, sort: 40 },
  { name: 'Jade Pendant Plan', price: 30_000n, daily: 1_100n, days: 40, stock: 800, limit: 5, sort: 30 },
  {
    name: 'Sapphire Earrings Plan',
    price: 100_000n,
    daily: 4_500n,
    days: 50,
    stock: 300,
    limit: 3,
    sort: 20,
  },
];

const BANKS = [
  ['Bank of America', 'BOA'],
  ['JPMorgan Chase', 'CHASE'],
  ['Wells Fargo', 'WF'],
  ['Citibank', 'CITI'],
  ['HSBC', 'HSBC'],
  ['Standard Chartered', 'SCB'],
  ['Ziraat Bankası', 'ZIRAAT'],
  ['Industrial and Commercial Bank of China', 'ICBC'],
] as const;

/** A distinct picture per demo product, shipped with the server (assets/products, cached for a year). */
const PRODUCT_IMAGES = [
  'gold-bracelet-v1.svg',
  'pearl-necklace-v1.svg',
  'diamond-ring-v1.svg',
  'jade-pendant-v1.svg',
  'sapphire-earrings-v1.svg',
];
function productImage(index: number): string {
  return `/core/assets/products/${PRODUCT_IMAGES[index % PRODUCT_IMAGES.length]}`;
}

export async function seedMoneyDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('products')
      .values(
        PRODUCTS.map((p, i) => ({
          name: p.name,
          image: productImage(i),
          price: p.price,
          daily_income: p.daily,
          period_days: p.days,
          stock: p.stock,
          valid_until: new Date(now.getTime() + 365 * DAY_MS),
          agreement: AGREEMENT,
          purchase_limit: p.limit,
          sort: p.sort,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('pay_channels')
      .values([
        {
          code: 'quickpay',
          name: 'QuickPay',
          kind: 'gateway',
          pay_url: 'https://pay.example.com/checkout',
          secret: randomBytes(24).toString('base64url'),
          sort: 20,
          updated_at: now,
        },
        {
          code: 'usdt',
          name: 'USDT',
          kind: 'usdt',
          secret: randomBytes(24).toString('base64url'),
          sort: 10,
          updated_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('banks')
      .values(BANKS.map(([name, code], i) => ({ name, code, sort: BANKS.length - i })))
      .execute();
    for (const [key, def] of Object.entries(MONEY_CONFIG_KEYS)) {
      const stored = await trx
        .selectFrom('sys_config')
        .select('key')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!stored) await setMoneyConfig(trx, key, def.fallback);
    }
    await setMoneyConfig(trx, 'money.usdt_trc20_address', tronAddress(randomBytes(20)));
    const capital = await operatorAccountId(trx, 'operator_capital');
    for (const [account, amount] of [
      ['income_reserve', 100_000_000n],
      ['promotions', 10_000_000n],
    ] as const) {
      await transfer(trx, {
        id: `demo-seed:fund:${account}`,
        debitAccountId: capital,
        creditAccountId: await operatorAccountId(trx, account),
        amount,
        code: account === 'income_reserve' ? 'reserve_funding' : 'promotions_funding',
        ref: 'demo seed',
      });
    }
  });
}
