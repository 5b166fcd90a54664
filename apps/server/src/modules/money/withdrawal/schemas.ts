import { Type } from 'typebox';
import { MoneyString, PageQuery } from '../../../http/schema.js';
import {
  DateTime,
  LooseAmount,
  NullableDateTime,
  NullableString,
  WITHDRAWAL_STATUS,
  WithdrawalStatusKey,
  memberStatusFields,
} from '../wire.js';
import { shared } from '../../../http/components.js';

export const WithdrawalFields = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  method: Type.String({ description: 'bank | wallet' }),
  amount: MoneyString,
  fee: MoneyString,
  feePercent: Type.Number(),
  actualAmount: MoneyString,
  bankName: Type.String(),
  bankCardNo: Type.String(),
  cardholder: Type.String(),
  payChannel: Type.String(),
  applyTime: DateTime,
  auditTime: NullableDateTime,
  ...memberStatusFields(WithdrawalStatusKey, WITHDRAWAL_STATUS),
  rejectReason: NullableString,
});
export const WithdrawalSchema = shared('Withdrawal', WithdrawalFields);

export const ApplyBody = Type.Object({
  amount: Type.Optional(LooseAmount),
  fundPassword: Type.Optional(Type.String({ maxLength: 64 })),
  bankCardId: Type.Optional(Type.Integer({ minimum: 1 })),
  walletId: Type.Optional(Type.Integer({ minimum: 1 })),
  requestId: Type.Optional(Type.String({ maxLength: 128 })),
});

export const RecordFilter = Type.Optional(
  Type.Object({
    ...PageQuery,
    status: Type.Optional(WithdrawalStatusKey),
    method: Type.Optional(Type.Union([Type.Literal('bank'), Type.Literal('wallet')])),
  }),
);
