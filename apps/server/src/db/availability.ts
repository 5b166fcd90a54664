/**
 * Tells "the database is not available right now" apart from every other database error, so a
 * request that meets one answers 503 "try again" instead of 500, and the start-up wait knows what
 * is worth retrying.
 *
 * Unavailable means no statement result could be had through no fault of the request: the server
 * refused or dropped the connection (restart, crash, failover, network), it is starting up or shutting
 * down, it has no connection slot left, or no pooled connection came free in time.
 */

/** Socket-level failures of Node's net/dns layers. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs (class 08 is matched by prefix). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown: another backend crashed, the server is restarting
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections: max_connections, or a role/database connection limit
]);

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  // Node wraps a failed dual-stack connect (localhost → ::1 and 127.0.0.1) in an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Why a new connection was refused, when waiting may cure it (no statement was sent yet):
 * - 'absent': nothing listens, or the server is starting up or shutting down (ECONNREFUSED, 57P03);
 * - 'shortage': the server has no connection slot left (53300 too many connections).
 * Anything else (a pool connect timeout, a wrong password) is null: not retried.
 */
export function connectRefusal(error: unknown): 'absent' | 'shortage' | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '53300') return 'shortage';
  if (code === '57P03' || code === 'ECONNREFUSED') return 'absent';
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => connectRefusal(e) === 'absent'))
    return 'absent';
  return null;
}

/** A short, single-line description for logs: "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5433". */
export function describeDatabaseError(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown } | null;
  let message = typeof e?.message === 'string' ? e.message : String(error);
  if (!message && Array.isArray(e?.errors)) {
    message = e.errors.map((inner) => (inner as Error)?.message ?? String(inner)).join('; ');
  }
  const code = typeof e?.code === 'string' ? e.code : '';
  const text = code && !message.includes(code) ? `${code} ${message}` : message;
  return text.replace(/\s+/g, ' ').trim();
}

/** "127.0.0.1:5432/test" from a connection URL, without user or password. */
export function databaseTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    return `${host}:${url.port || '5432'}${url.pathname || ''}`;
  } catch {
    return 'PostgreSQL (unparseable DATABASE_URL)';
  }
}
