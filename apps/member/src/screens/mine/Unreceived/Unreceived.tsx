import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths } from '../../../navigation';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, SignedAmount } from '../../../components/money/RecordCard';
import { formatDay, signedMoney } from '../../../components/money/format';
import * as styles from '../../../components/money/money.css';

type Accrual = ResultOf<'/app/user/productIncome/page'>['records'][number];

/** Unreceived: the daily income accruals not collected yet, newest day first. */
export default function Unreceived() {
  const { t, i18n } = useTranslation(['income', 'common']);
  const [total, setTotal] = useState<string | null>(null);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/user/productIncome/page', { page, size, received: false }), []);
  const list = usePagedList<Accrual>(fetchPage, (a) => `${a.orderId}:${a.day}`);

  const loadTotal = useCallback(async () => {
    try {
      setTotal((await api.post('/app/user/productIncome/unreceived')).total);
    } catch {
      // the panel shows "--"
    }
  }, []);
  useEffect(() => {
    void loadTotal();
  }, [loadTotal]);
  const { reload } = list;
  const refresh = useCallback(() => Promise.all([reload(), loadTotal()]), [reload, loadTotal]);

  return (
    <RefreshableScreenPage onRefresh={refresh} onReachBottom={list.loadMore}>
      <section className={styles.panel} aria-label={t('unreceivedTotal')}>
        <span className={styles.panelLabel}>{t('unreceivedTotal')}</span>
        <span className={styles.panelValue} translate="no">
          {formatWireMoney(total)}
        </span>
      </section>
      <Button fullWidth onPress={() => navigateTo(paths.receive)}>
        {t('goReceive')}
      </Button>
      <PagedList
        list={list}
        label={t('unreceivedList')}
        emptyMessage={t('nothingToReceive')}
        renderItem={(a) => (
          <RecordCard
            title={a.productName}
            aside={<SignedAmount text={signedMoney(formatWireMoney(a.amount), true)} incoming />}
            rows={[
              { label: t('orderNo'), value: a.orderNo },
              { label: t('day'), value: formatDay(a.day, i18n.language) },
            ]}
          />
        )}
      />
    </RefreshableScreenPage>
  );
}
