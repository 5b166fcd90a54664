/**
 * Operator (back-office) login routes: POST /core/admin/auth/login {username, password} → token
 * for the X-Operator-Token header; logout; who am I. The rules are in service.ts.
 */
import { Type } from 'typebox';
import type { Module } from '../../../kernel/context.js';
import { Envelope, errorResponses, operatorSecurity } from '../../../http/schema.js';
import { ok } from '../../../http/envelope.js';
import { seedDemoOperator, signIn, signOut, whoAmI } from './service.js';

export { DEMO_OPERATOR, createOperatorAccount, seedDemoOperator } from './service.js';

const Role = Type.Enum(['admin', 'finance', 'support']);
const Operator = Type.Object({ id: Type.Integer(), username: Type.String(), role: Role });

export const operatorAuthFeature: Module = {
  name: 'operator-auth',
  async register(app, ctx) {
    app.post(
      '/admin/auth/login',
      {
        schema: {
          tags: ['admin'],
          summary: 'Operator login; send the token as X-Operator-Token',
          body: Type.Object({
            username: Type.String({ minLength: 1, maxLength: 64 }),
            password: Type.String({ minLength: 1, maxLength: 128 }),
          }),
          response: {
            200: Envelope(
              Type.Object({ token: Type.String(), expiresAt: Type.String(), operator: Operator }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => ok(request, await signIn(ctx, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/admin/auth/logout',
      {
        schema: {
          tags: ['admin'],
          summary: 'Operator logout: the token in X-Operator-Token stops working',
          response: { 200: Envelope(Type.Null()), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => {
        const token = request.headers['x-operator-token'] ?? request.headers['x-access-token'];
        await signOut(ctx, typeof token === 'string' ? token : undefined);
        return ok(request, null);
      },
    );

    app.post(
      '/admin/auth/info',
      {
        preHandler: app.requireOperator(),
        schema: {
          tags: ['admin'],
          summary: 'The logged-in operator',
          response: { 200: Envelope(Operator), ...errorResponses },
          security: operatorSecurity,
        },
      },
      async (request) => ok(request, await whoAmI(ctx, request.operator!.id)),
    );
  },

  async seedDemo(ctx) {
    await seedDemoOperator(ctx);
  },
};
