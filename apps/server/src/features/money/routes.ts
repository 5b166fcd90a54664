/**
 * Money flows: products and daily income, recharge, withdrawal, bank cards and wallets, funding
 * details, and the operator API. Every movement of money goes through the ledger (one transaction,
 * row locks, idempotency keys); see the service modules of each area.
 */
import './messages.js';
import type { AppContext } from '../../app.js';
import type { Feature } from '../index.js';
import { formatMoney } from '../../lib/money.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerCardRoutes } from './cards/routes.js';
import { runAccrual, type AccrualLog } from './income/accrual.js';
import { registerIncomeRoutes } from './income/routes.js';
import { incomeInfo } from './income/service.js';
import { registerProductRoutes } from './products/routes.js';
import { registerRecordRoutes } from './records/routes.js';
import { registerRechargeRoutes } from './recharge/routes.js';
import { seedMoneyDemo } from './seed.js';
import { loadMoneyConfig } from './config.js';
import { businessDay } from './time.js';
import { registerWithdrawalRoutes } from './withdrawal/routes.js';

/** How often the scheduler looks at the clock (it pays each order once per day whatever the cadence). */
export const ACCRUAL_INTERVAL_MS = 60_000;
/** A settled business day is run again at most this often (a reserve funded after a shortfall). */
const RETRY_MS = 10 * 60_000;

type Logger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};
let logger: Logger | null = null;

const accrualLog: AccrualLog = (level, message, data) => {
  if (logger) logger[level](data, message);
  else if (level === 'warn') console.warn(JSON.stringify({ level, msg: message, ...data }));
};

/**
 * getIncomeInfo (user feature) is assembled from providers kept in ctx.services.incomeInfoProviders
 * (see features/user/income-info.ts); money adds today/total/fixed income.
 */
function addIncomeInfoProvider(ctx: AppContext) {
  type Provider = (input: { userId: bigint; now: Date }) => Promise<Record<string, string | number>>;
  if (!Array.isArray(ctx.services.incomeInfoProviders)) ctx.services.incomeInfoProviders = [];
  (ctx.services.incomeInfoProviders as Provider[]).push(async ({ userId, now }) => {
    const f = await incomeInfo(ctx.db, userId, now);
    return {
      todayIncome: formatMoney(f.todayIncome),
      totalIncome: formatMoney(f.totalIncome),
      fixedIncome: formatMoney(f.fixedIncome),
    };
  });
  ctx.services.moneyIncomeInfo = (userId: bigint, now: Date) => incomeInfo(ctx.db, userId, now);
}

export const moneyFeature: Feature = {
  name: 'money',
  async register(app, ctx) {
    logger = app.log;
    addIncomeInfoProvider(ctx);
    await registerProductRoutes(app, ctx);
    await registerIncomeRoutes(app, ctx);
    await registerRechargeRoutes(app, ctx);
    await registerWithdrawalRoutes(app, ctx);
    await registerCardRoutes(app, ctx);
    await registerRecordRoutes(app, ctx);
    await registerAdminRoutes(app, ctx, accrualLog);
  },

  seedDemo: seedMoneyDemo,

  /**
   * The accrual on a timer: at start (catching up after downtime), then whenever the business day
   * changes, and every RETRY_MS while a day is short or a run failed. Also prunes old callback nonces.
   */
  start(ctx) {
    let running = false;
    let settledDay: string | null = null;
    let lastRunAt = 0;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const now = ctx.clock.now();
        const today = businessDay(now, (await loadMoneyConfig(ctx.db)).timezone);
        if (today === settledDay && Date.now() - lastRunAt < RETRY_MS) return;
        lastRunAt = Date.now();
        const result = await runAccrual(ctx.db, now, { trigger: 'timer', log: accrualLog });
        settledDay = result.shortfalls.length === 0 ? result.today : null;
        // Nonces older than the largest accepted clock skew can never be replayed successfully.
        await ctx.db
          .deleteFrom('callback_nonces')
          .where('created_at', '<', new Date(now.getTime() - 2 * 3600 * 1000))
          .execute();
      } catch (error) {
        settledDay = null;
        if (logger) logger.error({ err: error }, 'income accrual run failed');
        else console.error(error);
      } finally {
        running = false;
      }
    };
    const first = setTimeout(() => void tick(), 1_000);
    const timer = setInterval(() => void tick(), ACCRUAL_INTERVAL_MS);
    first.unref?.();
    timer.unref?.();
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  },
};
