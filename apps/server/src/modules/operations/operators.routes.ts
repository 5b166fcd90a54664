/** The console's operator routes (admin only): list, create, disable or enable, role, password. */
import { Type } from 'typebox';
import type { App, AppContext } from '../../kernel/context.js';
import { ok } from '../../http/envelope.js';
import { Envelope, errorResponses } from '../../http/schema.js';
import { OperatorRow, P, consoleSchema as schema } from './schemas.js';
import {
  createOperator,
  listOperators,
  resetOperatorPassword,
  setOperatorDisabled,
  setOperatorRole,
} from './operators.service.js';

export function registerOperatorRoutes(app: App, ctx: AppContext) {
  const admin = { preHandler: app.requireOperator('admin') };
  app.post(
    `${P}/operators/list`,
    {
      ...admin,
      schema: schema('Operators and their roles (admin only)', {
        response: { 200: Envelope(Type.Array(OperatorRow)), ...errorResponses },
      }),
    },
    async (request) => ok(request, await listOperators(ctx.db)),
  );

  app.post(
    `${P}/operators/create`,
    {
      ...admin,
      schema: schema('Create an operator with a role (admin only)', {
        body: Type.Object({
          username: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
          password: Type.String({ minLength: 8, maxLength: 128 }),
          role: Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]),
        }),
        response: { 200: Envelope(OperatorRow), ...errorResponses },
      }),
    },
    async (request) => ok(request, await createOperator(ctx.db, request.operator!.id, request.body)),
  );

  app.post(
    `${P}/operators/disable`,
    {
      ...admin,
      schema: schema('Disable an operator (their sessions end at once) or enable them again (admin only)', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          disabled: Type.Boolean({ description: 'true: disable; false: enable again' }),
        }),
        response: { 200: Envelope(OperatorRow), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        await setOperatorDisabled(
          ctx.db,
          ctx.sessions,
          request.operator!.id,
          BigInt(request.body.id),
          request.body.disabled,
          ctx.clock.now(),
        ),
      ),
  );

  app.post(
    `${P}/operators/setRole`,
    {
      ...admin,
      schema: schema('Change an operator’s role; it applies from their next request (admin only)', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          role: Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]),
        }),
        response: { 200: Envelope(OperatorRow), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        await setOperatorRole(ctx.db, request.operator!.id, BigInt(request.body.id), request.body.role),
      ),
  );

  app.post(
    `${P}/operators/resetPassword`,
    {
      ...admin,
      schema: schema('Set a new password for an operator; their sessions end (admin only)', {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          password: Type.String({ minLength: 8, maxLength: 128 }),
        }),
        response: { 200: Envelope(OperatorRow), ...errorResponses },
      }),
    },
    async (request) =>
      ok(
        request,
        await resetOperatorPassword(
          ctx.db,
          ctx.sessions,
          request.operator!.id,
          BigInt(request.body.id),
          request.body.password,
          ctx.clock.now(),
        ),
      ),
  );
}
