import { Type } from 'typebox';
import { MoneyString, PageQuery } from '../../../http/schema.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  RECHARGE_STATUS,
  RechargeStatusKey,
  memberStatusFields,
} from '../wire.js';
import { shared } from '../../../http/components.js';

export const ChannelSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.String({ description: 'gateway | usdt' }),
  icon: Type.String(),
  currency: Type.String({
    description: 'BASE (the app currency) or USDT: the unit of min/max and of the amount to send',
  }),
  min: Type.String(),
  max: NullableString,
  status: Type.String(),
  sort: Type.Integer(),
});

export const RechargeFields = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  payChannelId: Type.Integer(),
  payChannel: Type.String(),
  payChannelCode: Type.String(),
  method: Type.String({ description: 'gateway | usdt' }),
  amount: Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'credited amount (0.00 until credited)' }),
  estimatedAmount: Type.Union([Type.String({ pattern: '^-?\\d+\\.\\d{2}$' }), Type.Null()], {
    description:
      "a pending USDT recharge: what its declared USDT will credit at today's rate; null otherwise",
  }),
  usdtAmount: NullableString,
  usdtRate: NullableString,
  network: NullableString,
  txHash: NullableString,
  ...memberStatusFields(RechargeStatusKey, RECHARGE_STATUS),
  failureReason: NullableString,
  createTime: DateTime,
  arrivedTime: NullableDateTime,
});
export const RechargeSchema = shared('Recharge', RechargeFields);

export const UsdtInfo = Type.Object({
  networks: Type.Array(Type.Object({ network: Type.String(), address: Type.String() })),
  network: NullableString,
  address: NullableString,
  min: Type.String({ description: 'USDT' }),
  rate: Type.String({ description: 'base currency per 1 USDT' }),
  warning: Type.String({
    description: 'Recharge below USDT <min> is not credited and not refundable (localized)',
  }),
  payChannelId: Type.Union([Type.Integer(), Type.Null()]),
});

export const CoinRecordSchema = Type.Object({
  id: Type.Integer(),
  rechargeId: Type.Integer(),
  createDateTime: DateTime,
  currency: Type.String(),
  fromAmount: Type.String({ description: 'USDT' }),
  price: Type.String(),
  toAmount: MoneyString,
});

export const RecordFilter = Type.Optional(
  Type.Object({
    ...PageQuery,
    status: Type.Optional(RechargeStatusKey),
    method: Type.Optional(Type.Union([Type.Literal('gateway'), Type.Literal('usdt')])),
  }),
);
