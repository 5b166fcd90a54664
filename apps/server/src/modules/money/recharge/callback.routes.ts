/**
 * The payment channel's callback route: POST /core/pay/callback/:channelCode, signed by a gateway
 * or by the USDT chain watcher. The checks, the settlement and the callback log are in
 * callback.service.ts; this file reads the raw body and hands it over.
 */
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { Envelope, errorResponses } from '../../../http/schema.js';
import { receiveCallback } from './callback.service.js';

const CallbackResult = Type.Object({
  orderNo: Type.String(),
  outcome: Type.String({ description: 'credited | duplicate | failed | pending | below_minimum' }),
});

export async function registerCallbackRoute(app: App, ctx: AppContext) {
  // Scoped plugin: the raw-body parser applies to this route only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      '/pay/callback/:channelCode',
      {
        schema: {
          tags: ['money: recharge'],
          summary: 'Signed payment callback of a gateway or of the USDT chain watcher',
          description:
            'Header X-Signature = hex HMAC-SHA256(raw body, channel secret). Body (JSON or form): orderNo, status ' +
            '(success|failed|pending), timestamp (Unix seconds), nonce, amount (gateway) or usdtAmount and txHash (USDT). ' +
            'Stale timestamps, reused nonces, bad signatures, unknown orders and wrong amounts are refused and logged.',
          params: Type.Object({ channelCode: Type.String({ maxLength: 40 }) }),
          response: { 200: Envelope(CallbackResult), ...errorResponses },
        },
      },
      async (request) => {
        const result = await receiveCallback(
          ctx.db,
          {
            channelCode: (request.params as { channelCode: string }).channelCode,
            rawBody: typeof request.body === 'string' ? request.body : '',
            contentType: request.headers['content-type'],
            signature: headerValue(request.headers['x-signature']),
            remoteIp: request.ip,
          },
          ctx.clock.now(),
          request.log,
        );
        return ok(request, result);
      },
    );
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
