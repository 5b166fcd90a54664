import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorDetails } from './errors.js';
import { t } from './i18n.js';

/** The success envelope, with `message` in the member's language. */
export function ok<T>(request: FastifyRequest, result: T) {
  return { code: 200, result, message: t(request.locale, 'ok') };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  code: number,
  message: string,
  details: ErrorDetails | null = null,
) {
  return reply.status(httpStatus).send({ code, result: details, message });
}

/** Paging helper: page is 1-based. */
export function pageOf<T>(records: T[], total: number, page: number, size: number) {
  return { records, total, page, size, hasMore: page * size < total };
}
