import type { Module } from '../../../kernel/context.js';
import { memberBalances } from '../../../ledger/accounts.js';
import { formatMoney } from '../../../lib/money.js';
import { addIncomeInfoProvider } from './income-info.js';
import './messages.js';
import { registerFundPasswordRoutes, registerLoginPasswordRoutes } from './password.routes.js';
import { registerProfileRoutes } from './profile.routes.js';

export const userFeature: Module = {
  name: 'user',
  async register(app, ctx) {
    // The ledger figures every member has; other features add theirs (see income-info.ts).
    addIncomeInfoProvider(ctx, async ({ db, userId }) => {
      const { cash, unreceived } = await memberBalances(db, userId);
      return {
        balance: formatMoney(cash.balance),
        available: formatMoney(cash.available),
        unreceived: formatMoney(unreceived.balance),
        assets: formatMoney(cash.balance + unreceived.balance),
      };
    });

    registerProfileRoutes(app, ctx);
    registerLoginPasswordRoutes(app, ctx);
    registerFundPasswordRoutes(app, ctx);
  },
};
