import * as styles from './product.css';

/** One figure of a product (daily income, period...): a label over a value, inside a `<dl>`. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} translate="no">
        {value}
      </dd>
    </div>
  );
}
