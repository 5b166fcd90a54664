import { Type } from 'typebox';
import type { Module } from '../../kernel/context.js';
import type { AppContext } from '../../kernel/context.js';
import { Envelope, errorResponses, memberSecurity } from '../../http/schema.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { hashFundPassword, hashPassword } from '../../lib/passwords.js';
import { memberAccountId, operatorAccountId } from '../../ledger/accounts.js';
import { transfer } from '../../ledger/transfers.js';
import { smsService } from '../sms/service.js';
import { createMemberUser, normalizeInvitationCode, phoneRegistered, phoneTaken } from './accounts.js';
import { checkLogin } from './login-guard.js';
import {
  AreaCode,
  FundPasswordInput,
  Password,
  Phone,
  SmsCode,
  checkConfirmation,
  checkPasswordRule,
  checkPhone,
} from './validation.js';
import { registerFundPasswordCheck } from './fund-password-check.js';
import './messages.js';

const Token = Type.String({ description: 'access token: send it as X-Access-Token' });

const RegisterBody = Type.Object({
  areaCode: AreaCode,
  phone: Phone,
  password: Password,
  /** optional: when sent it must equal password */
  confirmPassword: Type.Optional(Type.String({ maxLength: 32 })),
  smsCode: SmsCode,
  invitationCode: Type.Optional(
    Type.String({ maxLength: 16, description: "the referrer's invitation code" }),
  ),
  fundPassword: Type.Optional(FundPasswordInput),
});

const LoginBody = Type.Object({
  areaCode: AreaCode,
  phone: Phone,
  password: Type.String({ minLength: 1, maxLength: 64 }),
});

/** Member sign-up, login and logout (/app/auth/...). */
export const authFeature: Module = {
  name: 'auth',
  requires: ['sms'],
  async register(app, ctx) {
    registerFundPasswordCheck(app, ctx);
    app.post(
      '/app/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Register with a phone number and SMS code; answers with a session token',
          body: RegisterBody,
          response: { 200: Envelope(Token), ...errorResponses },
        },
      },
      async (request) => {
        const body = request.body;
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
        const token = await ctx.db.transaction().execute(async (trx) => {
          const user = await createMemberUser(trx, {
            areaCode,
            phone,
            passwordHash,
            fundPasswordHash,
            referrerId,
          });
          await sms.consume(trx, codeId);
          const session = await createSession(trx, 'member', user.id, now, ctx.config.memberSessionTtlMs);
          return session.token;
        });
        return ok(request, token);
      },
    );

    app.post(
      '/app/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with phone and password; the result is the session token',
          body: LoginBody,
          response: { 200: Envelope(Token), ...errorResponses },
        },
      },
      async (request) => {
        const { areaCode, phone } = checkPhone(request.body.areaCode, request.body.phone);
        const now = ctx.clock.now();
        const user = await ctx.db
          .selectFrom('users')
          .select(['id', 'password_hash', 'status'])
          .where('area_code', '=', areaCode)
          .where('phone', '=', phone)
          .executeTakeFirst();
        await checkLogin(ctx.db, {
          account: `member:${areaCode}${phone}`,
          ip: request.ip,
          passwordHash: user?.password_hash,
          password: request.body.password,
          now,
          badCredentialsKey: 'auth.badCredentials',
          lockedKey: 'auth.loginLocked',
        });
        if (user!.status !== 'active') throw forbidden('auth.disabled');
        const session = await createSession(ctx.db, 'member', user!.id, now, ctx.config.memberSessionTtlMs);
        return ok(request, session.token);
      },
    );

    app.post(
      '/app/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log out: the token in X-Access-Token stops working',
          response: { 200: Envelope(Type.Null()), ...errorResponses },
          security: memberSecurity,
        },
      },
      async (request) => {
        const token = request.headers['x-access-token'];
        if (typeof token === 'string')
          await ctx.sessions.settle(await revokeSession(ctx.db, ctx.sessions, token, ctx.clock.now(), 'member'));
        return ok(request, null);
      },
    );
  },

  /**
   * Demo member: area code +1, phone 5550000001, password Demo1234, fund password 123456, with
   * 10,000.00 cash credited through the ledger from deposit_clearing. Not in production.
   */
  async seedDemo(ctx) {
    await seedDemoMember(ctx);
  },
};

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
  const referrer = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', invitationCode)
    .executeTakeFirst();
  if (!referrer) throw badRequest('auth.invitationUnknown');
  return referrer.id;
}
