/**
 * The operator's review of a withdrawal: Pass posts both held transfers (the money leaves), Reject
 * voids them (the money is free again). Each under the withdrawal's row lock, audited.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, Codes, notFound } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { resolvePendings } from '../../../ledger/transfers.js';
import { audit } from '../../../lib/audit.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { withdrawalView, type WithdrawalRow, type WithdrawalView } from './service.js';

async function lockPending(trx: Tx, id: bigint): Promise<WithdrawalRow> {
  const row = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('money.withdraw.notFound');
  if (row.status !== 'pending') throw new ApiError(Codes.conflict, 'money.withdraw.audited');
  return row;
}

/** Pass: both held transfers are posted; the money leaves member cash for good. */
export async function passWithdrawal(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  now: Date,
  requestKey?: RequestKey,
): Promise<WithdrawalView> {
  // A double-clicked or retried pass (same request id) answers like the first and moves nothing.
  return db.transaction().execute(async (trx) => {
    const { result } = await once(trx, 'operator.withdrawal.pass', operatorId, requestKey, () =>
      passLocked(trx, operatorId, id, now),
    );
    return result;
  });
}

async function passLocked(trx: Tx, operatorId: bigint, id: bigint, now: Date): Promise<WithdrawalView> {
  const row = await lockPending(trx, id);
  // Both held transfers in one ledger statement (its lock order: member, then operator accounts).
  await resolvePendings(trx, [
    { id: `withdraw-pass:${row.id}`, pendingId: row.payable_transfer_id, kind: 'post_pending' },
    ...(row.fee_transfer_id
      ? [
          {
            id: `withdraw-fee-pass:${row.id}`,
            pendingId: row.fee_transfer_id,
            kind: 'post_pending' as const,
          },
        ]
      : []),
  ]);
  const after = await trx
    .updateTable('withdrawals')
    .set({ status: 'passed', audited_by: operatorId, audited_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    operatorId,
    action: 'money.withdrawal.pass',
    target: `withdrawal:${row.id}`,
    before: withdrawalView(row),
    after: withdrawalView(after),
  });
  return withdrawalView(after);
}

/** Reject: both held transfers are voided; the amount is available to the member again. */
export async function rejectWithdrawal(
  db: Kysely<DB>,
  operatorId: bigint,
  id: bigint,
  reason: string,
  now: Date,
  requestKey?: RequestKey,
): Promise<WithdrawalView> {
  return db.transaction().execute(async (trx) => {
    const { result } = await once(trx, 'operator.withdrawal.reject', operatorId, requestKey, () =>
      rejectLocked(trx, operatorId, id, reason, now),
    );
    return result;
  });
}

async function rejectLocked(
  trx: Tx,
  operatorId: bigint,
  id: bigint,
  reason: string,
  now: Date,
): Promise<WithdrawalView> {
  const row = await lockPending(trx, id);
  await resolvePendings(trx, [
    { id: `withdraw-reject:${row.id}`, pendingId: row.payable_transfer_id, kind: 'void_pending' },
    ...(row.fee_transfer_id
      ? [
          {
            id: `withdraw-fee-reject:${row.id}`,
            pendingId: row.fee_transfer_id,
            kind: 'void_pending' as const,
          },
        ]
      : []),
  ]);
  const after = await trx
    .updateTable('withdrawals')
    .set({
      status: 'rejected',
      audited_by: operatorId,
      audited_at: now,
      reject_reason: reason.slice(0, 500) || null,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, {
    operatorId,
    action: 'money.withdrawal.reject',
    target: `withdrawal:${row.id}`,
    before: withdrawalView(row),
    after: withdrawalView(after),
  });
  return withdrawalView(after);
}
