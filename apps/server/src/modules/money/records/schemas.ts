import { Type } from 'typebox';
import { MoneyString, PageQuery } from '../../../http/schema.js';
import { DateTime, NullableString, StringEnum } from '../wire.js';
import { shared } from '../../../http/components.js';
import { MEMBER_TRANSFER_CODES } from '../../../ledger/codes.js';

/** Why a member's money moved (the ledger's transfer code). */
export const TransferCodeSchema = shared(
  'MemberTransferCode',
  StringEnum(MEMBER_TRANSFER_CODES, "transfer code of a movement of a member's money"),
);

export const MovementSchema = shared(
  'Movement',
  Type.Object({
    id: Type.String({ description: 'ledger transfer id' }),
    type: TransferCodeSchema,
    typeText: Type.String({ description: 'English label of the type' }),
    account: Type.Union([Type.Literal('cash'), Type.Literal('unreceived')]),
    kind: Type.Union([Type.Literal('posted'), Type.Literal('hold'), Type.Literal('returned')], {
      description:
        "posted: a completed movement; hold: money set aside for a withdrawal (see holdStatus); returned: a rejected withdrawal's money back",
    }),
    holdStatus: Type.Union(
      [Type.Literal('pending'), Type.Literal('passed'), Type.Literal('rejected'), Type.Null()],
      {
        description:
          'for a hold: waiting for the operator, paid out, or rejected (then a returned row gives it back)',
      },
    ),
    direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
    amount: MoneyString,
    signedAmount: MoneyString,
    balanceAfter: Type.String({
      pattern: '^-?\\d+\\.\\d{2}$',
      description:
        'cash: the balance the member can spend after this movement (as Mine and Withdraw show it); unreceived: that balance',
    }),
    ref: NullableString,
    createTime: DateTime,
  }),
);

export const MovementFilter = {
  ...PageQuery,
  account: Type.Optional(
    Type.Union([Type.Literal('cash'), Type.Literal('unreceived')], {
      description:
        "one account's movements only. unreceived: the member's old unreceived-income account, which holds history only — since the income sub-ledger (migration 0064) daily income accrues per order and day (/app/user/productIncome/*) and collecting it is a cash movement",
    }),
  ),
  type: Type.Optional(Type.String({ maxLength: 40, description: 'one transfer code' })),
};
