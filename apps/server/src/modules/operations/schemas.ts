/** Wire schemas of the operator console's own routes. */
import { Type } from 'typebox';
import { MoneyString, operatorSecurity } from '../../http/schema.js';

export const tags = ['admin: console'];
export const P = '/admin/console';

/** A console route's schema: its summary, the console's tag and operator security. */
export const consoleSchema = <T extends object>(summary: string, extra: T) => ({
  tags,
  summary,
  security: operatorSecurity,
  ...extra,
});

export const Flow = Type.Object({
  days: Type.Integer({ description: 'window: the last N×24 hours' }),
  deposits: MoneyString,
  depositCount: Type.Integer(),
  withdrawals: MoneyString,
  withdrawalCount: Type.Integer(),
});

export const Member = Type.Object({
  id: Type.Integer(),
  areaCode: Type.String(),
  phone: Type.String(),
  username: Type.String(),
  status: Type.String(),
  invitationCode: Type.String(),
  referrerId: Type.Union([Type.Integer(), Type.Null()]),
  createTime: Type.String(),
});

export const OperatorRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('finance'), Type.Literal('support')]),
  disabled: Type.Boolean({ description: 'cannot sign in; every session ended' }),
  createTime: Type.String(),
});

export const MemberSession = Type.Object({
  id: Type.String({ description: 'names the session (the start of its token’s hash, not a token)' }),
  createTime: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  live: Type.Boolean({ description: 'neither revoked nor expired' }),
});

export const TeamMember = Type.Object({
  id: Type.Integer(),
  areaCode: Type.String(),
  phone: Type.String(),
  username: Type.String(),
  referrerId: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Integer({ description: '1 = invited by the member, 2 = by one of those, …' }),
  hasBought: Type.Boolean(),
  createTime: Type.String(),
});

export const UserIdBody = { userId: Type.Integer({ minimum: 1 }) };

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  target: Type.Union([Type.String(), Type.Null()]),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operator: Type.Union([Type.String(), Type.Null()]),
  before: Type.Union([Type.String(), Type.Null()], { description: 'JSON text' }),
  after: Type.Union([Type.String(), Type.Null()], { description: 'JSON text' }),
  createTime: Type.String(),
});
