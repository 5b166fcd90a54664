import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/availability.js';
import { Codes } from './errors.js';
import { sendError } from './envelope.js';
import { t } from './i18n.js';

/** Seconds a client (or a proxy) should wait before retrying a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * For the error handler: a request that failed because the database is out of reach (restart,
 * outage, no connection free in time) answers 503 with "temporarily unavailable, try again" in the
 * member's language, and a Retry-After. Returns undefined for any other error.
 *
 * Nothing the request did is half applied: every change is one transaction, and a lost connection
 * rolls it back. If the connection was lost during COMMIT the change may have been made; a retry
 * with the same idempotency key then answers with the stored result instead of moving money twice.
 */
export function replyIfDatabaseUnavailable(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  // One line, no stack: the cause is outside the program and the stack says nothing more.
  request.log.warn(`answered 503, database (or upstream) unavailable: ${describeDatabaseError(error)}`);
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendError(request, reply, 503, Codes.unavailable, t(request.locale, 'error.unavailable'));
}
