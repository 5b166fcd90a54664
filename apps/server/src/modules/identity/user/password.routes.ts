/** Passwords: reset the login password by SMS, change it with the old one, reset the fund password by SMS. */
import { Type } from 'typebox';
import type { AppContext } from '../../../kernel/context.js';
import { Envelope, errorResponses, memberSecurity } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { changeLoginPassword, resetFundPassword, resetLoginPassword } from './password.service.js';
import { AreaCode, FundPasswordInput, Password, Phone, SmsCode } from '../auth/validation.js';
import type { App } from '../../../kernel/context.js';

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
      await resetLoginPassword(ctx, request.body);
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
      const current = request.headers['x-access-token'];
      await changeLoginPassword(
        ctx,
        request.memberId!,
        request.body,
        typeof current === 'string' ? current : undefined,
      );
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
      await resetFundPassword(ctx, request.memberId!, request.body);
      return ok(request, null);
    },
  );
}
