/**
 * Money on the wire is a decimal string with at most 2 decimals ("12.5", "12.50"); inside the
 * server it is bigint minor units. No float ever touches an amount. The server's one money module:
 * every area parses and writes amounts through here (USDT's 6 decimals are money/units.ts).
 */
/** An amount as accepted: no sign, no leading zero, at most 15 whole digits and 2 decimals (also the schemas' pattern). */
export const AMOUNT_PATTERN = '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$';
const AMOUNT = new RegExp(AMOUNT_PATTERN);

export function isAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/** "12.3" → 1230n. Throws on anything that is not a plain non-negative amount with ≤ 2 decimals. */
export function parseMoney(text: string): bigint {
  // not trimmed: " 100 " is not an amount (issue #12 item 8)
  if (!AMOUNT.test(text)) throw new RangeError(`not an amount: ${text}`);
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
}

/** 1230n → "12.30" */
export function formatMoney(minor: bigint | number): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** percent given in basis points (1 % = 100 bp); rounds half up to the minor unit. */
export function percentOf(amount: bigint, basisPoints: bigint): bigint {
  return (amount * basisPoints + 5000n) / 10000n;
}
