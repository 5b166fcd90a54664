/**
 * getIncomeInfo is assembled from providers, so features that know more figures add them without
 * touching the user feature. The user feature supplies the ledger figures (balance, available,
 * unreceived, assets); e.g. the money-flows feature adds todayIncome / totalIncome / fixedIncome:
 *
 *   import { addIncomeInfoProvider } from './income-info.js';
 *   addIncomeInfoProvider(ctx, async ({ db, userId, now }) => ({ todayIncome: formatMoney(...) }));
 *
 * Call it from your feature's register(); the order of features does not matter. Values are money
 * strings ("12.34") or integers; todayIncome, totalIncome and fixedIncome are documented fields of
 * the response, any other key passes through as an extra property.
 */
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../../kernel/context.js';
import type { DB } from '../../../db/schema.js';
import { MoneyString } from '../../../http/schema.js';

export interface IncomeInfoInput {
  db: Kysely<DB>;
  userId: bigint;
  now: Date;
}

export type IncomeInfoValue = string | number;
export type IncomeInfoProvider = (input: IncomeInfoInput) => Promise<Record<string, IncomeInfoValue>>;

declare module '../../../kernel/context.js' {
  interface AppServices {
    /** the figures of getIncomeInfo, one provider per module that knows some */
    incomeInfoProviders: IncomeInfoProvider[];
  }
}

export function incomeInfoProviders(ctx: AppContext): IncomeInfoProvider[] {
  const existing = ctx.services.incomeInfoProviders;
  if (existing) return existing;
  const list: IncomeInfoProvider[] = [];
  ctx.services.incomeInfoProviders = list;
  return list;
}

export function addIncomeInfoProvider(ctx: AppContext, provider: IncomeInfoProvider): void {
  incomeInfoProviders(ctx).push(provider);
}

/** Runs every provider in registration order; later keys win. */
export async function collectIncomeInfo(ctx: AppContext, input: IncomeInfoInput) {
  const result: Record<string, IncomeInfoValue> = {};
  for (const provider of incomeInfoProviders(ctx)) Object.assign(result, await provider(input));
  return result;
}

const MONEY_PATTERN = (MoneyString as unknown as { pattern: string }).pattern;

export const IncomeInfo = Type.Object(
  {
    balance: Type.String({ pattern: MONEY_PATTERN, description: 'cash balance (posted)' }),
    available: Type.String({
      pattern: MONEY_PATTERN,
      description: 'cash that can be spent now (balance minus holds)',
    }),
    unreceived: Type.String({ pattern: MONEY_PATTERN, description: 'income accrued but not yet collected' }),
    assets: Type.String({ pattern: MONEY_PATTERN, description: 'balance + unreceived' }),
    todayIncome: Type.Optional(MoneyString),
    totalIncome: Type.Optional(MoneyString),
    fixedIncome: Type.Optional(MoneyString),
  },
  { additionalProperties: Type.Union([Type.String(), Type.Number()]) },
);
