import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '@aurum/ui';
import { homeRequest, PREVIEW_SIZE } from './homeData';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { formatWireMoney } from '../../../lib/money';
import { Icon } from '../../../components/Icon';
import * as icons from '../../../components/iconPaths/shell';
import * as styles from './Home.css';

/** The fields of a product the preview shows (from /app/product/page). */
export interface ProductSummary {
  id: number;
  name: string;
  image: string;
  price: string;
  dailyIncome: string;
  periodDays: number;
  totalIncome: string;
}

async function loadProducts(): Promise<ProductSummary[]> {
  const page = await homeRequest('products');
  return page.records;
}

/** The first products on sale; each opens the product page. */
export function ProductPreview({ refreshKey, onFailed }: { refreshKey: number; onFailed: () => void }) {
  const { t } = useTranslation('home');
  const [products, setProducts] = useState<ProductSummary[] | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  useEffect(() => {
    let alive = true;
    void loadProducts()
      .then((list) => alive && setProducts(list.slice(0, PREVIEW_SIZE)))
      .catch(() => {
        if (!alive) return;
        setProducts([]);
        failed.current();
      });
    return () => {
      alive = false;
    };
  }, [refreshKey]);

  if (products === null) {
    // Cards of the same size as the real ones hold the place while the list loads (home CLS).
    return (
      <ul className={styles.products} aria-hidden="true">
        {Array.from({ length: PREVIEW_SIZE }, (_, i) => (
          <li key={i}>
            <div className={`${styles.product} ${styles.productPlaceholder}`}>
              <span className={styles.productImage} />
              <div>
                <h3 className={styles.productName}>{'\u00a0'}</h3>
                <dl className={styles.productFacts}>
                  {['price', 'dailyIncome', 'period', 'totalIncome'].map((key) => (
                    <Fact key={key} label={'\u00a0'} value={'\u00a0'} />
                  ))}
                </dl>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) return <EmptyState message={t('noProducts')} />;
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.id}>
          <a
            href={withQuery(paths.product, { id: product.id })}
            className={styles.product}
            onClick={(event) => {
              event.preventDefault();
              navigateTo(withQuery(paths.product, { id: product.id }));
            }}
          >
            <ProductImage src={product.image} />
            <div>
              <h3 className={styles.productName}>{product.name}</h3>
              <dl className={styles.productFacts}>
                <Fact label={t('price')} value={formatWireMoney(product.price)} />
                <Fact label={t('dailyIncome')} value={formatWireMoney(product.dailyIncome)} />
                <Fact label={t('period')} value={t('periodDays', { count: product.periodDays })} />
                <Fact label={t('totalIncome')} value={formatWireMoney(product.totalIncome)} />
              </dl>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The product picture; a missing or broken one leaves a plain tile. */
function ProductImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <span className={`${styles.productImage} ${styles.productImageFallback}`} aria-hidden="true">
        <Icon path={icons.goods} size={32} />
      </span>
    );
  }
  return <img className={styles.productImage} src={src} alt="" width={84} height={84} loading="lazy" onError={() => setFailed(true)} />;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} translate="no">
        {value}
      </dd>
    </div>
  );
}
