import { Type, type TSchema } from 'typebox';
import { AMOUNT_PATTERN } from '../lib/money.js';

/** Every response: `{code, result, message}`; code 200 on success. */
export const Envelope = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Integer(), result, message: Type.String() });

/** What a refusal may add to its message (see ErrorDetails in http/errors.ts); null otherwise. */
export const ErrorDetails = Type.Object({
  attemptsLeft: Type.Optional(Type.Integer({ minimum: 0, description: 'tries left before the check locks' })),
  lockedUntil: Type.Optional(Type.String({ format: 'date-time', description: 'locked until then' })),
});

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  result: Type.Union([ErrorDetails, Type.Null()]),
  message: Type.String(),
});

/** Standard error responses documented on every route. */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
  423: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  503: ErrorEnvelope,
};

/** A money amount on the wire: decimal string, at most 2 decimals. */
export const MoneyString = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'amount, 2 decimals' });
/** An amount typed by a member: digits and one dot, at most 2 decimals. */
export const AmountInput = Type.String({ pattern: AMOUNT_PATTERN, maxLength: 18 });

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    records: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    hasMore: Type.Boolean(),
  });

/** Routes that need a member session document it with this security requirement. */
export const memberSecurity = [{ accessToken: [] }];
export const operatorSecurity = [{ operatorToken: [] }];
