/** Member sign-up, login and logout, and the demo member. */
import type { AppContext } from '../../../kernel/context.js';
import { badRequest, forbidden } from '../../../http/errors.js';
import { createSession, revokeSession } from '../../../auth/sessions.js';
import { hashFundPassword, hashPassword } from '../../../lib/passwords.js';
import { memberAccountId, operatorAccountId } from '../../../ledger/accounts.js';
import { transfer } from '../../../ledger/transfers.js';
import { smsService } from '../sms/service.js';
import {
  createMemberUser,
  memberForLogin,
  memberIdByInvitationCode,
  normalizeInvitationCode,
  phoneRegistered,
  phoneTaken,
} from './accounts.js';
import { checkLogin } from './login-guard.js';
import { checkConfirmation, checkPasswordRule, checkPhone } from './validation.js';
import './messages.js';

export interface Registration {
  areaCode: string;
  phone: string;
  password: string;
  confirmPassword?: string;
  smsCode: string;
  invitationCode?: string;
  fundPassword?: string;
}

/** A new member and their first session token; a refused request changes nothing. */
export async function register(ctx: AppContext, body: Registration): Promise<string> {
  const { areaCode, phone } = checkPhone(body.areaCode, body.phone);
  checkPasswordRule(body.password, 'password');
  checkConfirmation(body.password, body.confirmPassword, 'confirmPassword');
  const invitationCode = body.invitationCode ? normalizeInvitationCode(body.invitationCode) : '';

  // Read-only checks first, so a refused request changes nothing (the SMS code stays usable).
  const referrerId = invitationCode ? await findReferrer(ctx, invitationCode) : null;
  const sms = smsService(ctx);
  const codeId = await sms.check(ctx.db, { areaCode, phone, purpose: 'register', code: body.smsCode });
  // Only once the code proves the phone: "already registered" tells nobody else who is a member.
  if (await phoneRegistered(ctx.db, areaCode, phone)) throw phoneTaken();
  const passwordHash = await hashPassword(body.password);
  const fundPasswordHash = body.fundPassword ? await hashFundPassword(body.fundPassword) : null;

  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await createMemberUser(trx, { areaCode, phone, passwordHash, fundPasswordHash, referrerId });
    await sms.consume(trx, codeId);
    const session = await createSession(trx, 'member', user.id, now, ctx.config.memberSessionTtlMs);
    return session.token;
  });
}

/** A session token for the right phone and password, within the login limits. */
export async function logIn(
  ctx: AppContext,
  input: { areaCode: string; phone: string; password: string; ip: string },
) {
  const { areaCode, phone } = checkPhone(input.areaCode, input.phone);
  const now = ctx.clock.now();
  const user = await memberForLogin(ctx.db, areaCode, phone);
  await checkLogin(ctx.db, {
    account: `member:${areaCode}${phone}`,
    ip: input.ip,
    passwordHash: user?.password_hash,
    password: input.password,
    now,
    badCredentialsKey: 'auth.badCredentials',
    lockedKey: 'auth.loginLocked',
  });
  if (user!.status !== 'active') throw forbidden('auth.disabled');
  const session = await createSession(ctx.db, 'member', user!.id, now, ctx.config.memberSessionTtlMs);
  return session.token;
}

/** The token stops working in every server process before this returns. */
export async function logOut(ctx: AppContext, token: string | undefined) {
  if (typeof token !== 'string') return;
  await ctx.sessions.settle(await revokeSession(ctx.db, ctx.sessions, token, ctx.clock.now(), 'member'));
}

/**
 * Demo member: area code +1, phone 5550000001, password Demo1234, fund password 123456, with
 * 10,000.00 cash credited through the ledger from deposit_clearing. Not in production.
 */
export const DEMO_MEMBER = {
  areaCode: '+1',
  phone: '5550000001',
  password: 'Demo1234',
  fundPassword: '123456',
  cash: 1_000_000n,
} as const;

export async function seedDemoMember(ctx: AppContext): Promise<void> {
  if (ctx.config.production) return;
  if (await phoneRegistered(ctx.db, DEMO_MEMBER.areaCode, DEMO_MEMBER.phone)) return;
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const fundPasswordHash = await hashFundPassword(DEMO_MEMBER.fundPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await createMemberUser(trx, {
      areaCode: DEMO_MEMBER.areaCode,
      phone: DEMO_MEMBER.phone,
      passwordHash,
      fundPasswordHash,
      referrerId: null,
      username: 'Demo',
    });
    await transfer(trx, {
      id: `demo-seed:cash:${user.id}`,
      debitAccountId: await operatorAccountId(trx, 'deposit_clearing'),
      creditAccountId: await memberAccountId(trx, user.id, 'member_cash'),
      amount: DEMO_MEMBER.cash,
      code: 'recharge',
      userId: user.id,
      ref: 'demo seed',
    });
  });
}

async function findReferrer(ctx: AppContext, invitationCode: string): Promise<bigint> {
  const referrer = await memberIdByInvitationCode(ctx.db, invitationCode);
  if (referrer === null) throw badRequest('auth.invitationUnknown');
  return referrer;
}
