/**
 * Pure helpers for money typed by the user (SPEC §5: digits and one dot, at most 2 decimals).
 * Amounts leave these helpers as bigint minor units; no floating point anywhere.
 */
import { amountDecimals } from '@aurum/tokens';
import { formatMoney, toMinorBigInt, type MinorUnits } from '../MaskedText/mask';

export interface SanitizeAmountOptions {
  /**
   * Treat a comma as the decimal point when the text has no dot (the decimal key of many
   * mobile keyboards in tr-TR, es, fr...). @default true
   */
  commaAsDot?: boolean;
}

/**
 * Cleans what the user typed into an amount: keeps only digits and the first dot, drops
 * everything after `decimals` fraction digits, removes leading zeros ("007" → "7") and puts a
 * 0 before a leading dot (".5" → "0.5"). A trailing dot is kept so typing "12." works.
 *
 * sanitizeAmount('12.345abc') === '12.34'; sanitizeAmount('a1b2.3.4') === '12.34'
 */
export function sanitizeAmount(
  raw: string | null | undefined,
  decimals: number = amountDecimals,
  { commaAsDot = true }: SanitizeAmountOptions = {},
): string {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`decimals must be >= 0, got ${decimals}`);
  let text = raw ?? '';
  if (commaAsDot && !text.includes('.')) text = text.replace(',', '.');
  text = text.replace(/[^\d.]/g, '');

  const dot = text.indexOf('.');
  let whole = dot < 0 ? text : text.slice(0, dot);
  let fraction = dot < 0 ? '' : text.slice(dot + 1).replace(/\./g, '');

  whole = whole.replace(/^0+(?=\d)/, '');
  if (dot < 0 || decimals === 0) return whole;
  if (whole === '') whole = '0';
  fraction = fraction.slice(0, decimals);
  return `${whole}.${fraction}`;
}

/**
 * Parses a clean amount ("12.34", "12.3", "12", "12.", "0.05") into integer minor units:
 * parseAmountToMinor('12.34') === 1234n. Returns null for empty or malformed text, and for more
 * fraction digits than `decimals` (it never rounds).
 */
export function parseAmountToMinor(
  value: string | null | undefined,
  decimals: number = amountDecimals,
): bigint | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  if (fraction.length > decimals) return null;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Minor units back to input text without symbol or grouping: minorToAmount(1234n) === '12.34'. */
export function minorToAmount(minor: MinorUnits, decimals: number = amountDecimals): string {
  return formatMoney(minor, { symbol: '', decimals });
}

export type AmountError = 'empty' | 'invalid' | 'belowMin' | 'aboveMax';

export type AmountValidation = { ok: true; minor: bigint } | { ok: false; error: AmountError };

export interface AmountLimits {
  /** Smallest allowed amount in minor units (inclusive). */
  min?: MinorUnits;
  /** Largest allowed amount in minor units (inclusive). */
  max?: MinorUnits;
  /** @default amountDecimals (2) */
  decimals?: number;
}

/**
 * Checks an amount against limits given in minor units (recharge/withdraw minimum and maximum
 * come from the server configuration). Zero counts as a value: use `min: 1` to forbid it.
 */
export function validateAmount(
  value: string | null | undefined,
  limits: AmountLimits = {},
): AmountValidation {
  const decimals = limits.decimals ?? amountDecimals;
  if ((value ?? '').trim() === '') return { ok: false, error: 'empty' };
  const minor = parseAmountToMinor(value, decimals);
  if (minor === null) return { ok: false, error: 'invalid' };
  if (limits.min !== undefined && minor < toMinorBigInt(limits.min)) return { ok: false, error: 'belowMin' };
  if (limits.max !== undefined && minor > toMinorBigInt(limits.max)) return { ok: false, error: 'aboveMax' };
  return { ok: true, minor };
}

/** Whether `minor` lies within [min, max] (either bound optional, both inclusive). */
export function isAmountInRange(minor: MinorUnits, min?: MinorUnits, max?: MinorUnits): boolean {
  const n = toMinorBigInt(minor);
  return (min === undefined || n >= toMinorBigInt(min)) && (max === undefined || n <= toMinorBigInt(max));
}
