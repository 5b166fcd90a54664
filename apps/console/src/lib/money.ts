import { formatMoney, parseAmountToMinor } from '@aurum/ui';

/** "12345.60" (the wire's money text) → "12,345.60"; other text is shown as it is. */
export function money(value: string | null | undefined): string {
  if (value == null) return '—';
  const negative = value.startsWith('-');
  const minor = parseAmountToMinor(negative ? value.slice(1) : value);
  if (minor === null) return value;
  return formatMoney(negative ? -minor : minor, { symbol: '', thousands: true });
}

/** Money text to minor units for arithmetic (never floats). */
export function minor(value: string): bigint {
  const negative = value.startsWith('-');
  const parsed = parseAmountToMinor(negative ? value.slice(1) : value) ?? 0n;
  return negative ? -parsed : parsed;
}

export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
}

/** Minor units → the wire's money text ("1234.50"), exactly (no floats). */
export function minorText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
