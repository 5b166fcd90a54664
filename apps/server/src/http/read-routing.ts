/**
 * Read-your-writes with a read replica (DATABASE_READ_URL). Hot read-only pages take their
 * database from `request.readDb()`: the replica, unless the member behind the request wrote
 * something in the last DATABASE_READ_STICKY_MS (default 10 s, well above a healthy replica's lag),
 * in which case the primary, so a member who just bought or withdrew sees it on the next page.
 *
 * "Wrote" is observed, not declared: every request runs in a write scope (db/write-tracking.ts)
 * that the primary's Kysely plugin marks on any insert, update or delete. The member is then
 * remembered in this process, and a short-lived cookie `aurum_rw` (a time, no secret; forging it
 * only sends one's own reads to the primary) tells every other process and machine behind the
 * load balancer too: browsers send it back on the next request to /core.
 *
 * Without a replica `readDb()` is the primary and nothing here runs per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { writeScopes, type WriteScope } from '../db/write-tracking.js';
import type { App, AppContext } from '../kernel/context.js';

export const READ_YOUR_WRITES_COOKIE = 'aurum_rw';

declare module 'fastify' {
  interface FastifyRequest {
    /** the database for a hot read-only page: the replica, or the primary for a member who just wrote */
    readDb(): Kysely<DB>;
  }
}

const STICKY_COOKIE = new RegExp(`(?:^|;\\s*)${READ_YOUR_WRITES_COOKIE}=(\\d{1,15})(?:;|$)`);

/** The time (ms) in the request's aurum_rw cookie, or 0. */
function stickyUntilFromCookie(request: FastifyRequest): number {
  const header = request.headers.cookie;
  if (!header) return 0;
  const match = STICKY_COOKIE.exec(header);
  return match ? Number(match[1]) : 0;
}

export function registerReadRouting(app: App, ctx: AppContext): void {
  const replica = ctx.replica;
  if (!replica) {
    app.decorateRequest('readDb', function readDb() {
      return ctx.db;
    });
    return;
  }
  const stickyMs = ctx.config.databaseReadStickyMs;
  /** members who wrote through this process, and until when they read from the primary */
  const recentWriters = new Map<bigint, number>();
  const scopes = new WeakMap<FastifyRequest, WriteScope>();

  app.decorateRequest('readDb', function readDb(this: FastifyRequest) {
    const now = ctx.clock.now().getTime();
    if (this.memberId !== null && (recentWriters.get(this.memberId) ?? 0) > now) return ctx.db;
    if (stickyUntilFromCookie(this) > now) return ctx.db;
    return replica;
  });

  // The scope is entered around the rest of the request's life (the pattern of
  // @fastify/request-context), so the plugin sees it in every query the handler runs.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: WriteScope = { wrote: false };
    scopes.set(request, scope);
    writeScopes.run(scope, done);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!scopes.get(request)?.wrote) return payload;
    const until = ctx.clock.now().getTime() + stickyMs;
    if (request.memberId !== null) {
      recentWriters.set(request.memberId, until);
      if (recentWriters.size > 10_000) forgetExpired(recentWriters, ctx.clock.now().getTime());
    }
    const secure = ctx.config.production ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${READ_YOUR_WRITES_COOKIE}=${until}; Max-Age=${Math.ceil(stickyMs / 1000)}; Path=/core; HttpOnly; SameSite=Strict${secure}`,
    );
    return payload;
  });
}

function forgetExpired(writers: Map<bigint, number>, now: number) {
  for (const [member, until] of writers) if (until <= now) writers.delete(member);
}
