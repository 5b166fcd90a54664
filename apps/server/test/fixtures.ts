/**
 * Test fixtures that write through the real code paths' building blocks (real hashes, real
 * ledger accounts, real sessions), for tests that need a member or an operator without going
 * through the HTTP sign-up flow.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';
import { createSession } from '../src/auth/sessions.js';
import { openMemberAccounts, operatorAccountId, memberAccountId } from '../src/ledger/accounts.js';
import { transfer } from '../src/ledger/transfers.js';
import { hashFundPassword, hashPassword } from '../src/lib/passwords.js';
import type { Clock } from '../src/lib/clock.js';

let phoneCounter = 0;

export interface TestMember {
  id: bigint;
  phone: string;
  areaCode: string;
  password: string;
  fundPassword: string;
  token: string;
  invitationCode: string;
}

export async function createMember(
  db: Kysely<DB>,
  clock: Clock,
  options: { phone?: string; fundPassword?: string; referrerId?: bigint; cash?: bigint } = {},
): Promise<TestMember> {
  phoneCounter += 1;
  const phone = options.phone ?? `13${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 1000).padStart(3, '0')}`;
  const password = 'Secret123';
  const fundPassword = options.fundPassword ?? '123456';
  const invitationCode = randomBytes(4).toString('hex').toUpperCase();
  const user = await db
    .insertInto('users')
    .values({
      area_code: '+1',
      phone,
      username: `member${phoneCounter}`,
      password_hash: await hashPassword(password),
      fund_password_hash: await hashFundPassword(fundPassword),
      invitation_code: invitationCode,
      referrer_id: options.referrerId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openMemberAccounts(db, user.id);
  if (options.cash && options.cash > 0n) await giveCash(db, user.id, options.cash);
  const { token } = await createSession(db, 'member', user.id, clock.now(), 7 * 24 * 3600 * 1000);
  return { id: user.id, phone, areaCode: '+1', password, fundPassword, token, invitationCode };
}

/** Credits a member as a confirmed deposit would (deposit clearing → member cash). */
export async function giveCash(db: Kysely<DB>, userId: bigint, amount: bigint): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await transfer(trx, {
      id: `test-deposit:${userId}:${randomBytes(6).toString('hex')}`,
      debitAccountId: await operatorAccountId(trx, 'deposit_clearing'),
      creditAccountId: await memberAccountId(trx, userId, 'member_cash'),
      amount,
      code: 'recharge',
      userId,
    });
  });
}

export async function createOperator(
  db: Kysely<DB>,
  clock: Clock,
  role: 'admin' | 'finance' | 'support',
): Promise<{ id: bigint; username: string; password: string; token: string }> {
  const username = `op-${role}-${randomBytes(3).toString('hex')}`;
  const password = 'OperatorPass1';
  const op = await db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, 'operator', op.id, clock.now(), 12 * 3600 * 1000);
  return { id: op.id, username, password, token };
}
