import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import type { App, AppContext, OperatorIdentity } from './kernel/context.js';
import { ApiError, Codes, asApiError, badRequest, forbidden, sessionExpired } from './http/errors.js';
import { resolveLocale, t, type Locale } from './http/i18n.js';
import './http/core-messages.js';
import './modules/identity/auth/messages.js';
import { sendError } from './http/envelope.js';
import { replyIfDatabaseUnavailable } from './http/unavailable.js';
import { registerSecurity } from './http/security.js';
import { uniqueViolationMessageKey } from './http/conflicts.js';
import { requireCanonicalNumbers, hasNumberFields } from './http/canonical-numbers.js';
import { resolveSession } from './auth/sessions.js';
import { modules } from './modules/index.js';
import { registerConsole } from './http/console.js';
import { registerReadRouting } from './http/read-routing.js';
import { registerCompression, registerStaticFiles } from './http/delivery.js';
import { documentRoute, openapiInfo, withGlobalTags } from './http/openapi.js';
import { sharedSchemas } from './http/components.js';

export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    // A request must arrive whole within requestTimeoutMs (a body trickled at 1 byte/s is cut off);
    // Node checks the timeouts every connectionsCheckingInterval, so that is kept short.
    requestTimeout: ctx.config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(ctx.config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(ctx.config.requestTimeoutMs, 1_000),
    },
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    logController: new LogController({ disableRequestLogging: !ctx.config.logRequests }),
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false },
      plugins: [ajvFormats as unknown as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  registerRequestGuardsAndHooks(app, ctx);

  await registerSecurity(app);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });

  for (const schema of sharedSchemas()) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: openapiInfo,
      servers: [{ url: '/', description: 'this server (the API is under /core/)' }],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'X-Operator-Token' },
        },
      },
    },
    refResolver: {
      // shared schemas keep their name in components/schemas (http/components.ts)
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transformObject: (document) => withGlobalTags('openapiObject' in document ? document.openapiObject : {}),
  });
  if (ctx.config.swaggerUi) await app.register(swaggerUi, { routePrefix: '/core/docs' });

  registerErrorHandlers(app, ctx);

  await app.register(
    async (core) => {
      const api = core as unknown as App;
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const module of modules) await module.register(api, ctx);
      // a module that reads a service no registered module provided fails here, at boot
      for (const module of modules)
        for (const service of module.requires ?? [])
          if (ctx.services[service] === undefined)
            throw new Error(
              `module ${module.name} requires the service ${service}, which no module provides`,
            );
    },
    { prefix: '/core' },
  );

  await registerConsole(app, ctx);
  await registerStaticFiles(app, ctx);
  return app;
}

/** What every request carries (locale, member, operator), the guards, and the input hooks. */
function registerRequestGuardsAndHooks(app: App, ctx: AppContext) {
  app.decorateRequest('locale', 'en-US');
  app.decorateRequest('memberId', null);
  app.decorateRequest('operator', null);
  registerReadRouting(app, ctx);

  // callback hooks, not async ones: each async hook costs every request a promise
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    done();
  });

  app.decorate('requireMember', async (request: FastifyRequest) => {
    const token = headerValue(request.headers['x-access-token']);
    const memberId = await resolveSession(ctx.db, ctx.sessions, 'member', token, ctx.clock.now());
    if (memberId === null) throw sessionExpired();
    request.memberId = memberId;
  });

  app.decorate(
    'requireOperator',
    (...roles: OperatorIdentity['role'][]) =>
      async (request: FastifyRequest) => {
        const token =
          headerValue(request.headers['x-operator-token']) ?? headerValue(request.headers['x-access-token']);
        const operatorId = await resolveSession(ctx.db, ctx.sessions, 'operator', token, ctx.clock.now());
        if (operatorId === null) throw sessionExpired();
        const operator = await ctx.db
          .selectFrom('operators')
          .select(['id', 'role', 'disabled_at'])
          .where('id', '=', operatorId)
          .executeTakeFirst();
        // A disabled operator's sessions end at once (disabling also revokes them; this covers a race).
        if (!operator || operator.disabled_at !== null) throw sessionExpired();
        if (roles.length > 0 && operator.role !== 'admin' && !roles.includes(operator.role))
          throw forbidden();
        request.operator = { id: operator.id, role: operator.role };
      },
  );

  app.addHook('onRoute', (route) => {
    // Requests are form-encoded (JSON also accepted): say so in the OpenAPI document of every body.
    if (route.schema?.body && !route.schema.consumes) {
      route.schema.consumes = ['application/x-www-form-urlencoded', 'application/json'];
    }
    documentRoute(route);
    // The number checks, on the routes that take a number (the others pay nothing for them).
    if (hasNumberFields(route.schema)) {
      // ajv coerces form text to numbers with Number() ("0x2", "2e0", " 2 " pass as 2): the raw
      // value of every integer / number field must be written canonically before it gets there.
      route.preValidation = [requireCanonicalNumbers, ...hooksOf(route.preValidation)];
      // Form fields are coerced to numbers after the fact: "1e309" or "Infinity" becomes Infinity,
      // which ajv's integer check lets through (and BigInt() then throws). Refused like any invalid
      // field, before the route's own preHandlers (the session check) as when this was global.
      route.preHandler = [refuseNonFiniteNumbers, ...hooksOf(route.preHandler)];
    }
  });
}

/** Refusals, validation failures, conflicts and the unknown as envelopes; history-mode fallback for the app. */
function registerErrorHandlers(app: App, ctx: AppContext) {
  app.setErrorHandler((thrown, request, reply) => {
    // a ledger refusal (ledger/errors.ts) becomes the member's message here
    const error = asApiError(thrown) as typeof thrown;
    if (error instanceof ApiError) {
      return sendError(
        request,
        reply,
        error.httpStatus,
        error.code,
        t(request.locale, error.messageKey, error.params),
        error.details,
      );
    }
    const fastifyError = error as { validation?: ValidationIssue[]; statusCode?: number; code?: string };
    if (fastifyError.validation) {
      const message = validationMessage(request.locale, fastifyError.validation);
      return sendError(request, reply, 400, Codes.badRequest, message);
    }
    const conflictKey = uniqueViolationMessageKey(error);
    if (conflictKey) {
      // a duplicate of something stored, or two requests racing to store the same thing
      request.log.info({ constraint: (error as { constraint?: string }).constraint }, 'unique violation');
      return sendError(request, reply, 409, Codes.conflict, t(request.locale, conflictKey));
    }
    if (isDataException(error)) {
      // A value the database cannot hold (an id beyond bigint, a NUL character in text) is bad
      // input, not a server fault.
      return sendError(request, reply, 400, Codes.badRequest, t(request.locale, 'error.badRequest'));
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      const key = fastifyError.statusCode === 413 ? 'error.tooLarge' : 'error.badRequest';
      return sendError(
        request,
        reply,
        fastifyError.statusCode,
        fastifyError.statusCode,
        t(request.locale, key),
      );
    }
    const unavailable = replyIfDatabaseUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    request.log.error(error);
    return sendError(request, reply, 500, Codes.internal, t(request.locale, 'error.unknown'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/core/') && existsSync(ctx.config.staticDir) && request.method === 'GET') {
      // history-mode routing: every app route serves the app shell
      return reply.sendFile('index.html');
    }
    return sendError(request, reply, 404, Codes.notFound, t(request.locale, 'error.notFound'));
  });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Names the field in the member's language: "Amount is required". */
function validationMessage(locale: Locale, issues: ValidationIssue[]): string {
  const issue = issues[0]!;
  const field =
    (issue.params.missingProperty as string | undefined) ??
    issue.instancePath.split('/').filter(Boolean).pop() ??
    'request';
  const key =
    issue.keyword === 'required'
      ? 'validation.required'
      : issue.keyword === 'maxLength'
        ? 'validation.tooLong'
        : issue.keyword === 'minLength'
          ? 'validation.tooShort'
          : 'validation.invalid';
  return t(locale, key, { field });
}

async function refuseNonFiniteNumbers(request: FastifyRequest) {
  const field = nonFiniteField(request.body) ?? nonFiniteField(request.query);
  if (field !== null) throw badRequest('validation.invalid', { field });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/** The name of a top-level field holding a non-finite number (Infinity, NaN), or null. */
function nonFiniteField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const [name, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return name;
  }
  return null;
}

/** PostgreSQL class 22 "data exception" (numeric value out of range, invalid text, NUL in text...). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
