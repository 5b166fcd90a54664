/** Helpers shared by the community sub-areas. */
import { Type } from 'typebox';
import { ApiError, Codes } from '../../http/errors.js';
import type { Tx } from '../../db/tx.js';
import { memberAccountId, operatorAccountId } from '../../ledger/accounts.js';
import { isLedgerError } from '../../ledger/errors.js';
import { transfer, type TransferRecord } from '../../ledger/transfers.js';
import type { TransferCode } from '../../ledger/codes.js';

export const IdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const DateTimeString = Type.String({ description: 'ISO 8601 date-time (UTC)' });
export const NullableDateTime = Type.Union([DateTimeString, Type.Null()]);

/** Dates on the wire: ISO 8601 strings. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A phone as SPEC §3 shows it: the first 3 digits, four asterisks, then the rest from the eighth
 * digit (13812345678 → 138****5678).
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** 1-based paging with the defaults of PageQuery. */
export function paging(body: { page?: number; size?: number } | undefined) {
  const page = body?.page ?? 1;
  const size = body?.size ?? 20;
  return { page, size, offset: (page - 1) * size };
}

/**
 * Pays a community reward: promotions → member cash, in the caller's transaction. The promotions
 * account cannot go negative; when it is empty the member reads a clear message and nothing moves
 * (the caller's transaction rolls back).
 */
export async function payFromPromotions(
  trx: Tx,
  input: { id: string; userId: bigint; amount: bigint; code: TransferCode; ref: string },
): Promise<TransferRecord> {
  try {
    return await transfer(trx, {
      id: input.id,
      debitAccountId: await operatorAccountId(trx, 'promotions'),
      creditAccountId: await memberAccountId(trx, input.userId, 'member_cash'),
      amount: input.amount,
      code: input.code,
      userId: input.userId,
      ref: input.ref,
    });
  } catch (error) {
    if (isLedgerError(error, 'exceeds_credits')) {
      throw new ApiError(Codes.conflict, 'community.promotionsExhausted');
    }
    throw error;
  }
}

/** Count rows of a query result (`count(*)` comes back as string or bigint depending on the driver). */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
