/** The wire types of the member's lottery. */
import { Type } from 'typebox';
import { MoneyString } from '../../../http/schema.js';
import { DateTimeString, NullableDateTime, NullableString } from '../shared.js';

export const tags = ['lottery'];

export const ALGORITHM =
  'seedHash = hex(SHA-256(serverSeed)); hmac = hex(HMAC-SHA256(serverSeed, "<memberId>:<drawNumber>")); ' +
  'roll = uint64(first 16 hex chars of hmac) mod totalWeight; the prize is the first entry of the frozen ' +
  'table whose running weight total exceeds roll. A selected prize with no stock left pays nothing.';

export const PublishedPrize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Enum(['cash', 'none']),
  amount: MoneyString,
  weight: Type.Integer(),
  /** weight / total weight, e.g. "12.50%" */
  odds: Type.String(),
  imageUrl: NullableString,
  /** false when a limited prize has no stock left (a draw selecting it pays nothing) */
  inStock: Type.Boolean(),
});

export const RevealedRound = Type.Object({
  id: Type.Integer(),
  seedHash: Type.String(),
  serverSeed: Type.String(),
  closedAt: NullableDateTime,
  revealedAt: NullableDateTime,
});

export const DrawResult = Type.Object({
  drawId: Type.Integer(),
  roundId: Type.Integer(),
  drawNumber: Type.Integer(),
  prizeId: Type.Union([Type.Integer(), Type.Null()]),
  prizeName: Type.String(),
  amount: MoneyString,
  won: Type.Boolean(),
  outOfStock: Type.Boolean(),
  hmac: Type.String(),
  seedHash: Type.String(),
  remainingChances: Type.Integer(),
  createdAt: DateTimeString,
});

export const RoundPrizeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Enum(['cash', 'none']),
  amount: MoneyString,
  weight: Type.Integer(),
});
