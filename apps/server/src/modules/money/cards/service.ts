/**
 * Banks, the member's bank cards and USDT wallets. A member only ever sees or changes their own:
 * another member's id reads as "not found". Deleting is soft (withdrawals keep a copy of the card).
 */
import { pageOfRows } from '../../../db/paging.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Tx } from '../../../db/tx.js';
import { ApiError, Codes, badRequest, notFound } from '../../../http/errors.js';
import { loadMoneyConfig } from '../config.js';
import type { WalletType } from '../tables.js';
import { iso } from '../time.js';
import { toCount } from '../wire.js';
import { WALLET_TYPES, isWalletAddress } from './address.js';

// ------------------------------------------------------------------ banks

export async function listBanks(db: Tx, page: number, size: number, includeOff = false) {
  let base = db.selectFrom('banks');
  if (!includeOff) base = base.where('status', '=', 'on');
  const { rows, total } = await pageOfRows(
    base,
    (q) => q.selectAll().orderBy('sort', 'desc').orderBy('id'),
    page,
    size,
  );
  return {
    records: rows.map((b) => ({
      id: Number(b.id),
      name: b.name,
      code: b.code,
      logo: b.logo,
      status: b.status,
      sort: b.sort,
    })),
    total: total,
  };
}

// ------------------------------------------------------------------ bank cards

export interface BankCardInput {
  id?: number | undefined;
  payeeName?: string | undefined;
  receiveAccount?: string | undefined;
  bankId?: number | undefined;
}

function bankCardQuery(db: Tx, userId: bigint) {
  return db
    .selectFrom('user_banks as c')
    .innerJoin('banks as b', 'b.id', 'c.bank_id')
    .select([
      'c.id',
      'c.bank_id',
      'b.name as bank_name',
      'b.logo as bank_logo',
      'c.payee_name',
      'c.account_no',
      'c.created_at',
      'c.updated_at',
    ])
    .where('c.user_id', '=', userId)
    .where('c.deleted_at', 'is', null);
}

type BankCardRow = Awaited<ReturnType<ReturnType<typeof bankCardQuery>['executeTakeFirstOrThrow']>>;

function bankCardView(r: BankCardRow) {
  return {
    id: Number(r.id),
    bankId: Number(r.bank_id),
    bankName: r.bank_name,
    bankLogo: r.bank_logo,
    payeeName: r.payee_name,
    receiveAccount: r.account_no,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}

export type BankCardView = ReturnType<typeof bankCardView>;

export async function listBankCards(db: Tx, userId: bigint, page: number, size: number) {
  const base = db.selectFrom('user_banks').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const [rows, total] = await Promise.all([
    bankCardQuery(db, userId)
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(bankCardView), total: toCount(total.n as string) };
}

/** The member's own live card, or "Bank card not found". */
export async function ownBankCard(db: Tx, userId: bigint, id: bigint): Promise<BankCardView> {
  const row = await bankCardQuery(db, userId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('money.card.notFound');
  return bankCardView(row);
}

/** Messages of SPEC §5 for the empty fields, checked in the order of the form. */
export function validateBankCard(input: BankCardInput): {
  payeeName: string;
  accountNo: string;
  bankId: bigint;
} {
  const payeeName = (input.payeeName ?? '').trim();
  const accountNo = (input.receiveAccount ?? '').replace(/\s+/g, '');
  if (!payeeName) throw badRequest('money.card.payeeEmpty');
  if (!accountNo) throw badRequest('money.card.accountEmpty');
  if (!input.bankId) throw badRequest('money.card.bankEmpty');
  if (payeeName.length > 64) throw badRequest('money.card.payeeInvalid');
  if (!/^[A-Za-z0-9]{6,34}$/.test(accountNo)) throw badRequest('money.card.accountInvalid');
  return { payeeName, accountNo, bankId: BigInt(input.bankId) };
}

async function saveBankCardInTransaction(
  db: Tx,
  userId: bigint,
  input: BankCardInput,
  now: Date,
): Promise<BankCardView> {
  const card = validateBankCard(input);
  const bank = await db
    .selectFrom('banks')
    .select('id')
    .where('id', '=', card.bankId)
    .where('status', '=', 'on')
    .executeTakeFirst();
  if (!bank) throw badRequest('money.bank.notFound');
  // One writer per member at a time, so the card limit holds under concurrent requests.
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  if (input.id) {
    const updated = await db
      .updateTable('user_banks')
      .set({ payee_name: card.payeeName, account_no: card.accountNo, bank_id: card.bankId, updated_at: now })
      .where('id', '=', BigInt(input.id))
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound('money.card.notFound');
    return ownBankCard(db, userId, updated.id);
  }
  const config = await loadMoneyConfig(db);
  const count = await db
    .selectFrom('user_banks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (toCount(count.n as string) >= config.maxBankCards)
    throw badRequest('money.card.tooMany', { max: config.maxBankCards });
  const inserted = await db
    .insertInto('user_banks')
    .values({
      user_id: userId,
      bank_id: card.bankId,
      payee_name: card.payeeName,
      account_no: card.accountNo,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ownBankCard(db, userId, inserted.id);
}

export async function deleteBankCard(db: Tx, userId: bigint, id: bigint, now: Date): Promise<void> {
  const deleted = await db
    .updateTable('user_banks')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!deleted.numUpdatedRows) throw notFound('money.card.notFound');
}

// ------------------------------------------------------------------ wallets

export interface WalletInput {
  id?: number | undefined;
  type?: string | undefined;
  address?: string | undefined;
  name?: string | undefined;
}

function walletView(r: {
  id: bigint;
  type: WalletType;
  address: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}) {
  return {
    id: Number(r.id),
    type: r.type,
    network: r.type,
    address: r.address,
    name: r.name,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}

export type WalletView = ReturnType<typeof walletView>;

const walletColumns = ['id', 'type', 'address', 'name', 'created_at', 'updated_at'] as const;

export async function listWallets(db: Tx, userId: bigint) {
  const rows = await db
    .selectFrom('user_wallets')
    .select(walletColumns)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(walletView);
}

export async function ownWallet(db: Tx, userId: bigint, id: bigint): Promise<WalletView> {
  const row = await db
    .selectFrom('user_wallets')
    .select(walletColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('money.wallet.notFound');
  return walletView(row);
}

function validateWallet(
  type: string | undefined,
  address: string | undefined,
): { type: WalletType; address: string } {
  const t = (type ?? '').trim().toUpperCase() as WalletType;
  if (!WALLET_TYPES.includes(t)) throw badRequest('money.wallet.typeInvalid');
  const a = (address ?? '').trim();
  if (!a) throw badRequest('money.wallet.addressEmpty');
  if (!isWalletAddress(t, a)) throw badRequest('money.wallet.addressInvalid', { type: t });
  return { type: t, address: a };
}

async function addWalletInTransaction(db: Tx, userId: bigint, input: WalletInput, now: Date): Promise<WalletView> {
  const wallet = validateWallet(input.type, input.address);
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const config = await loadMoneyConfig(db);
  const count = await db
    .selectFrom('user_wallets')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (toCount(count.n as string) >= config.maxWallets)
    throw badRequest('money.wallet.tooMany', { max: config.maxWallets });
  const inserted = await db
    .insertInto('user_wallets')
    .values({
      user_id: userId,
      type: wallet.type,
      address: wallet.address,
      name: (input.name ?? '').trim().slice(0, 64),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'type', 'address']).where('deleted_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new ApiError(Codes.conflict, 'money.wallet.duplicate');
  return ownWallet(db, userId, inserted.id);
}

async function editWalletInTransaction(db: Tx, userId: bigint, input: WalletInput, now: Date): Promise<WalletView> {
  const current = await ownWallet(db, userId, BigInt(input.id ?? 0));
  const wallet = validateWallet(input.type ?? current.type, input.address ?? current.address);
  // the same address twice: a unique violation, answered 409 by the error handler (http/conflicts.ts)
  await db
    .updateTable('user_wallets')
    .set({
      type: wallet.type,
      address: wallet.address,
      name: input.name === undefined ? current.name : input.name.trim().slice(0, 64),
      updated_at: now,
    })
    .where('id', '=', BigInt(current.id))
    .where('user_id', '=', userId)
    .execute();
  return ownWallet(db, userId, BigInt(current.id));
}

export async function deleteWallet(db: Tx, userId: bigint, id: bigint, now: Date): Promise<void> {
  const deleted = await db
    .updateTable('user_wallets')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!deleted.numUpdatedRows) throw notFound('money.wallet.notFound');
}

// ------------------------------------------------------------------ writes, each in its own transaction

/** Adds or changes a card; the member's row is locked so the card limit holds under concurrent requests. */
export function saveBankCard(db: Kysely<DB>, userId: bigint, input: BankCardInput, now: Date): Promise<BankCardView> {
  return db.transaction().execute((trx) => saveBankCardInTransaction(trx, userId, input, now));
}

export function addWallet(db: Kysely<DB>, userId: bigint, input: WalletInput, now: Date): Promise<WalletView> {
  return db.transaction().execute((trx) => addWalletInTransaction(trx, userId, input, now));
}

export function editWallet(db: Kysely<DB>, userId: bigint, input: WalletInput, now: Date): Promise<WalletView> {
  return db.transaction().execute((trx) => editWalletInTransaction(trx, userId, input, now));
}
