/** Wire pieces shared by the money routes: schemas, status codes with their labels, small helpers. */
import { randomInt } from 'node:crypto';
import { Type, type TSchema } from 'typebox';
import { badRequest } from '../../http/errors.js';
import { isAmount, parseMoney } from '../../lib/money.js';
import type { OrderStatus, RechargeStatus, WithdrawalStatus } from './tables.js';
import { StringEnum, shared } from '../../http/components.js';

export { DateTime, IdBody, NullableDateTime, NullableString, paging, toCount } from '../../http/wire.js';
export const Day = Type.String({ description: 'business day, YYYY-MM-DD' });

/**
 * An amount the member typed. Checked by the handler rather than the schema so an empty or badly
 * formed amount gets the specific message (SPEC §5) instead of a generic one.
 */
export const LooseAmount = Type.String({
  maxLength: 32,
  description: 'amount: digits and one dot, at most 2 decimals ("12.34")',
});

/**
 * Parses a member-typed amount: empty → `emptyKey`; malformed (3 decimals, spaces, a sign, an
 * exponent) or 0 → validation.amount. Never trimmed: the amount moved is exactly the text sent.
 */
export function memberAmount(text: string | undefined, emptyKey: string): bigint {
  if (!text?.trim()) throw badRequest(emptyKey, { field: 'amount' });
  if (!isAmount(text)) throw badRequest('validation.amount', { field: 'amount' });
  const value = parseMoney(text);
  if (value <= 0n) throw badRequest('validation.amount', { field: 'amount' });
  return value;
}

/** Status codes on the wire, with the English label; the app translates the code. */
export const ORDER_STATUS: Record<OrderStatus, { code: number; label: string }> = {
  not_started: { code: 0, label: 'Not started' },
  valid: { code: 1, label: 'Valid' },
  end: { code: 2, label: 'End' },
  invalid: { code: 3, label: 'Invalid' },
};
export const RECHARGE_STATUS: Record<RechargeStatus, { code: number; label: string }> = {
  unpaid: { code: 0, label: 'Unpaid' },
  pending: { code: 1, label: 'pending' },
  failed: { code: 2, label: 'failed' },
  success: { code: 3, label: 'success' },
};
export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, { code: number; label: string }> = {
  pending: { code: 0, label: 'pending' },
  passed: { code: 1, label: 'Passed' },
  rejected: { code: 2, label: 'Rejected' },
};

export { StringEnum };

/*
 * One status vocabulary per record kind (issue #12): the key words below are what the list filters
 * take (`status=pending`) and what records carry. Member records keep the numeric code too, because
 * the member app translates it (SPEC §4 labels, from the legacy API), with the key beside it as
 * `statusKey`; operator records carry the key itself as `status`, the same word as their filter.
 */
export const ORDER_STATUS_KEYS = [
  'not_started',
  'valid',
  'end',
  'invalid',
] as const satisfies readonly OrderStatus[];
export const RECHARGE_STATUS_KEYS = [
  'unpaid',
  'pending',
  'failed',
  'success',
] as const satisfies readonly RechargeStatus[];
export const WITHDRAWAL_STATUS_KEYS = [
  'pending',
  'passed',
  'rejected',
] as const satisfies readonly WithdrawalStatus[];

export const OrderStatusKey = shared('OrderStatus', StringEnum(ORDER_STATUS_KEYS, 'order status'));
export const RechargeStatusKey = shared(
  'RechargeStatus',
  StringEnum(RECHARGE_STATUS_KEYS, 'recharge status'),
);
export const WithdrawalStatusKey = shared(
  'WithdrawalStatus',
  StringEnum(WITHDRAWAL_STATUS_KEYS, 'withdrawal status'),
);

function codesOf(statuses: Record<string, { code: number; label: string }>): string {
  return Object.entries(statuses)
    .map(([key, s]) => `${s.code} = ${key}`)
    .join(', ');
}

/** The status of a member record: the legacy code, its English label and the key word. */
export const memberStatusFields = <K extends TSchema>(
  key: K,
  statuses: Record<string, { code: number; label: string }>,
) => ({
  status: Type.Integer({ description: `legacy status code the member app translates: ${codesOf(statuses)}` }),
  statusText: Type.String({ description: 'English label of the status' }),
  statusKey: key,
});

/** The status of an operator record: the key word (as the list filter takes it) and its English label. */
export const operatorStatusFields = <K extends TSchema>(key: K) => ({
  status: key,
  statusText: Type.String({ description: 'English label of the status' }),
});

/** A member record as operators see it: `status` is the key word, the legacy code is left out. */
export function operatorRecord<V extends { status: number; statusKey: string }>(
  view: V,
): Omit<V, 'status' | 'statusKey'> & { status: V['statusKey'] } {
  const { status: _code, statusKey, ...rest } = view;
  return { ...rest, status: statusKey };
}

/** The properties of a member record schema without its status fields. */
export function withoutStatus<P extends Record<string, TSchema>>(
  properties: P,
): Omit<P, 'status' | 'statusKey'> {
  const { status: _s, statusKey: _k, ...rest } = properties;
  return rest;
}

/** Human-readable unique numbers: prefix + UTC yyyyMMddHHmmss + 6 random digits. */
export function orderNumber(prefix: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function toBig(value: string | number | bigint | null | undefined): bigint {
  return BigInt(value ?? 0);
}
