import { Type } from 'typebox';
import { MoneyString } from '../../../http/schema.js';
import { DateTimeString, NullableDateTime } from '../shared.js';

export const ENVELOPE_STATUSES = ['unreceived', 'received'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

export const RedEnvelope = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Enum(['registration', 'invitee_registration', 'invitee_first_purchase']),
  amount: MoneyString,
  status: Type.Enum(ENVELOPE_STATUSES),
  /** the member whose event earned it (masked phone) */
  sourcePhone: Type.String(),
  createdAt: DateTimeString,
  receivedAt: NullableDateTime,
});
