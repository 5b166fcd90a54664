/**
 * An operator voids an open order (status Invalid): the accrual job stops paying it from the next
 * run on, and the purchase no longer counts toward the product's per-member limit. Income already
 * accrued stays the member's. With `refund`, the price paid goes back to member cash from
 * product_sales through the ledger, in the same transaction, under a transfer id derived from the
 * order, so a retried request refunds once; a retry with the same request id gets the first answer.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { ApiError, Codes, notFound } from '../../../http/errors.js';
import { memberAccountId, operatorShardAccountId } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { audit } from '../../../lib/audit.js';
import { once, type RequestKey } from '../../../lib/idempotency.js';
import { getOrder, type OrderView } from './orders.js';

export interface InvalidateOrderInput {
  orderId: bigint;
  refund: boolean;
  reason: string;
}

export async function invalidateOrder(
  db: Kysely<DB>,
  operatorId: bigint,
  input: InvalidateOrderInput,
  now: Date,
  requestKey?: RequestKey,
): Promise<OrderView> {
  return db.transaction().execute(
    async (trx) =>
      // A retry with the same request id answers like the first (a retry without one gets 409).
      (
        await once(trx, 'operator.order.invalidate', operatorId, requestKey, async () => {
          // The row lock serialises this with the accrual job's update of the same order.
          const row = await trx
            .selectFrom('product_orders')
            .select(['id', 'user_id', 'order_no', 'amount'])
            .where('id', '=', input.orderId)
            .forUpdate()
            .executeTakeFirst();
          if (!row) throw notFound('money.order.notFound');
          // The status a member sees (derived from the days paid), as the order view computes it.
          const before = await getOrder(trx, row.id, null, now);
          if (before.statusKey === 'invalid')
            throw new ApiError(Codes.conflict, 'money.order.alreadyInvalid');
          if (before.statusKey === 'end') throw new ApiError(Codes.conflict, 'money.order.ended');

          await trx
            .updateTable('product_orders')
            .set({ status: 'invalid' })
            .where('id', '=', row.id)
            .execute();
          if (input.refund) {
            await transfer(trx, {
              id: `order-refund:${row.id}`,
              debitAccountId: await operatorShardAccountId(trx, 'product_sales', row.user_id),
              creditAccountId: await memberAccountId(trx, row.user_id, 'member_cash'),
              amount: BigInt(row.amount),
              code: 'order_refund',
              userId: row.user_id,
              ref: row.order_no,
            });
          }
          const after = await getOrder(trx, row.id, null, now);
          await audit(trx, {
            operatorId,
            action: 'money.order.invalidate',
            target: `order:${row.id}`,
            before,
            after: { ...after, refunded: input.refund ? after.amount : '0.00', reason: input.reason || null },
          });
          return after;
        })
      ).result,
  );
}
