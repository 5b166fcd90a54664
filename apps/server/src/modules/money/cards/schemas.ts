import { Type } from 'typebox';
import { DateTime } from '../wire.js';
import { StringEnum, shared } from '../../../http/components.js';
import { WALLET_TYPES } from './address.js';

/** The USDT networks a wallet can be on (published as the enum WalletType). */
export const WalletTypeSchema = shared('WalletType', StringEnum(WALLET_TYPES, 'USDT network of a wallet'));

export const BankSchema = shared(
  'Bank',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    logo: Type.String(),
    status: Type.String(),
    sort: Type.Integer(),
  }),
);

export const BankCardSchema = shared(
  'BankCard',
  Type.Object({
    id: Type.Integer(),
    bankId: Type.Integer(),
    bankName: Type.String(),
    bankLogo: Type.String(),
    payeeName: Type.String(),
    receiveAccount: Type.String(),
    createTime: DateTime,
    updateTime: DateTime,
  }),
);

export const WalletSchema = shared(
  'Wallet',
  Type.Object({
    id: Type.Integer(),
    type: WalletTypeSchema,
    network: Type.String(),
    address: Type.String(),
    name: Type.String(),
    createTime: DateTime,
    updateTime: DateTime,
  }),
);

// Fields are optional in the schema so an empty one gets the message of SPEC §5.
export const WalletBody = {
  type: Type.Optional(Type.String({ maxLength: 10, description: 'TRC20 | ERC20' })),
  address: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 64 })),
};
