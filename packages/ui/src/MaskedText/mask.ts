/**
 * Pure display helpers for personal data and money (SPEC §3 "Display rules"). No DOM, no React:
 * safe to use from any layer. All counts are in Unicode code points, so names in Chinese or
 * with emoji are not split in the middle of a character.
 */

const STARS = '****';

export interface MaskIdentifierOptions {
  /** Characters kept at the start. @default 1 */
  head?: number;
  /** Characters kept at the end. @default 5 */
  tail?: number;
}

/**
 * Masks an identifier or name: a value of at most `head + tail` characters (6 by default) is
 * returned unchanged; otherwise the first `head` and the last `tail` characters are kept with
 * four asterisks between them.
 *
 * maskIdentifier('ABCDEFGHIJ') === 'A****FGHIJ'
 */
export function maskIdentifier(
  value: string | null | undefined,
  options: MaskIdentifierOptions = {},
): string {
  const head = nonNegativeInt(options.head ?? 1, 'head');
  const tail = nonNegativeInt(options.tail ?? 5, 'tail');
  const chars = Array.from(value ?? '');
  if (chars.length <= head + tail) return chars.join('');
  return chars.slice(0, head).join('') + STARS + (tail > 0 ? chars.slice(-tail).join('') : '');
}

/** First character followed by one asterisk per remaining character: maskName('Alice') === 'A****'. */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from(name ?? '');
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(chars.length - 1);
}

/**
 * First 3 characters, four asterisks, then everything from the 8th character (index 7) on:
 * maskPhone('13812345678') === '138****5678'. Works on the characters as given (no digits are
 * stripped or reformatted), so pass the bare number. Blank input gives ''.
 */
export function maskPhone(phone: string | null | undefined): string {
  const chars = Array.from((phone ?? '').trim());
  if (chars.length === 0) return '';
  return chars.slice(0, 3).join('') + STARS + chars.slice(7).join('');
}

export interface FormatMoneyOptions {
  /** Currency symbol put before the number (after the minus sign). @default '$' */
  symbol?: string;
  /** Number of minor-unit digits, i.e. digits after the decimal point. @default 2 */
  decimals?: number;
  /** Group thousands: `true` uses ',', a string uses that separator. @default false */
  thousands?: boolean | string;
}

/** Amount in integer minor units (cents): a bigint, a safe integer number or a string of digits. */
export type MinorUnits = bigint | number | string;

/**
 * Converts minor units to a bigint, throwing a RangeError for anything that is not an exact
 * integer (a fractional or unsafe number, a string such as "12.5" or "abc").
 */
export function toMinorBigInt(value: MinorUnits): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`Minor units must be a safe integer, got ${value}`);
    return BigInt(value);
  }
  const trimmed = value.trim();
  if (!/^[-+]?\d+$/.test(trimmed))
    throw new RangeError(`Minor units must be an integer string, got "${value}"`);
  return BigInt(trimmed);
}

/**
 * Formats integer minor units as money with exactly `decimals` digits after the point, using
 * BigInt arithmetic only (no floating point):
 * formatMoney(123456n) === '$1234.56'; formatMoney(-5, { symbol: '€' }) === '-€0.05';
 * formatMoney('123456789', { thousands: true }) === '$1,234,567.89'.
 */
export function formatMoney(minorUnits: MinorUnits, options: FormatMoneyOptions = {}): string {
  const { symbol = '$', thousands = false } = options;
  const decimals = nonNegativeInt(options.decimals ?? 2, 'decimals');
  const minor = toMinorBigInt(minorUnits);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  let whole = (abs / scale).toString();
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  if (thousands !== false) {
    const separator = thousands === true ? ',' : thousands;
    whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  }
  return `${negative ? '-' : ''}${symbol}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

function nonNegativeInt(n: number, name: string): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
  return n;
}
