/**
 * Money flows: products and daily income, recharge, withdrawal, bank cards and wallets, funding
 * details, and the operator API. Every movement of money goes through the ledger (one transaction,
 * row locks, idempotency keys); see the service modules of each area.
 */
import './messages.js';
import type { AppContext } from '../../kernel/context.js';
import type { Module } from '../../kernel/context.js';
import { formatMoney } from '../../lib/money.js';
import type { Job } from '../../kernel/jobs.js';
import { addIncomeInfoProvider } from '../identity/user/income-info.js';
import { registerProductsAdmin } from './products/admin.routes.js';
import { registerSettingsAdmin } from './settings/admin.routes.js';
import { registerRechargeAdmin } from './recharge/admin.routes.js';
import { registerWithdrawalAdmin } from './withdrawal/admin.routes.js';
import { registerReserveAdmin } from './reserve/admin.routes.js';
import { registerIncomeAdmin } from './income/admin.routes.js';
import { registerCardRoutes } from './cards/routes.js';
import { runAccrual, type AccrualLog } from './income/accrual.js';
import { registerIncomeRoutes } from './income/routes.js';
import { incomeInfo } from './income/service.js';
import { registerProductRoutes } from './products/routes.js';
import { registerRecordRoutes } from './records/routes.js';
import { registerRechargeRoutes } from './recharge/routes.js';
import { pruneCallbackNonces } from './recharge/callback.service.js';
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
 * (see modules/identity/user/income-info.ts); money adds today/total/fixed income.
 */
function addMoneyIncomeInfo(ctx: AppContext) {
  addIncomeInfoProvider(ctx, async ({ userId, now }) => {
    const f = await incomeInfo(ctx.db, userId, now);
    return {
      todayIncome: formatMoney(f.todayIncome),
      totalIncome: formatMoney(f.totalIncome),
      fixedIncome: formatMoney(f.fixedIncome),
    };
  });
}

export const moneyFeature: Module = {
  name: 'money',
  async register(app, ctx) {
    logger = app.log;
    addMoneyIncomeInfo(ctx);
    await registerProductRoutes(app, ctx);
    await registerIncomeRoutes(app, ctx);
    await registerRechargeRoutes(app, ctx);
    await registerWithdrawalRoutes(app, ctx);
    await registerCardRoutes(app, ctx);
    await registerRecordRoutes(app, ctx);
    // the operator API (under /admin/money), area by area
    await registerProductsAdmin(app, ctx);
    await registerSettingsAdmin(app, ctx);
    await registerRechargeAdmin(app, ctx);
    await registerWithdrawalAdmin(app, ctx);
    await registerReserveAdmin(app, ctx);
    await registerIncomeAdmin(app, ctx, accrualLog);
  },

  seedDemo: seedMoneyDemo,

  /**
   * The accrual on the kernel's scheduler: at start (catching up after downtime), then whenever the
   * business day changes, and every RETRY_MS while a day is short or a run failed. Also prunes old
   * callback nonces.
   */
  jobs(ctx) {
    let settledDay: string | null = null;
    let lastRunAt = 0;
    const accrual: Job = {
      name: 'income accrual',
      intervalMs: ACCRUAL_INTERVAL_MS,
      firstDelayMs: 1_000,
      async run() {
        try {
          const now = ctx.clock.now();
          const today = businessDay(now, (await loadMoneyConfig(ctx.db)).timezone);
          if (today === settledDay && Date.now() - lastRunAt < RETRY_MS) return;
          lastRunAt = Date.now();
          const result = await runAccrual(ctx.db, now, { trigger: 'timer', log: accrualLog });
          settledDay = result.shortfalls.length === 0 ? result.today : null;
          await pruneCallbackNonces(ctx.db, now);
        } catch (error) {
          settledDay = null;
          throw error;
        }
      },
    };
    return [accrual];
  },
};
