// Generated from the server's OpenAPI document by scripts/generate.mjs. Do not edit.
import type { components } from './schema';

/** a public text: about, guide or agreement */
export const contentTypeValues = ["about","guide","agreement"] as const satisfies readonly components['schemas']['ContentType'][];
export type ContentType = components['schemas']['ContentType'];

/** transfer code of a movement of a member's money */
export const memberTransferCodeValues = ["recharge","buy","income_accrual","income_receive","withdraw","withdraw_fee","bonus","red_envelope","lottery","commission","order_refund"] as const satisfies readonly components['schemas']['MemberTransferCode'][];
export type MemberTransferCode = components['schemas']['MemberTransferCode'];

/** order status */
export const orderStatusValues = ["not_started","valid","end","invalid"] as const satisfies readonly components['schemas']['OrderStatus'][];
export type OrderStatus = components['schemas']['OrderStatus'];

/** recharge status */
export const rechargeStatusValues = ["unpaid","pending","failed","success"] as const satisfies readonly components['schemas']['RechargeStatus'][];
export type RechargeStatus = components['schemas']['RechargeStatus'];

/** USDT network of a wallet */
export const walletTypeValues = ["TRC20","ERC20"] as const satisfies readonly components['schemas']['WalletType'][];
export type WalletType = components['schemas']['WalletType'];

/** withdrawal status */
export const withdrawalStatusValues = ["pending","passed","rejected"] as const satisfies readonly components['schemas']['WithdrawalStatus'][];
export type WithdrawalStatus = components['schemas']['WithdrawalStatus'];
