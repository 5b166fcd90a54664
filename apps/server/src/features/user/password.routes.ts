/** Passwords: reset the login password by SMS, change it with the old one, reset the fund password by SMS. */
import { Type } from 'typebox';
import type { AppContext } from '../../kernel/context.js';
import { Envelope, errorResponses, memberSecurity } from '../../http/schema.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Codes, badRequest } from '../../http/errors.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import { hashFundPassword, hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  acceptAttempt,
  clearBucket,
  oneCheckAtATime,
  refusal,
  rejectAttempt,
  reserveAttempt,
} from '../../lib/rate-limit.js';
import { smsService } from '../sms/service.js';
import { clearLoginFailures } from '../auth/login-guard.js';
import {
  AreaCode,
  FundPasswordInput,
  Password,
  Phone,
  SmsCode,
  checkConfirmation,
  checkPasswordRule,
  checkPhone,
} from '../auth/validation.js';
import type { App } from '../../kernel/context.js';

const PWD_WRONG_LIMIT = 5;
const PWD_LOCK_MS = 30 * 60 * 1000;

export function registerLoginPasswordRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

  app.post(
    '/app/user/resetLoginPwd',
    {
      schema: {
        tags: ['user'],
        summary:
          'Forgot password: set a new login password with an SMS code (type forget); logs out everywhere',
        body: Type.Object({
          areaCode: AreaCode,
          phone: Phone,
          smsCode: SmsCode,
          newPassword: Password,
          confirmPassword: Type.String({ maxLength: 32 }),
        }),
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const { areaCode, phone } = checkPhone(body.areaCode, body.phone);
      checkPasswordRule(body.newPassword, 'newPassword');
      checkConfirmation(body.newPassword, body.confirmPassword, 'confirmPassword');
      const sms = smsService(ctx);
      // An unknown phone never received a code, so this refuses it like a wrong code.
      const codeId = await sms.check(ctx.db, { areaCode, phone, purpose: 'forget', code: body.smsCode });
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('area_code', '=', areaCode)
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (!user) throw badRequest('sms.codeInvalid');
      const passwordHash = await hashPassword(body.newPassword);
      const now = ctx.clock.now();
      const revocation = await ctx.db.transaction().execute(async (trx) => {
        await sms.consume(trx, codeId);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        await clearLoginFailures(trx, `member:${areaCode}${phone}`);
        return revokeAllSessions(trx, ctx.sessions, 'member', user.id, now);
      });
      // every server process has dropped the sessions before the member hears "done"
      await ctx.sessions.settle(revocation);
      return ok(request, null);
    },
  );

  app.post(
    '/app/user/modifyPwd',
    {
      ...member,
      schema: {
        tags: ['user'],
        summary: 'Change the login password; other sessions are logged out',
        body: Type.Object({
          oldPassword: Type.String({ minLength: 1, maxLength: 64 }),
          newPassword: Password,
          confirmPassword: Type.String({ maxLength: 32 }),
        }),
        response: { 200: Envelope(Type.Null()), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const body = request.body;
      const userId = request.memberId!;
      checkPasswordRule(body.newPassword, 'newPassword');
      checkConfirmation(body.newPassword, body.confirmPassword, 'confirmPassword');
      await checkOldPassword(ctx, userId, body.oldPassword);
      const passwordHash = await hashPassword(body.newPassword);
      const now = ctx.clock.now();
      const current = request.headers['x-access-token'];
      const revocation = await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute();
        return revokeAllSessions(
          trx,
          ctx.sessions,
          'member',
          userId,
          now,
          typeof current === 'string' ? current : undefined,
        );
      });
      await ctx.sessions.settle(revocation);
      return ok(request, null);
    },
  );
}

export function registerFundPasswordRoutes(app: App, ctx: AppContext) {
  const member = { preHandler: app.requireMember };

  app.post(
    '/app/user/resetAssetPwd',
    {
      ...member,
      schema: {
        tags: ['user'],
        summary: 'Set or change the 6-digit fund password with an SMS code (type resetAssetPwd)',
        body: Type.Object({
          fundPassword: FundPasswordInput,
          confirmFundPassword: Type.String({ maxLength: 6 }),
          smsCode: SmsCode,
        }),
        response: { 200: Envelope(Type.Null()), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const body = request.body;
      const userId = request.memberId!;
      checkConfirmation(body.fundPassword, body.confirmFundPassword, 'confirmFundPassword');
      const user = await ctx.db
        .selectFrom('users')
        .select(['area_code', 'phone'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const sms = smsService(ctx);
      const codeId = await sms.check(ctx.db, {
        areaCode: user.area_code,
        phone: user.phone,
        purpose: 'resetAssetPwd',
        code: body.smsCode,
      });
      const fundPasswordHash = await hashFundPassword(body.fundPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await sms.consume(trx, codeId);
        await trx
          .updateTable('users')
          .set({ fund_password_hash: fundPasswordHash })
          .where('id', '=', userId)
          .execute();
        // proven by SMS: lift a fund-password lockout (see features/auth/fund-password.ts)
        await clearBucket(trx, `fund-password:${userId}`);
      });
      return ok(request, null);
    },
  );
}

/**
 * The current password, with 5 wrong tries locking password changes for 30 minutes; each
 * comparison is counted before it is made (lib/rate-limit.ts), so parallel guesses cannot outrun it.
 */
async function checkOldPassword(ctx: AppContext, userId: bigint, oldPassword: string): Promise<void> {
  return oneCheckAtATime(`modify-pwd:${userId}`, () => compareOldPassword(ctx, userId, oldPassword));
}

async function compareOldPassword(ctx: AppContext, userId: bigint, oldPassword: string): Promise<void> {
  const now = ctx.clock.now();
  const rule = { limit: PWD_WRONG_LIMIT, windowMs: PWD_LOCK_MS, lockMs: PWD_LOCK_MS };
  const reservation = await reserveAttempt(ctx.db, `modify-pwd:${userId}`, rule, now);
  if (!reservation.reserved) throw refusal(reservation, 'user.passwordLocked');
  const user = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(user.password_hash, oldPassword)) {
    await acceptAttempt(ctx.db, reservation, true);
    return;
  }
  const { attemptsLeft, lockedUntil } = await rejectAttempt(ctx.db, reservation, now);
  if (lockedUntil) throw refusal({ ...reservation, reserved: false, lockedUntil }, 'user.passwordLocked');
  throw new ApiError(Codes.badRequest, 'user.oldPasswordWrong', {}, undefined, { attemptsLeft });
}
