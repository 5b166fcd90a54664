import type { HTMLAttributes } from 'react';
import { useUiText } from '../locale/LocaleProvider';
import { formatCurrency } from './currency';
import { formatMoney, maskIdentifier, maskName, maskPhone, type MinorUnits } from './mask';
import * as styles from './MaskedText.css';

export type MaskKind = 'identifier' | 'name' | 'phone';

export interface MaskedTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Which display rule to apply (SPEC §3). */
  kind: MaskKind;
  /** The raw value; null/undefined render as empty. */
  value: string | null | undefined;
  /** Characters kept at the start, `kind="identifier"` only. @default 1 */
  head?: number;
  /** Characters kept at the end, `kind="identifier"` only. @default 5 */
  tail?: number;
}

/** Shows a name, identifier (card number, account, nickname) or phone with the middle masked. */
export function MaskedText({ kind, value, head, tail, className, ...rest }: MaskedTextProps) {
  const text =
    kind === 'phone'
      ? maskPhone(value)
      : kind === 'name'
        ? maskName(value)
        : maskIdentifier(value, { head, tail });
  return (
    <span {...rest} className={[styles.masked, className].filter(Boolean).join(' ')} translate="no">
      {text}
    </span>
  );
}

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Amount in integer minor units (cents): bigint, safe integer or digit string. */
  minor: MinorUnits;
  /**
   * ISO 4217 code: format with Intl.NumberFormat in the provider's locale (symbol, separators and
   * decimals of that currency), exactly. Without it: `symbol` + plain digits (the Aurum app's style).
   */
  currency?: string;
  /** Currency symbol before the number (without `currency`). @default '$' */
  symbol?: string;
  /** Digits after the point. @default 2 */
  decimals?: number;
  /** Group thousands (true = ','; or a separator string). @default false */
  thousands?: boolean | string;
  /** Shown when `minor` is not an exact integer (bad data). @default '--' */
  fallback?: string;
}

/** An amount of money from integer minor units, e.g. `<Money minor={123456n} />` → $1234.56. */
export function Money({
  minor,
  currency,
  symbol,
  decimals,
  thousands,
  fallback = '--',
  className,
  ...rest
}: MoneyProps) {
  const { locale } = useUiText();
  let text: string;
  try {
    text = currency
      ? formatCurrency(minor, { currency, locale, decimals })
      : formatMoney(minor, { symbol, decimals, thousands });
  } catch {
    text = fallback;
  }
  return (
    <span {...rest} className={[styles.money, className].filter(Boolean).join(' ')} translate="no">
      {text}
    </span>
  );
}
