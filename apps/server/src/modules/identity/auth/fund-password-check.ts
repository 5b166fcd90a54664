/**
 * POST /app/user/checkFundPassword: the member app checks the fund password as soon as six digits
 * are typed, so a wrong PIN is reported in the PIN sheet (with the tries left) instead of after
 * the slide-to-confirm. It is the same check as a purchase's or withdrawal's (verifyFundPassword):
 * a wrong PIN here counts toward the same 5-wrong → 30-minute lockout, so it is no easier to guess
 * through this route, and a right one forgets earlier wrong tries as a payment would.
 */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ApiError } from '../../../http/errors.js';
import { registerMessages, t, type Locale } from '../../../http/i18n.js';
import { Envelope, errorResponses, memberSecurity } from '../../../http/schema.js';
import { FUND_PASSWORD_RULE, verifyFundPassword } from './fund-password.js';
import './messages.js';

// The verdict's message (the app words its own, with plural forms, from triesLeft and lockedUntil).
registerMessages({
  'en-US': {
    'fundPassword.wrongTriesLeft': 'Wrong fund password. Tries left: {count}',
    'fundPassword.lockedUntil': 'Too many wrong fund passwords. Locked until {until}',
  },
  'zh-CN': {
    'fundPassword.wrongTriesLeft': '资金密码错误。剩余次数：{count}',
    'fundPassword.lockedUntil': '资金密码错误次数过多，已锁定至 {until}',
  },
  'zh-TW': {
    'fundPassword.wrongTriesLeft': '資金密碼錯誤。剩餘次數：{count}',
    'fundPassword.lockedUntil': '資金密碼錯誤次數過多，已鎖定至 {until}',
  },
  es: {
    'fundPassword.wrongTriesLeft': 'Contraseña de fondos incorrecta. Intentos restantes: {count}',
    'fundPassword.lockedUntil': 'Demasiadas contraseñas de fondos incorrectas. Bloqueada hasta {until}',
  },
  fr: {
    'fundPassword.wrongTriesLeft': 'Mot de passe des fonds incorrect. Essais restants : {count}',
    'fundPassword.lockedUntil': 'Trop de mots de passe des fonds incorrects. Bloqué jusqu’à {until}',
  },
  'tr-TR': {
    'fundPassword.wrongTriesLeft': 'Yanlış fon şifresi. Kalan deneme: {count}',
    'fundPassword.lockedUntil': 'Çok fazla yanlış fon şifresi. Kilit bitişi: {until}',
  },
});

/** "23/11/2026, 22:40 UTC" in the member's language (the server does not know their time zone). */
function utcTime(locale: Locale, at: Date): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

const Verdict = Type.Object({
  valid: Type.Boolean(),
  /** wrong tries left before the lockout (FUND_PASSWORD_RULE.limit after a right one) */
  triesLeft: Type.Integer({ minimum: 0 }),
  /** ISO 8601 time the lockout ends, when locked */
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
});

export function registerFundPasswordCheck(app: App, ctx: AppContext): void {
  app.post(
    '/app/user/checkFundPassword',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['user'],
        summary: 'Check the fund password before a payment (counts toward the 5-wrong lockout)',
        description:
          'Answers code 200 with the verdict: valid, the wrong tries left before the 30-minute lockout, and ' +
          "when locked, until when (message in the member's language). A missing or malformed PIN, or no fund " +
          'password set, is a 400 as on a payment.',
        body: Type.Object({ fundPassword: Type.String({ maxLength: 32 }) }),
        response: { 200: Envelope(Verdict), ...errorResponses },
        security: memberSecurity,
      },
    },
    async (request) => {
      const userId = request.memberId!;
      const now = ctx.clock.now();
      // the payment's own check; its refusal carries the tries left or the lockout's end
      let valid = true;
      let triesLeft = FUND_PASSWORD_RULE.limit;
      let lockedUntil: Date | null = null;
      try {
        await verifyFundPassword(ctx.db, userId, request.body.fundPassword, now);
      } catch (error) {
        if (
          !(error instanceof ApiError) ||
          !['fundPassword.wrong', 'fundPassword.locked'].includes(error.messageKey)
        )
          throw error;
        valid = false;
        triesLeft = error.details?.attemptsLeft ?? 0;
        lockedUntil = error.details?.lockedUntil ? new Date(error.details.lockedUntil) : null;
      }
      const message = valid
        ? t(request.locale, 'ok')
        : lockedUntil
          ? t(request.locale, 'fundPassword.lockedUntil', { until: utcTime(request.locale, lockedUntil) })
          : t(request.locale, 'fundPassword.wrongTriesLeft', { count: triesLeft });
      return {
        code: 200,
        result: { valid, triesLeft, lockedUntil: lockedUntil ? lockedUntil.toISOString() : null },
        message,
      };
    },
  );
}
