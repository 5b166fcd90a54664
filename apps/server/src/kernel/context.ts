/**
 * The kernel: the types every module is written against. It imports nothing of the modules, so the
 * composition root (app.ts, server.ts) sits above what it composes and no import runs back up.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Locale } from '../http/i18n.js';
import type { ServerConfig } from './config.js';
import type { Job } from './jobs.js';
import type { SessionStore } from '../auth/session-cache.js';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface OperatorIdentity {
  id: bigint;
  role: 'admin' | 'finance' | 'support';
}

/**
 * Services one module offers another (SMS sender, file storage, income-info providers...). Each
 * module that provides one adds it here by declaration merging next to its own code:
 *   declare module '../../kernel/context.js' { interface AppServices { sms: SmsService } }
 * so the kernel never imports a module, and every reader gets the service's real type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface AppServices {}

/** What every module receives: the database, the clock and the configuration, plus typed services. */
export interface AppContext {
  db: Kysely<DB>;
  /**
   * the read replica (DATABASE_READ_URL), when there is one; hot read-only pages take their
   * database from request.readDb(), which keeps read-your-writes (http/read-routing.ts)
   */
  replica?: Kysely<DB>;
  clock: Clock;
  config: ServerConfig;
  /** the session cache (auth/session-cache.ts): revocations are settled through it */
  sessions: SessionStore;
  services: Partial<AppServices>;
}

/** One module of the server (a folder under modules/): its routes, demo data and background jobs. */
export interface Module {
  name: string;
  /** services this module reads from ctx.services: the app refuses to boot when one is missing */
  requires?: Array<keyof AppServices>;
  register(app: App, ctx: AppContext): Promise<void>;
  /** demo data for a fresh embedded database (products, channels, a demo member...) */
  seedDemo?(ctx: AppContext): Promise<void>;
  /** background work run by the kernel's scheduler (kernel/jobs.ts) when the server starts */
  jobs?(ctx: AppContext): Job[];
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    memberId: bigint | null;
    operator: OperatorIdentity | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid member token in X-Access-Token, else code 50001 */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: a valid operator token with one of the roles */
    requireOperator: (...roles: OperatorIdentity['role'][]) => (request: FastifyRequest) => Promise<void>;
  }
}
