/**
 * USDT amounts and rates as bigint micro-units (6 decimals), and their conversion to the base
 * currency's minor units. No float ever touches an amount.
 */
const DECIMAL6 = /^(0|[1-9]\d{0,14})(\.\d{1,6})?$/;

/** "12.5" → 12_500_000n (micro-USDT). Throws on anything else than a plain amount with ≤ 6 decimals. */
export function parseUsdt(text: string): bigint {
  // not trimmed, like money amounts: digits and one dot only
  if (!DECIMAL6.test(text)) throw new RangeError(`not a USDT amount: ${text}`);
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt((frac + '000000').slice(0, 6));
}

/** A rate (base currency per 1 USDT) has the same shape as a USDT amount. */
export const parseRate = parseUsdt;

export function isUsdt(text: string): boolean {
  return DECIMAL6.test(text);
}

/** 12_500_000n → "12.50" (at least `minDecimals`, at most 6, trailing zeros dropped). */
export function formatUsdt(micro: bigint, minDecimals = 2): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  let frac = (abs % 1_000_000n).toString().padStart(6, '0');
  while (frac.length > minDecimals && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${sign}${abs / 1_000_000n}${frac ? `.${frac}` : ''}`;
}

/** micro-USDT × rate → base-currency minor units, rounded half up. */
export function usdtToMinor(usdtMicro: bigint, rate: string): bigint {
  const rateMicro = parseRate(rate);
  // micro × micro = 1e-12 base units; × 100 for minor units.
  return (usdtMicro * rateMicro * 100n + 500_000_000_000n) / 1_000_000_000_000n;
}
