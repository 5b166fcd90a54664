import { Type } from 'typebox';
import type { Module } from '../../../kernel/context.js';
import { Envelope, errorResponses, memberSecurity } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { AreaCode, FundPasswordInput, Password, Phone, SmsCode } from './validation.js';
import { registerFundPasswordCheck } from './fund-password-check.js';
import { logIn, logOut, register, seedDemoMember } from './service.js';

export { DEMO_MEMBER, seedDemoMember } from './service.js';

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

/** Member sign-up, login and logout (/app/auth/...); the rules are in service.ts. */
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
      async (request) => ok(request, await register(ctx, request.body)),
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
      async (request) => ok(request, await logIn(ctx, { ...request.body, ip: request.ip })),
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
        await logOut(ctx, typeof token === 'string' ? token : undefined);
        return ok(request, null);
      },
    );
  },

  async seedDemo(ctx) {
    await seedDemoMember(ctx);
  },
};
