/**
 * Money settings, kept in sys_config under `money.*` keys so operators change them without a
 * deploy. Every key has a default here, so a fresh database works; the operator API writes
 * validated values (setMoneyConfig) and the demo seed writes the demo values.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/tx.js';
import { badRequest } from '../../http/errors.js';
import { formatMoney, parseMoney } from '../../lib/money.js';
import { formatUsdt, parseRate, parseUsdt } from './units.js';

export interface MoneyConfig {
  rechargeMin: bigint;
  rechargeMax: bigint;
  withdrawMin: bigint;
  withdrawMax: bigint;
  /** withdrawal handling fee in basis points (1 % = 100) */
  withdrawFeeBp: bigint;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which withdrawals are accepted */
  withdrawOpenWeekdays: number[];
  /** base currency per 1 USDT, decimal text with up to 6 decimals */
  usdtRate: string;
  /** smallest USDT deposit that is credited, micro-USDT */
  usdtMin: bigint;
  usdtTrc20Address: string;
  usdtErc20Address: string;
  /** IANA time zone of the business day (income days, withdrawal weekdays) */
  timezone: string;
  /** a callback whose timestamp is further than this from now is refused */
  callbackWindowSeconds: number;
  maxBankCards: number;
  maxWallets: number;
}

interface KeyDef {
  /** the stored text when nothing is set */
  fallback: string;
  /** validates an operator's value and returns its canonical stored text; throws on bad input */
  normalize(value: string): string;
}

const money = (fallback: string): KeyDef => ({
  fallback,
  normalize: (v) => {
    try {
      return formatMoney(parseMoney(v));
    } catch {
      throw badRequest('money.config.invalid');
    }
  },
});
const integer = (fallback: string, min: number, max: number): KeyDef => ({
  fallback,
  normalize: (v) => {
    // digits only: Number() would also take " 5 ", "0x10" or "1e3"
    if (!/^(0|[1-9]\d{0,8})$/.test(v)) throw badRequest('money.config.invalid');
    const n = Number(v);
    if (n < min || n > max) throw badRequest('money.config.invalid');
    return String(n);
  },
});
const text = (fallback: string, pattern: RegExp): KeyDef => ({
  fallback,
  normalize: (v) => {
    if (!pattern.test(v.trim())) throw badRequest('money.config.invalid');
    return v.trim();
  },
});

export const MONEY_CONFIG_KEYS: Record<string, KeyDef> = {
  'money.recharge_min': money('100.00'),
  'money.recharge_max': money('50000.00'),
  'money.withdraw_min': money('100.00'),
  'money.withdraw_max': money('50000.00'),
  'money.withdraw_fee_bp': integer('500', 0, 5000),
  'money.withdraw_open_weekdays': {
    fallback: '1,2,3,4,5',
    normalize: (v) => {
      const days = [
        ...new Set(
          v
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean),
        ),
      ];
      if (!days.every((d) => /^[1-7]$/.test(d))) throw badRequest('money.config.invalid');
      return days
        .map(Number)
        .sort((a, b) => a - b)
        .join(',');
    },
  },
  'money.usdt_rate': {
    fallback: '1.00',
    normalize: (v) => {
      try {
        const micro = parseRate(v);
        if (micro <= 0n) throw new RangeError('rate');
        return formatUsdt(micro);
      } catch {
        throw badRequest('money.config.invalid');
      }
    },
  },
  'money.usdt_min': {
    fallback: '1',
    normalize: (v) => {
      try {
        return formatUsdt(parseUsdt(v), 0);
      } catch {
        throw badRequest('money.config.invalid');
      }
    },
  },
  'money.usdt_trc20_address': text('', /^(|T[1-9A-HJ-NP-Za-km-z]{33})$/),
  'money.usdt_erc20_address': text('', /^(|0x[0-9a-fA-F]{40})$/),
  'money.timezone': {
    fallback: 'UTC',
    normalize: (v) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: v.trim() });
        return v.trim();
      } catch {
        throw badRequest('money.config.invalid');
      }
    },
  },
  'money.callback_window_seconds': integer('300', 30, 3600),
  'money.max_bank_cards': integer('5', 1, 50),
  'money.max_wallets': integer('5', 1, 50),
};

export async function loadMoneyConfig(tx: Tx): Promise<MoneyConfig> {
  const rows = await tx
    .selectFrom('sys_config')
    .select(['key', 'value'])
    .where('key', 'like', 'money.%')
    .execute();
  return moneyConfigOf(new Map(rows.map((r) => [r.key, r.value])));
}

/**
 * SQL for the stored money settings as one jsonb object (key → value), for a statement that reads
 * them together with other rows; parse it with moneyConfigOf.
 */
export const MONEY_CONFIG_JSON_SQL = `(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from sys_config where key like 'money.%')`;

/** The settings from the stored `money.*` values (a Map or the object of MONEY_CONFIG_JSON_SQL). */
export function moneyConfigOf(values: Map<string, string> | Record<string, string>): MoneyConfig {
  const stored = values instanceof Map ? values : new Map(Object.entries(values));
  const get = (key: string) => stored.get(key) ?? MONEY_CONFIG_KEYS[key]!.fallback;
  return {
    rechargeMin: parseMoney(get('money.recharge_min')),
    rechargeMax: parseMoney(get('money.recharge_max')),
    withdrawMin: parseMoney(get('money.withdraw_min')),
    withdrawMax: parseMoney(get('money.withdraw_max')),
    withdrawFeeBp: BigInt(get('money.withdraw_fee_bp')),
    withdrawOpenWeekdays: get('money.withdraw_open_weekdays').split(',').filter(Boolean).map(Number),
    usdtRate: get('money.usdt_rate'),
    usdtMin: parseUsdt(get('money.usdt_min')),
    usdtTrc20Address: get('money.usdt_trc20_address'),
    usdtErc20Address: get('money.usdt_erc20_address'),
    timezone: get('money.timezone'),
    callbackWindowSeconds: Number(get('money.callback_window_seconds')),
    maxBankCards: Number(get('money.max_bank_cards')),
    maxWallets: Number(get('money.max_wallets')),
  };
}

/** Every money key with its effective value (for the operator console). */
export async function listMoneyConfig(
  tx: Tx,
): Promise<Array<{ key: string; value: string; isDefault: boolean }>> {
  const rows = await tx
    .selectFrom('sys_config')
    .select(['key', 'value'])
    .where('key', 'like', 'money.%')
    .execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.entries(MONEY_CONFIG_KEYS).map(([key, def]) => ({
    key,
    value: stored.get(key) ?? def.fallback,
    isDefault: !stored.has(key),
  }));
}

/** Validates and stores one key; returns the value before and after. */
export async function setMoneyConfig(
  tx: Tx,
  key: string,
  value: string,
): Promise<{ before: string; after: string }> {
  const def = MONEY_CONFIG_KEYS[key];
  if (!def) throw badRequest('money.config.unknownKey');
  const after = def.normalize(value);
  const current = await tx
    .selectFrom('sys_config')
    .select('value')
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  await tx
    .insertInto('sys_config')
    .values({ key, value: after })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: after, updated_at: sql`now()` }))
    .execute();
  return { before: current?.value ?? def.fallback, after };
}
