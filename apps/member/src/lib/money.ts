/**
 * The member app's one money module: wire amounts in and out, amounts shown in the member's locale.
 * Screens convert money only through here (typed amounts are checked by @aurum/ui's validateAmount,
 * the AmountInput's own rule); the digits ↔ minor units arithmetic is @aurum/ui's, so the app, the
 * console and the input field share one parser.
 */
import { minorToAmount, parseAmountToMinor } from '@aurum/ui';
import { getLocale } from '../settings/store';

/**
 * Money on the wire is a decimal string with 2 decimals ("12.30", "-5.00"); the UI's Money and
 * formatMoney take integer minor units. Returns null for anything that is not such a string.
 */
export function wireToMinor(value: string | null | undefined): bigint | null {
  const match = /^(-)?(\d+(?:\.\d{1,2})?)$/.exec((value ?? '').trim());
  if (!match) return null;
  const minor = parseAmountToMinor(match[2]);
  if (minor === null) return null;
  return match[1] ? -minor : minor;
}

/** Minor units as the wire takes an amount: 1230n → "12.30", -500n → "-5.00" (no symbol, no grouping). */
export function minorToWire(minor: bigint): string {
  return minorToAmount(minor);
}

export interface FormatMinorMoneyOptions {
  /** default: the member's locale (settings) */
  locale?: string;
  /** "$100" instead of "$100.00" when there are no cents (quick-amount buttons) */
  wholeWithoutCents?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Dollar amounts in the member's locale through Intl: "$1,234.50" (en-US), "1234,50 $" (es),
 * "1 234,50 $" (fr), "$1.234,50" (tr-TR), "$1,234.50" (zh). The amount reaches Intl as a decimal
 * string built from the integer minor units, never as a float.
 */
export function formatMinorMoney(minor: bigint, options: FormatMinorMoneyOptions = {}): string {
  const locale = options.locale ?? getLocale();
  const whole = options.wholeWithoutCents === true && minor % 100n === 0n;
  const key = `${locale}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(minorToWire(minor) as Intl.StringNumericLiteral);
}

/** "$12.30" from a wire amount, in the member's locale; '--' when missing or malformed. */
export function formatWireMoney(value: string | null | undefined, options: FormatMinorMoneyOptions = {}): string {
  const minor = wireToMinor(value);
  return minor === null ? '--' : formatMinorMoney(minor, options);
}
