/**
 * The demo SMS inbox: GET /app/demo/sms lists the codes the logging sink "delivered" recently, so a
 * tester can register or reset a password from the UI without reading the server log (the member
 * app shows them in a dismissible "Demo SMS" banner). Only in development and demo mode: never when
 * NODE_ENV=production, and only while texts go to the logging sink (no real SMS provider).
 */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, errorResponses } from '../../../http/schema.js';
import { normalizeAreaCode } from '../auth/validation.js';
import { DevSmsSink } from './senders.js';
import { smsService } from './service.js';

/** Codes older than this are not listed: they have expired (5 minutes) anyway. */
const RECENT_MS = 10 * 60 * 1000;

const DemoSms = Type.Object({
  areaCode: Type.String(),
  phone: Type.String(),
  purpose: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  text: Type.String(),
  sentAt: Type.String({ description: 'ISO 8601' }),
});

export function demoSmsInboxEnabled(ctx: AppContext): boolean {
  return !ctx.config.production && ctx.config.demoSmsInbox && smsService(ctx).sender instanceof DevSmsSink;
}

export function registerDemoSmsInbox(app: App, ctx: AppContext): void {
  if (!demoSmsInboxEnabled(ctx)) return;
  app.get(
    '/app/demo/sms',
    {
      schema: {
        tags: ['sms'],
        summary: 'Development and demo only: verification codes delivered in the last 10 minutes, newest first',
        description:
          'Not registered in production (NODE_ENV=production) or when a real SMS provider is configured ' +
          '(SMS_PROVIDER_URL); DEMO_SMS=0 turns it off. With areaCode and phone, only that phone\'s texts.',
        querystring: Type.Object({
          areaCode: Type.Optional(Type.String({ maxLength: 8 })),
          phone: Type.Optional(Type.String({ maxLength: 20 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
        }),
        response: { 200: Envelope(Type.Array(DemoSms)), ...errorResponses },
      },
    },
    async (request) => {
      const sink = smsService(ctx).sender as DevSmsSink;
      const { phone, limit = 10 } = request.query;
      const areaCode = request.query.areaCode ? normalizeAreaCode(request.query.areaCode) : undefined;
      // The sink stamps texts with the real time (not the business clock, which tests advance).
      const since = Date.now() - RECENT_MS;
      const list = sink.sent
        .filter((m) => m.code !== null && m.sentAt.getTime() >= since)
        .filter((m) => !phone || (m.phone === phone.trim() && (!areaCode || m.areaCode === areaCode)))
        .slice(-limit)
        .reverse()
        .map((m) => ({
          areaCode: m.areaCode,
          phone: m.phone,
          purpose: m.purpose,
          code: m.code!,
          text: m.text,
          sentAt: m.sentAt.toISOString(),
        }));
      return ok(request, list);
    },
  );
}
