import { Type } from 'typebox';
import type { Module } from '../../../kernel/context.js';
import { Envelope, errorResponses, memberSecurity } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { notFound } from '../../../http/errors.js';
import { AreaCode, Phone, checkPhone } from '../auth/validation.js';
import { DevSmsSink, senderFor } from './senders.js';
import { PUBLIC_PURPOSES, SmsService, USER_PURPOSES, sendMemberCode, sendPublicCode, smsService } from './service.js';
import { registerDemoSmsInbox } from './demo-inbox.js';
import './messages.js';

const SendResult = Type.Object({
  /** seconds before another code may be requested for this phone */
  resendAfterSeconds: Type.Integer(),
  expiresInSeconds: Type.Integer(),
});

/**
 * SMS verification codes. The service (ctx.services.sms) is created here: HTTP provider when
 * SMS_PROVIDER_URL is set, logging sink otherwise (see senders.ts).
 */
export const smsFeature: Module = {
  name: 'sms',
  async register(app, ctx) {
    if (!(ctx.services.sms instanceof SmsService)) {
      const sender = senderFor(
        ctx.config.sms,
        ctx.config.production,
        (line) => app.log.info(line),
        (line) => app.log.error(line),
      );
      ctx.services.sms = new SmsService(ctx, sender, (error, message) =>
        app.log.error({ err: error }, message),
      );
    }
    registerDemoSmsInbox(app, ctx);

    app.post(
      '/app/sms/sendSmsCodeNoAuth',
      {
        schema: {
          tags: ['sms'],
          summary: 'Send a verification code to a phone (register, forgot password)',
          body: Type.Object({ areaCode: AreaCode, phone: Phone, type: Type.Enum([...PUBLIC_PURPOSES]) }),
          response: { 200: Envelope(SendResult), ...errorResponses },
        },
      },
      async (request) => {
        const { areaCode, phone } = checkPhone(request.body.areaCode, request.body.phone);
        const input = { areaCode, phone, purpose: request.body.type, ip: request.ip, locale: request.locale };
        return ok(request, await sendPublicCode(ctx, input));
      },
    );

    app.post(
      '/app/sms/sendUserCode',
      {
        preHandler: app.requireMember,
        schema: {
          tags: ['sms'],
          summary: "Send a verification code to the logged-in member's phone",
          body: Type.Object({ type: Type.Enum([...USER_PURPOSES]) }),
          response: { 200: Envelope(SendResult), ...errorResponses },
          security: memberSecurity,
        },
      },
      async (request) => {
        const input = { purpose: request.body.type, ip: request.ip, locale: request.locale };
        return ok(request, await sendMemberCode(ctx, request.memberId!, input));
      },
    );

    if (!ctx.config.testHooks) return;
    // Dev/test only: the last text the logging sink "sent" to a phone.
    const lastSms = async (input: { areaCode: string; phone: string }) => {
      const sender = smsService(ctx).sender;
      if (!(sender instanceof DevSmsSink)) throw notFound();
      const { areaCode, phone } = checkPhone(input.areaCode, input.phone);
      const message = sender.lastMessage(areaCode, phone);
      if (!message) throw notFound();
      return {
        code: message.code,
        purpose: message.purpose,
        text: message.text,
        sentAt: message.sentAt.toISOString(),
      };
    };
    const LastQuery = Type.Object({ areaCode: Type.String(), phone: Type.String() });
    app.post('/dev/sms/last', { schema: { hide: true, body: LastQuery } }, async (request) =>
      ok(request, await lastSms(request.body)),
    );
    app.get('/dev/sms/last', { schema: { hide: true, querystring: LastQuery } }, async (request) =>
      ok(request, await lastSms(request.query)),
    );
  },
};
