/**
 * Transfers, modelled on TigerBeetle: immutable, identified by an idempotency key; a pending
 * transfer is later posted or voided exactly once. Every function here runs inside the caller's
 * transaction, so the business rows and the money move together or not at all. A refusal is a
 * LedgerError (errors.ts) naming its result.
 */
import type { Selectable } from 'kysely';
import { preparedStatement } from '../db/prepared.js';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { sameAccount, type AccountRef } from './accounts.js';
import type { TransferCode } from './codes.js';
import { LedgerError, ledgerFailure, type LedgerResult } from './errors.js';
import { accountByIdOrCode, composePostings, computed, type PostingKind } from './postings.js';

export interface TransferInput {
  /** idempotency key; a second call with the same id returns the first transfer and moves nothing */
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  /** business meaning (ledger/codes.ts) */
  code: TransferCode;
  /** the member this movement belongs to (for funding details) */
  userId?: bigint | null;
  ref?: string | null;
  pending?: boolean;
}

/** A new transfer whose accounts may be given by code (resolved in the same statement). */
export interface NewTransfer extends Omit<TransferInput, 'debitAccountId' | 'creditAccountId'> {
  debit: AccountRef;
  credit: AccountRef;
}

export interface TransferRecord {
  id: string;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  kind: PostingKind;
  pendingId: string | null;
  code: string;
  userId: bigint | null;
  ref: string | null;
  createdAt: Date;
  /** false when the id already existed and nothing moved */
  created: boolean;
}

/**
 * Moves `amount` from the debit account to the credit account (or holds it, when pending), in one
 * statement (postings.ts); the CHECK constraints on ledger_accounts refuse an overdraft even if a
 * caller forgot to check.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<TransferRecord> {
  const [record] = await transferAll(tx, [
    { ...input, debit: input.debitAccountId, credit: input.creditAccountId },
  ]);
  return record!;
}

/**
 * Several transfers in one statement (one round trip), e.g. a withdrawal's amount and fee, with
 * accounts given by code so no lookup is needed first. Idempotent like `transfer`: when every id
 * already exists with the same content, the existing transfers are returned and nothing moves; a
 * batch of which only some ids exist is refused (exists_in_part).
 *
 * Where to call it: the row locks it takes are held until commit, so a hot account (product_sales,
 * withdrawal_payable, fee_revenue: every purchase or withdrawal of every member moves them) should
 * be moved by the last statement of the transaction. Do the business rows first.
 */
export async function transferAll(tx: Tx, inputs: NewTransfer[]): Promise<TransferRecord[]> {
  for (const input of inputs) {
    if (input.amount < 0n) throw new LedgerError('amount_must_not_be_negative');
    if (sameAccount(input.debit, input.credit)) throw new LedgerError('accounts_must_be_different');
  }
  return applyTransfers(
    tx,
    inputs.map((input) => ({
      id: input.id,
      debit: input.debit,
      credit: input.credit,
      amount: input.amount,
      kind: input.pending ? 'pending' : 'posted',
      pendingId: null,
      code: input.code,
      userId: input.userId ?? null,
      ref: input.ref ?? null,
    })),
  );
}

/** Completes a pending transfer: the held funds really move. */
export async function postPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  const [record] = await resolvePendings(tx, [{ id, pendingId, kind: 'post_pending' }]);
  return record!;
}

/** Cancels a pending transfer: the held funds are released back. */
export async function voidPending(tx: Tx, id: string, pendingId: string): Promise<TransferRecord> {
  const [record] = await resolvePendings(tx, [{ id, pendingId, kind: 'void_pending' }]);
  return record!;
}

type Resolution = { id: string; pendingId: string; kind: 'post_pending' | 'void_pending' };

/**
 * Posts or voids several pending transfers in one statement (e.g. a withdrawal's amount and fee),
 * locking their accounts in the ledger's one order. Each resolution is idempotent by its own id;
 * a pending transfer is resolved at most once (a unique index backs the check).
 */
export async function resolvePendings(tx: Tx, items: Resolution[]): Promise<TransferRecord[]> {
  const rows = await tx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('id', 'in', [...items.map((i) => i.id), ...items.map((i) => i.pendingId)])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const existing = items.map((item) => byId.get(item.id));
  if (existing.every((row) => row !== undefined)) {
    return existing.map((row, i) => {
      if (row!.kind !== items[i]!.kind) throw new LedgerError('exists_with_different_kind');
      if (row!.pending_id !== items[i]!.pendingId) throw new LedgerError('exists_with_different_pending_id');
      return toRecord(row!, false);
    });
  }
  if (existing.some((row) => row !== undefined)) throw new LedgerError('exists_in_part');
  const planned: PlannedTransfer[] = items.map((item) => {
    const pending = byId.get(item.pendingId);
    if (!pending) throw new LedgerError('pending_transfer_not_found');
    if (pending.kind !== 'pending') throw new LedgerError('pending_transfer_not_pending');
    return {
      id: item.id,
      debit: pending.debit_account_id,
      credit: pending.credit_account_id,
      amount: BigInt(pending.amount),
      kind: item.kind,
      pendingId: item.pendingId,
      code: pending.code,
      userId: pending.user_id,
      ref: pending.ref,
    };
  });
  const resolved = await tx
    .selectFrom('ledger_transfers')
    .select('kind')
    .where(
      'pending_id',
      'in',
      items.map((i) => i.pendingId),
    )
    .executeTakeFirst();
  if (resolved)
    throw new LedgerError(
      resolved.kind === 'void_pending' ? 'pending_already_voided' : 'pending_already_posted',
    );
  return applyTransfers(tx, planned);
}

interface PlannedTransfer {
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  kind: PostingKind;
  pendingId: string | null;
  code: string;
  userId: bigint | null;
  ref: string | null;
}

function refFields(ref: AccountRef) {
  if (typeof ref === 'bigint') return { id: String(ref), code: null, user: null };
  return { id: null, code: ref.code, user: 'userId' in ref ? String(ref.userId) : null };
}

/** The statement behind transfer/transferAll/resolvePendings: the transfers as one JSON parameter. */
const applyStatement = preparedStatement<AppliedRow>(
  'ledger_apply',
  `
  with ${composePostings(
    [
      {
        from: `jsonb_to_recordset($1::jsonb) as i(ord int, id text, amount bigint, kind text, pending_id text,
          code text, user_id bigint, ref text, debit_id bigint, debit_code text, debit_user bigint,
          credit_id bigint, credit_code text, credit_user bigint)`,
        orderBy: 'i.ord',
        id: 'i.id',
        amount: 'i.amount',
        // the codes and kinds were checked by the compiler in transferAll / resolvePendings
        code: computed('i.code'),
        kind: computed('i.kind'),
        pendingId: 'i.pending_id',
        userId: 'i.user_id',
        ref: 'i.ref',
        debit: accountByIdOrCode('i.debit_id', 'i.debit_code', 'i.debit_user'),
        credit: accountByIdOrCode('i.credit_id', 'i.credit_code', 'i.credit_user'),
      },
    ],
    { onExisting: 'skip' },
  )}
  select i.ord, i.debit_id as resolved_debit_id, i.credit_id as resolved_credit_id, t.*
  from ledger_input i left join ledger_ins t on t.id = i.id
  order by i.ord`,
);

type TransferRow = Selectable<DB['ledger_transfers']>;

type AppliedRow = {
  ord: number;
  resolved_debit_id: bigint | null;
  resolved_credit_id: bigint | null;
} & { [K in keyof TransferRow]: TransferRow[K] | null };

function payload(planned: PlannedTransfer[]): string {
  return JSON.stringify(
    planned.map((p, ord) => {
      const debit = refFields(p.debit);
      const credit = refFields(p.credit);
      return {
        ord,
        id: p.id,
        amount: String(p.amount),
        kind: p.kind,
        pending_id: p.pendingId,
        code: p.code,
        user_id: p.userId === null ? null : String(p.userId),
        ref: p.ref,
        debit_id: debit.id,
        debit_code: debit.code,
        debit_user: debit.user,
        credit_id: credit.id,
        credit_code: credit.code,
        credit_user: credit.user,
      };
    }),
  );
}

async function applyTransfers(tx: Tx, planned: PlannedTransfer[]): Promise<TransferRecord[]> {
  if (planned.length === 0) return [];
  if (new Set(planned.map((p) => p.id)).size !== planned.length)
    throw new LedgerError('id_used_twice_in_batch');
  let rows: AppliedRow[];
  try {
    rows = await applyStatement.execute(tx, [payload(planned)]);
  } catch (error) {
    throw ledgerFailure(error);
  }
  for (const row of rows) {
    if (row.resolved_debit_id === null || row.resolved_credit_id === null)
      throw new LedgerError('account_not_found');
  }
  if (rows.every((row) => row.id !== null)) return rows.map((row) => toRecord(row as TransferRow, true));
  // Some ids existed already: nothing of those moved. A full replay returns the first transfers.
  if (rows.some((row) => row.id !== null)) throw new LedgerError('exists_in_part');
  const existing = await tx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where(
      'id',
      'in',
      planned.map((p) => p.id),
    )
    .execute();
  const byId = new Map(existing.map((r) => [r.id, r]));
  return planned.map((p, i) => {
    const row = byId.get(p.id);
    if (!row) throw new LedgerError('account_not_found');
    const mismatch = difference(row, {
      debitAccountId: rows[i]!.resolved_debit_id!,
      creditAccountId: rows[i]!.resolved_credit_id!,
      amount: p.amount,
      kind: p.kind,
      code: p.code,
    });
    if (mismatch) throw new LedgerError(mismatch);
    return toRecord(row, false);
  });
}

/** How an existing transfer differs from a retry of it (TigerBeetle's exists_with_different_*). */
function difference(
  row: TransferRow,
  input: { debitAccountId: bigint; creditAccountId: bigint; amount: bigint; kind: string; code: string },
): LedgerResult | null {
  if (row.debit_account_id !== input.debitAccountId) return 'exists_with_different_debit_account_id';
  if (row.credit_account_id !== input.creditAccountId) return 'exists_with_different_credit_account_id';
  if (BigInt(row.amount) !== input.amount) return 'exists_with_different_amount';
  if (row.kind !== input.kind) return 'exists_with_different_kind';
  if (row.code !== input.code) return 'exists_with_different_code';
  return null;
}

function toRecord(row: TransferRow, created: boolean): TransferRecord {
  return {
    id: row.id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: BigInt(row.amount),
    kind: row.kind,
    pendingId: row.pending_id,
    code: row.code,
    userId: row.user_id,
    ref: row.ref,
    createdAt: row.created_at,
    created,
  };
}
