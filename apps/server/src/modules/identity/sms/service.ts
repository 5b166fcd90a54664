import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../../kernel/context.js';
import { ApiError, Codes, badRequest } from '../../../http/errors.js';
import { t, type Locale } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import { hit, oneCheckAtATime } from '../../../lib/rate-limit.js';
import type { SmsSender } from './senders.js';
import { memberIdByPhone, memberPhone } from './queries.js';

/** What a code may be used for; sendSmsCodeNoAuth sends the first two, sendUserCode the others. */
export const PUBLIC_PURPOSES = ['register', 'forget'] as const;
export const USER_PURPOSES = ['resetAssetPwd', 'modifyPwd', 'resetLoginPwd', 'withdraw', 'bindCard'] as const;
export type SmsPurpose = (typeof PUBLIC_PURPOSES)[number] | (typeof USER_PURPOSES)[number];

export const CODE_TTL_MS = 5 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SmsLimits {
  /** codes per phone per minute */
  perPhonePerMinute: number;
  /** codes per phone per day */
  perPhonePerDay: number;
  /** codes requested from one IP address per hour */
  perIpPerHour: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { perPhonePerMinute: 1, perPhonePerDay: 10, perIpPerHour: 60 };

export interface SendCodeInput {
  areaCode: string;
  phone: string;
  purpose: SmsPurpose;
  userId?: bigint | null;
  /** the requester's address, for the per-IP limit */
  ip: string;
  locale: Locale;
  /**
   * false: count the request against the limits but send nothing (e.g. "forgot password" for a
   * phone that has no account, so the answer does not reveal which phones are members)
   */
  deliver?: boolean;
  /** the text's message key (default 'sms.text'); it takes {code} and {minutes} */
  textKey?: string;
}

export interface CodeCheck {
  areaCode: string;
  phone: string;
  purpose: SmsPurpose;
  code: string;
}

/**
 * One-time SMS codes: 6 digits, stored as a salted hash, valid 5 minutes, single use, at most
 * 5 wrong guesses, sending rate-limited per phone and per IP. Available to every feature as
 * `ctx.services.sms` (see `smsService(ctx)`).
 *
 * Using a code is two steps so that a refused request changes nothing:
 *   const codeId = await sms.check(ctx.db, {...});          // before the transaction; counts guesses
 *   await ctx.db.transaction().execute(async (trx) => {
 *     ...; await sms.consume(trx, codeId); ...              // marks it used with the business change
 *   });
 */
export class SmsService {
  limits: SmsLimits = { ...DEFAULT_SMS_LIMITS };

  constructor(
    private readonly ctx: AppContext,
    /** replaceable (tests swap in a fake HTTP provider) */
    public sender: SmsSender,
    private readonly logError: (error: unknown, message: string) => void = () => {},
  ) {}

  async sendCode(input: SendCodeInput): Promise<void> {
    const { db, clock } = this.ctx;
    const now = clock.now();
    const target = `${input.areaCode}${input.phone}`;
    if (!(await hit(db, `sms:ip:${input.ip}`, { limit: this.limits.perIpPerHour, windowMs: HOUR }, now))) {
      throw new ApiError(Codes.rateLimited, 'sms.tooManyFromIp');
    }
    if (
      !(await hit(
        db,
        `sms:minute:${target}`,
        { limit: this.limits.perPhonePerMinute, windowMs: MINUTE },
        now,
      ))
    ) {
      throw new ApiError(Codes.rateLimited, 'sms.tooFrequent');
    }
    if (!(await hit(db, `sms:day:${target}`, { limit: this.limits.perPhonePerDay, windowMs: DAY }, now))) {
      throw new ApiError(Codes.rateLimited, 'sms.dailyLimit');
    }
    if (input.deliver === false) return;

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('base64url');
    const row = await db
      .insertInto('sms_codes')
      .values({
        area_code: input.areaCode,
        phone: input.phone,
        purpose: input.purpose,
        user_id: input.userId ?? null,
        salt,
        code_hash: hashCode(salt, code),
        created_at: now,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const text = t(input.locale, input.textKey ?? 'sms.text', { code, minutes: CODE_TTL_MS / MINUTE });
    try {
      await this.sender.send(input.areaCode, input.phone, text, { code, purpose: input.purpose });
    } catch (error) {
      // the member never got it: make sure it can never be used
      await db.updateTable('sms_codes').set({ used_at: now }).where('id', '=', row.id).execute();
      this.logError(error, 'SMS delivery failed');
      throw new ApiError(Codes.internal, 'sms.sendFailed');
    }
  }

  /**
   * Checks a code against the newest one sent to the phone for the purpose; the code is not used up
   * yet. Returns the code's id for `consume`. Call it outside any transaction.
   *
   * Each guess is counted on the code's row before it is compared (one UPDATE, under the row's lock,
   * only while fewer than MAX_WRONG_GUESSES are counted): however many guesses arrive at once, on
   * however many server processes, at most MAX_WRONG_GUESSES of them are ever compared. A right
   * code gives its count back; a wrong one keeps it.
   */
  async check(db: Tx, input: CodeCheck): Promise<bigint> {
    if (!/^\d{6}$/.test(input.code)) throw badRequest('sms.codeInvalid');
    const key = `sms-check:${input.areaCode}${input.phone}:${input.purpose}`;
    return oneCheckAtATime(key, () => this.countAndCompare(db, input));
  }

  private async countAndCompare(db: Tx, input: CodeCheck): Promise<bigint> {
    const now = this.ctx.clock.now();
    const latest = db
      .selectFrom('sms_codes')
      .select('id')
      .where('area_code', '=', input.areaCode)
      .where('phone', '=', input.phone)
      .where('purpose', '=', input.purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1);
    const deadline = Date.now() + 3000;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      const counted = await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', latest)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', MAX_WRONG_GUESSES)
        .returning(['id', 'salt', 'code_hash', 'wrong_guesses'])
        .executeTakeFirst();
      if (counted) return this.compare(db, counted, input.code);
      const code = await latest.select(['used_at', 'expires_at', 'wrong_guesses']).executeTakeFirst();
      if (!code || code.used_at !== null || new Date(code.expires_at) <= now)
        throw badRequest('sms.codeInvalid');
      // Used up by wrong guesses: the member needs a new code, and is told so.
      if (code.wrong_guesses >= MAX_WRONG_GUESSES)
        throw new ApiError(Codes.rateLimited, 'sms.codeTooManyGuesses');
      // At its limit with checks still comparing: wait for their outcome (a double tap of the right code).
      if (Date.now() >= deadline) throw new ApiError(Codes.rateLimited, 'error.rateLimited');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Compares a counted guess: a wrong one stays counted, a right one gives its count back. */
  private async compare(
    db: Tx,
    counted: { id: bigint; salt: string; code_hash: string; wrong_guesses: number },
    code: string,
  ): Promise<bigint> {
    if (!sameHash(counted.code_hash, hashCode(counted.salt, code))) {
      const wrong = await db
        .updateTable('sms_codes')
        .set((eb) => ({ wrong_guesses: eb('wrong_guesses', '+', 1) }))
        .where('id', '=', counted.id)
        .returning('wrong_guesses')
        .executeTakeFirstOrThrow();
      const attemptsLeft = Math.max(MAX_WRONG_GUESSES - wrong.wrong_guesses, 0);
      throw new ApiError(Codes.badRequest, 'sms.codeInvalid', {}, undefined, { attemptsLeft });
    }
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('id', '=', counted.id)
      .execute();
    return counted.id;
  }

  /** Uses the code up, inside the caller's transaction; refuses a code another request used first. */
  async consume(trx: Tx, codeId: bigint): Promise<void> {
    const used = await trx
      .updateTable('sms_codes')
      .set({ used_at: this.ctx.clock.now() })
      .where('id', '=', codeId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw badRequest('sms.codeInvalid');
  }
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

declare module '../../../kernel/context.js' {
  interface AppServices {
    /** sends and checks verification codes (created by the sms module) */
    sms: SmsService;
  }
}

/** The SMS service of this app (created by the sms feature when it registers). */
export function smsService(ctx: AppContext): SmsService {
  const service = ctx.services.sms;
  if (!service) throw new Error('the sms feature is not registered');
  return service;
}

/** What the app is told after a send: when it may ask again, and how long the code lives. */
const sendAnswer = () => ({ resendAfterSeconds: 60, expiresInSeconds: CODE_TTL_MS / 1000 });

/**
 * A code for a phone that is not logged in (register, forgot password). The answer is the same
 * whether or not the phone has an account, so nobody can probe which phones are members.
 * "Register" for a member's phone still sends a code, in a text that tells the phone's owner the
 * account exists; the registration step says so too, once the code proves the phone. "Forgot
 * password" for an unknown phone sends nothing.
 */
export async function sendPublicCode(
  ctx: AppContext,
  input: { areaCode: string; phone: string; purpose: (typeof PUBLIC_PURPOSES)[number]; ip: string; locale: Locale },
) {
  const userId = await memberIdByPhone(ctx.db, input.areaCode, input.phone);
  await smsService(ctx).sendCode({
    ...input,
    userId,
    deliver: input.purpose === 'register' || userId !== null,
    textKey: input.purpose === 'register' && userId !== null ? 'sms.textRegistered' : 'sms.text',
  });
  return sendAnswer();
}

/** A code to the logged-in member's own phone. */
export async function sendMemberCode(
  ctx: AppContext,
  memberId: bigint,
  input: { purpose: (typeof USER_PURPOSES)[number]; ip: string; locale: Locale },
) {
  const user = await memberPhone(ctx.db, memberId);
  await smsService(ctx).sendCode({ areaCode: user.area_code, phone: user.phone, userId: user.id, ...input });
  return sendAnswer();
}
