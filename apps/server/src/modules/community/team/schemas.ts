import { Type } from 'typebox';
import { MoneyString } from '../../../http/schema.js';
import { DateTimeString } from '../shared.js';

export const TeamMember = Type.Object({
  id: Type.Integer(),
  /** the referrer's display name (single level: always the asking member) */
  referrer: Type.String(),
  /** masked as SPEC §3: first 3 digits, ****, then from the 8th digit */
  phone: Type.String(),
  userName: Type.String(),
  registered: DateTimeString,
  hasBought: Type.Boolean(),
});

export const NoReceiveChild = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  userName: Type.String(),
  registered: DateTimeString,
  hasBought: Type.Boolean(),
  /** an envelope earned through this invitee and waiting to be received, if any */
  envelopeId: Type.Union([Type.Integer(), Type.Null()]),
  amount: Type.Union([MoneyString, Type.Null()]),
});
