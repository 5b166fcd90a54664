import { toMinorBigInt, type MinorUnits } from './mask';

export interface FormatCurrencyOptions {
  /** ISO 4217 code, e.g. 'USD', 'EUR', 'CNY'. */
  currency: string;
  /** BCP 47 locale for symbols, grouping and separators. @default 'en-US' */
  locale?: string;
  /** Minor-unit digits of the amount; @default the currency's own (2 for USD, 0 for JPY). */
  decimals?: number;
}

/**
 * Money from integer minor units, formatted by Intl.NumberFormat for the locale and currency —
 * exactly: the amount goes to Intl as a decimal string built with BigInt arithmetic (Intl formats
 * strings without rounding through a float), so 9007199254740993 cents stay 90071992547409.93.
 *
 * formatCurrency(123456n, { currency: 'EUR', locale: 'fr' }) === '1 234,56 €'
 */
export function formatCurrency(minorUnits: MinorUnits, options: FormatCurrencyOptions): string {
  const { currency, locale = 'en-US' } = options;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const decimals = options.decimals ?? format.resolvedOptions().maximumFractionDigits ?? 2;
  const minor = toMinorBigInt(minorUnits);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? `.${(abs % scale).toString().padStart(decimals, '0')}` : '';
  const exact = `${negative ? '-' : ''}${abs / scale}${fraction}`;
  const shown =
    decimals === format.resolvedOptions().maximumFractionDigits
      ? format
      : new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
  // The string overload of format (ECMA-402 NumberFormat v3) keeps every digit.
  return shown.format(exact as unknown as number);
}
