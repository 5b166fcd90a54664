import { Type } from 'typebox';
import { DateTime } from '../wire.js';

export const BankSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  logo: Type.String(),
  status: Type.String(),
  sort: Type.Integer(),
});

export const BankCardSchema = Type.Object({
  id: Type.Integer(),
  bankId: Type.Integer(),
  bankName: Type.String(),
  bankLogo: Type.String(),
  payeeName: Type.String(),
  receiveAccount: Type.String(),
  createTime: DateTime,
  updateTime: DateTime,
});

export const WalletSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: 'TRC20 | ERC20' }),
  network: Type.String(),
  address: Type.String(),
  name: Type.String(),
  createTime: DateTime,
  updateTime: DateTime,
});

// Fields are optional in the schema so an empty one gets the message of SPEC §5.
export const WalletBody = {
  type: Type.Optional(Type.String({ maxLength: 10, description: 'TRC20 | ERC20' })),
  address: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 64 })),
};
