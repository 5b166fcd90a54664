/**
 * Passwords: reset the login password by SMS, change it with the old one (5 wrong tries lock
 * changes for 30 minutes), reset the fund password by SMS. A new login password ends the member's
 * other sessions in every server process before the answer.
 */
import type { AppContext } from '../../../kernel/context.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import { revokeAllSessions } from '../../../auth/sessions.js';
import { hashFundPassword, hashPassword, verifyPassword } from '../../../lib/passwords.js';
import {
  acceptAttempt,
  clearBucket,
  oneCheckAtATime,
  refusal,
  rejectAttempt,
  reserveAttempt,
} from '../../../lib/rate-limit.js';
import { smsService } from '../sms/service.js';
import { clearLoginFailures } from '../auth/login-guard.js';
import { checkConfirmation, checkPasswordRule, checkPhone } from '../auth/validation.js';
import {
  memberIdByPhone,
  memberPhone,
  passwordHashOf,
  setFundPasswordHash,
  setPasswordHash,
} from './queries.js';

const PWD_WRONG_LIMIT = 5;
const PWD_LOCK_MS = 30 * 60 * 1000;

/** Forgot password: a new login password with an SMS code (type forget); logs out everywhere. */
export async function resetLoginPassword(
  ctx: AppContext,
  body: { areaCode: string; phone: string; smsCode: string; newPassword: string; confirmPassword: string },
) {
  const { areaCode, phone } = checkPhone(body.areaCode, body.phone);
  checkPasswordRule(body.newPassword, 'newPassword');
  checkConfirmation(body.newPassword, body.confirmPassword, 'confirmPassword');
  const sms = smsService(ctx);
  // An unknown phone never received a code, so this refuses it like a wrong code.
  const codeId = await sms.check(ctx.db, { areaCode, phone, purpose: 'forget', code: body.smsCode });
  const userId = await memberIdByPhone(ctx.db, areaCode, phone);
  if (userId === null) throw badRequest('sms.codeInvalid');
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  const revocation = await ctx.db.transaction().execute(async (trx) => {
    await sms.consume(trx, codeId);
    await setPasswordHash(trx, userId, passwordHash);
    await clearLoginFailures(trx, `member:${areaCode}${phone}`);
    return revokeAllSessions(trx, ctx.sessions, 'member', userId, now);
  });
  // every server process has dropped the sessions before the member hears "done"
  await ctx.sessions.settle(revocation);
}

/** A new login password given the old one; the member's other sessions end. */
export async function changeLoginPassword(
  ctx: AppContext,
  userId: bigint,
  body: { oldPassword: string; newPassword: string; confirmPassword: string },
  currentToken: string | undefined,
) {
  checkPasswordRule(body.newPassword, 'newPassword');
  checkConfirmation(body.newPassword, body.confirmPassword, 'confirmPassword');
  await checkOldPassword(ctx, userId, body.oldPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  const revocation = await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash);
    return revokeAllSessions(trx, ctx.sessions, 'member', userId, now, currentToken);
  });
  await ctx.sessions.settle(revocation);
}

/** Sets or changes the 6-digit fund password with an SMS code (type resetAssetPwd). */
export async function resetFundPassword(
  ctx: AppContext,
  userId: bigint,
  body: { fundPassword: string; confirmFundPassword: string; smsCode: string },
) {
  checkConfirmation(body.fundPassword, body.confirmFundPassword, 'confirmFundPassword');
  const user = await memberPhone(ctx.db, userId);
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
    await setFundPasswordHash(trx, userId, fundPasswordHash);
    // proven by SMS: lift a fund-password lockout (see modules/identity/auth/fund-password.ts)
    await clearBucket(trx, `fund-password:${userId}`);
  });
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
  if (await verifyPassword(await passwordHashOf(ctx.db, userId), oldPassword)) {
    await acceptAttempt(ctx.db, reservation, true);
    return;
  }
  const { attemptsLeft, lockedUntil } = await rejectAttempt(ctx.db, reservation, now);
  if (lockedUntil) throw refusal({ ...reservation, reserved: false, lockedUntil }, 'user.passwordLocked');
  throw new ApiError(Codes.badRequest, 'user.oldPasswordWrong', {}, undefined, { attemptsLeft });
}
