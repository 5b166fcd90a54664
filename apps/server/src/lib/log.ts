import { pino, type Logger } from 'pino';
import { logLevelFromEnv } from '../kernel/config.js';

/**
 * The process's log before (and beside) the Fastify app's: database waits at start, connections
 * lost and replaced, a start that failed. Same pino JSON lines as the request log.
 */
let logger: Logger | undefined;
export function processLog(level = logLevelFromEnv()): Logger {
  logger ??= pino({ level });
  return logger;
}
