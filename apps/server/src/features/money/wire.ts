/** Wire pieces shared by the money routes: schemas, status codes with their labels, small helpers. */
import { randomInt } from 'node:crypto';
import { Type } from 'typebox';
import { badRequest } from '../../http/errors.js';
import { isAmount, parseMoney } from '../../lib/money.js';
import type { OrderStatus, RechargeStatus, WithdrawalStatus } from './tables.js';

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const DateTime = Type.String({ description: 'ISO 8601 date-time' });
export const NullableDateTime = Type.Union([DateTime, Type.Null()]);
export const Day = Type.String({ description: 'business day, YYYY-MM-DD' });
export const IdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const Id = Type.Integer({ minimum: 1 });

/**
 * An amount the member typed. Checked by the handler rather than the schema so an empty or badly
 * formed amount gets the specific message (SPEC §5) instead of a generic one.
 */
export const LooseAmount = Type.String({
  maxLength: 32,
  description: 'amount: digits and one dot, at most 2 decimals ("12.34")',
});

/** Parses a member-typed amount: empty → `emptyKey`, malformed (e.g. 3 decimals) or 0 → validation.amount. */
export function memberAmount(text: string | undefined, emptyKey: string): bigint {
  const trimmed = (text ?? '').trim();
  if (!trimmed) throw badRequest(emptyKey, { field: 'amount' });
  if (!isAmount(trimmed)) throw badRequest('validation.amount', { field: 'amount' });
  const value = parseMoney(trimmed);
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

export const StatusFields = {
  status: Type.Integer({ description: 'status code; see statusText for the English label' }),
  statusText: Type.String(),
};

/** Human-readable unique numbers: prefix + UTC yyyyMMddHHmmss + 6 random digits. */
export function orderNumber(prefix: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function paging(body: { page?: number; size?: number } | undefined) {
  const page = body?.page ?? 1;
  const size = body?.size ?? 20;
  return { page, size, offset: (page - 1) * size };
}

export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export function toBig(value: string | number | bigint | null | undefined): bigint {
  return BigInt(value ?? 0);
}
