/** Helpers shared by the community sub-areas. */
import { ApiError, Codes } from '../../http/errors.js';
import type { Tx } from '../../db/tx.js';
import { memberAccountId, operatorAccountId } from '../../ledger/accounts.js';
import { isLedgerError } from '../../ledger/errors.js';
import { transfer, type TransferRecord } from '../../ledger/transfers.js';
import type { TransferCode } from '../../ledger/codes.js';

export {
  DateTime as DateTimeString,
  IdBody,
  NullableDateTime,
  NullableString,
  iso,
  paging,
  toCount,
} from '../../http/wire.js';

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
