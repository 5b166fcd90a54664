/**
 * Pure helpers of the money screens: dates, status keys, withdrawal fee, weekday names, wallet
 * addresses. No React, no DOM: unit-tested in format.test.ts.
 */
import { formatMinorMoney, wireToMinor } from '../../lib/money';
import {
  memberTransferCodeValues,
  walletTypeValues,
  type MemberTransferCode,
  type OrderStatus,
  type RechargeStatus,
  type WalletType,
  type WithdrawalStatus,
} from '@aurum/api-client';

/** "2026-11-23 08:36" in the member's locale order, from an ISO date-time; '--' when missing. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '--';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** A business day "YYYY-MM-DD" (no time zone shift) in the member's locale; '--' when missing. */
export function formatDay(day: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return '--';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

/** Localised names of ISO weekdays (1 = Monday … 7 = Sunday), in the given order. */
export function weekdayNames(days: readonly number[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return days.filter((d) => d >= 1 && d <= 7).map((d) => format.format(new Date(Date.UTC(2024, 0, d))));
}

/** The withdrawal fee as the server computes it: basis points of the amount, rounded half up. */
export function withdrawalFee(amountMinor: bigint, feeBasisPoints: number): bigint {
  if (amountMinor <= 0n || feeBasisPoints <= 0) return 0n;
  return (amountMinor * BigInt(Math.round(feeBasisPoints)) + 5000n) / 10000n;
}

/** Minor units of a wire limit ("100.00"); null when absent (no limit). */
export function limitMinor(value: string | null | undefined): bigint | null {
  return value === null || value === undefined || value === '' ? null : wireToMinor(value);
}

/** The values of a "Minimum {{min}}, maximum {{max}}" line: dollars, '--' where there is no limit. */
export function limitRange(min: bigint | null, max: bigint | null): { min: string; max: string } {
  return { min: min === null ? '--' : formatMinorMoney(min), max: max === null ? '--' : formatMinorMoney(max) };
}

export type OrderStatusKey = 'notStarted' | 'valid' | 'end' | 'invalid';
/** The server's order statusKey (the OrderStatus enum of the API) as a `status:order` key. */
export function orderStatusKey(statusKey: OrderStatus): OrderStatusKey {
  return statusKey === 'not_started' ? 'notStarted' : statusKey;
}

/** A recharge's or a withdrawal's statusKey (RechargeStatus / WithdrawalStatus enums of the API). */
export type FundsStatusKey = RechargeStatus | WithdrawalStatus;

export type Tone = 'success' | 'pending' | 'failed' | 'neutral';
export function fundsTone(key: FundsStatusKey): Tone {
  if (key === 'success' || key === 'passed') return 'success';
  if (key === 'failed' || key === 'rejected') return 'failed';
  return 'pending';
}
export function orderTone(key: OrderStatusKey): Tone {
  return key === 'valid' ? 'success' : key === 'invalid' ? 'failed' : key === 'notStarted' ? 'pending' : 'neutral';
}

export type { WalletType };
export const walletTypes: readonly WalletType[] = walletTypeValues;

const BASE58 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/**
 * The shape of a USDT address for its network: TRC20 (TRON) is "T" + 33 base58 characters, ERC20
 * is 0x + 40 hex digits. The server also verifies the TRON checksum.
 */
export function isWalletAddress(type: WalletType, address: string): boolean {
  const value = address.trim();
  return type === 'TRC20' ? BASE58.test(value) : /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** Bank account as the server accepts it: 6 to 34 letters or digits (spaces are dropped). */
export function isReceiveAccount(account: string): boolean {
  return /^[A-Za-z0-9]{6,34}$/.test(account.replace(/\s+/g, ''));
}

/** Transfer codes of a member's money (the API's MemberTransferCode): each has a label (records:types.*); others show the server's typeText. */
export type LedgerType = MemberTransferCode;
export function isLedgerType(code: string): code is LedgerType {
  return (memberTransferCodeValues as readonly string[]).includes(code);
}

/** "+12.30" / "-5.00" with the currency symbol after the sign: "+$12.30", "-$5.00". */
export function signedMoney(formatted: string, incoming: boolean): string {
  const bare = formatted.replace(/^-/, '');
  return `${incoming ? '+' : '-'}${bare}`;
}

/** minor × a decimal rate ("7.1234"), rounded half up; null when the rate is malformed. */
export function multiplyByRate(minor: bigint, rate: string | null | undefined): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec((rate ?? '').trim());
  if (!match) return null;
  const decimals = (match[2] ?? '').length;
  const scaled = BigInt(`${match[1]}${match[2] ?? ''}`);
  const divisor = 10n ** BigInt(decimals);
  return (minor * scaled * 2n + divisor) / (2n * divisor);
}
