import { Type } from 'typebox';
import type { Module } from '../../../kernel/context.js';
import { Envelope, errorResponses } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { DAY_MS } from '../../../lib/clock.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { probeDatabase } from '../../../db/database.js';
import { describeDatabaseError, isDatabaseUnavailable } from '../../../db/availability.js';
import { Codes } from '../../../http/errors.js';
import { t } from '../../../http/i18n.js';
import { RETRY_AFTER_SECONDS } from '../../../http/unavailable.js';

const Health = Envelope(
  Type.Object({
    status: Type.String({ description: "'up': the process answers" }),
    database: Type.String({ description: "'ok', or 'unavailable' (HTTP 503)" }),
  }),
);

/** Health (liveness and readiness, see docs/operations.md), and the dev-only test hooks (clock control) used by the end-to-end tests. */
export const systemFeature: Module = {
  name: 'system',
  async register(app, ctx) {
    // Liveness: the process answers HTTP. No database: a restarting database must not get every
    // instance restarted by its orchestrator.
    app.get(
      '/health/live',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process is up (does not touch the database)',
          response: { 200: Envelope(Type.Object({ status: Type.String() })), ...errorResponses },
        },
      },
      async (request) => ok(request, { status: 'up' }),
    );

    // Readiness: this instance can serve requests now, i.e. its database answers. A load balancer
    // sends traffic only to ready instances. /health is the same check, kept for existing callers.
    const readiness = {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers (503 while it does not)',
        response: { 200: Health, ...errorResponses, 503: Health },
      },
    };
    const ready = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await probeDatabase(ctx.db);
        return ok(request, { status: 'up', database: 'ok' });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn(`readiness: database unavailable (${describeDatabaseError(error)})`);
        reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
        return {
          code: Codes.unavailable,
          result: { status: 'up', database: 'unavailable' },
          message: t(request.locale, 'error.unavailable'),
        };
      }
    };
    app.get('/health', readiness, ready);
    app.get('/health/ready', readiness, ready);

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
    // the session cache's state, for the multi-process tests (test/identity/session-cache.test.ts)
    app.get('/dev/sessions', { schema: { hide: true } }, async (request) =>
      ok(request, { mode: ctx.sessions.mode(), listenerPid: ctx.sessions.listenerPid() }),
    );
  },
};
