import type { ReactNode } from 'react';
import type { Tone } from './format';
import * as styles from './money.css';

export interface RecordRow {
  label: string;
  value: ReactNode;
  /** let browser translation touch the value (plain words); amounts, codes and dates are kept as they are */
  translatable?: boolean;
  strong?: boolean;
}

/**
 * One record of a money list: title, optional status badge or amount, then label/value rows. The title
 * is an h2: the lists sit right under the screen's h1 (the nav bar), and headings may not skip a level.
 */
export function RecordCard({ title, aside, rows, footer }: { title: ReactNode; aside?: ReactNode; rows: RecordRow[]; footer?: ReactNode }) {
  return (
    <article className={styles.record}>
      <div className={styles.recordHead}>
        <h2 className={styles.recordTitle}>{title}</h2>
        {aside}
      </div>
      {rows.length > 0 && <RecordRows rows={rows} className={styles.rows} />}
      {footer}
    </article>
  );
}

/** Label/value rows (`<dl>`): a record's details, or the summary before money moves. */
export function RecordRows({ rows, className }: { rows: RecordRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd className={[styles.rowValue, row.strong ? styles.strong : ''].join(' ')} translate={row.translatable ? undefined : 'no'}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A status label in a pill: green for done, red for failed/rejected, gold for waiting. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

/** A signed amount in the rising (in) or falling (out) colour. */
export function SignedAmount({ text, incoming }: { text: string; incoming: boolean }) {
  return (
    <span className={incoming ? styles.amountIn : styles.amountOut} translate="no">
      {text}
    </span>
  );
}
