import { formatMoney } from '@aurum/ui';

/**
 * Money on the wire is a decimal string with 2 decimals ("12.30", "-5.00"); the UI's Money and
 * formatMoney take integer minor units. Returns null for anything that is not such a string.
 */
export function wireToMinor(value: string | null | undefined): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const minor = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** "$1,234.50" from integer minor units (cents). */
export function formatMinorMoney(minor: bigint, symbol = '$'): string {
  return formatMoney(minor, { symbol, thousands: true });
}

/** "$12.30" from a wire amount; '--' when missing or malformed. */
export function formatWireMoney(value: string | null | undefined, symbol = '$'): string {
  const minor = wireToMinor(value);
  return minor === null ? '--' : formatMinorMoney(minor, symbol);
}
