import { Type } from 'typebox';
import type { Feature } from '../index.js';
import { Envelope, errorResponses } from '../../http/schema.js';
import { ok } from '../../http/envelope.js';
import { DAY_MS } from '../../lib/clock.js';

/** Health, and the dev-only test hooks (clock control) used by the end-to-end tests. */
export const systemFeature: Feature = {
  name: 'system',
  async register(app, ctx) {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          response: { 200: Envelope(Type.Object({ status: Type.String(), database: Type.String() })), ...errorResponses },
        },
      },
      async (request) => ok(request, { status: 'up', database: ctx.db ? 'ok' : 'missing' }),
    );

    if (!ctx.config.testHooks) return;
    app.post(
      '/dev/clock/advance',
      {
        schema: {
          hide: true,
          body: Type.Object({ days: Type.Optional(Type.Number()), ms: Type.Optional(Type.Number()) }),
        },
      },
      async (request) => {
        const { days = 0, ms = 0 } = request.body;
        ctx.clock.advance(days * DAY_MS + ms);
        return ok(request, { now: ctx.clock.now().toISOString(), offsetMs: ctx.clock.offsetMs() });
      },
    );
  },
};
