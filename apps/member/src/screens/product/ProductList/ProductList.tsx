import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { formatDateTime } from '../../../components/money/format';
import { cssVar } from '../../../components/money/cssVar';
import { Fact } from '../Fact';
import { ProductImage } from '../ProductImage';
import * as styles from '../product.css';

type Product = ResultOf<'/app/product/page'>['records'][number];

/** Product list (tab 1): every product on sale, pull-to-refresh, infinite scroll. */
export default function ProductList() {
  const { t } = useTranslation(['product', 'common']);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/product/page', { page, size }), []);
  const list = usePagedList<Product>(fetchPage, (p) => p.id);

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore}>
      <PagedList
        list={list}
        label={t('listLabel')}
        emptyMessage={t('empty')}
        renderItem={(product) => <ProductCard product={product} />}
      />
    </RefreshableScreenPage>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const url = withQuery(paths.product, { id: product.id });
  const total = product.purchased + product.remaining;
  const sold = total > 0 ? Math.round((product.purchased / total) * 100) : 100;
  return (
    <a
      href={url}
      className={styles.card}
      onClick={(event) => {
        event.preventDefault();
        navigateTo(url);
      }}
    >
      <div className={styles.cardTop}>
        <ProductImage src={product.image} className={styles.thumb} />
        <div className={styles.cardText}>
          <h2 className={styles.cardName}>{product.name}</h2>
          <div className={styles.price} translate="no">
            {formatWireMoney(product.price)}
          </div>
          {!product.onSale && <span className={styles.soldOut}>{t('notOnSale')}</span>}
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact label={t('dailyIncome')} value={formatWireMoney(product.dailyIncome)} />
        <Fact label={t('period')} value={t('periodDays', { count: product.periodDays })} />
        <Fact label={t('totalIncome')} value={formatWireMoney(product.totalIncome)} />
      </dl>
      <div className={styles.progressRow}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('soldShare')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={sold}
        >
          <span className={styles.progressFill} style={cssVar(styles.progressVar, `${sold}%`)} />
        </div>
        <span className={styles.progressText}>{t('purchasedRemaining', { purchased: product.purchased, remaining: product.remaining })}</span>
      </div>
      <div className={styles.validUntil}>{t('validUntilDate', { date: formatDateTime(product.validUntil, i18n.language) })}</div>
    </a>
  );
}
