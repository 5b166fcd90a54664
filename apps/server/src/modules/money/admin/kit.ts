/**
 * The parts the money operator routes share: record schemas, and moneyAdminKit() with the role
 * guards (read: finance or support; finance; admin) and the schema helper.
 */
import { Type } from 'typebox';
import type { App } from '../../../kernel/context.js';
import { operatorSecurity } from '../../../http/schema.js';
import { RechargeFields } from '../recharge/schemas.js';
import { WithdrawalFields } from '../withdrawal/schemas.js';
import { RechargeStatusKey, WithdrawalStatusKey, operatorStatusFields, withoutStatus } from '../wire.js';
export const tags = ['admin: money'];
export const P = '/admin/money';

// Operator records speak the words their filters take: status "pending", not the member app's code 0.
export const RechargeOperatorSchema = Type.Object({
  ...withoutStatus(RechargeFields.properties),
  ...operatorStatusFields(RechargeStatusKey),
});
export const WithdrawalOperatorSchema = Type.Object({
  ...withoutStatus(WithdrawalFields.properties),
  ...operatorStatusFields(WithdrawalStatusKey),
});
export const RechargeAdminSchema = Type.Object({
  ...RechargeOperatorSchema.properties,
  userId: Type.Integer(),
});
export const WithdrawalAdminSchema = Type.Object({
  ...WithdrawalOperatorSchema.properties,
  userId: Type.Integer(),
});
export const ChannelAdminSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  icon: Type.String(),
  payUrl: Type.String(),
  status: Type.String(),
  sort: Type.Integer(),
});
export const StatusOnOff = Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')]));

/** What every money operator route shares: the role guards and the schema helper. */
export function moneyAdminKit(app: App) {
  const read = { preHandler: app.requireOperator('finance', 'support') };
  const finance = { preHandler: app.requireOperator('finance') };
  const admin = { preHandler: app.requireOperator('admin') };
  const schema = <T extends object>(summary: string, extra: T) => ({
    tags,
    summary,
    security: operatorSecurity,
    ...extra,
  });

  return { read, finance, admin, schema };
}

/**
 * The summary of an operator money action that honours a request id: a retry or a double click
 * with the same Idempotency-Key (or requestId field) gets the first answer and changes nothing.
 */
export const IDEMPOTENT = (summary: string) =>
  `${summary} (idempotent by Idempotency-Key or requestId: a retry answers like the first, once)`;

/** The body field a form client may send instead of the Idempotency-Key header. */
export const RequestIdField = { requestId: Type.Optional(Type.String({ maxLength: 128 })) };
