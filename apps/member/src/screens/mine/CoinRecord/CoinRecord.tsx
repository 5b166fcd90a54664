import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, SignedAmount } from '../../../components/money/RecordCard';
import { formatDateTime, signedMoney } from '../../../components/money/format';

type Coin = ResultOf<'/app/wallet/getCoinRecord'>['records'][number];

/** Coin records: USDT deposits converted into the balance (createDateTime, currency, fromAmount, price, toAmount). */
export default function CoinRecord() {
  const { t, i18n } = useTranslation(['records', 'common']);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/wallet/getCoinRecord', { page, size }), []);
  const list = usePagedList<Coin>(fetchPage, (c) => c.id);

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore}>
      <PagedList
        list={list}
        label={t('coinLabel')}
        emptyMessage={t('noCoinRecords')}
        renderItem={(c) => (
          <RecordCard
            title={formatDateTime(c.createDateTime, i18n.language)}
            aside={<SignedAmount text={signedMoney(formatWireMoney(c.toAmount), true)} incoming />}
            rows={[
              { label: t('currency'), value: c.currency },
              { label: t('fromAmount'), value: `${c.fromAmount} ${c.currency}` },
              { label: t('price'), value: c.price },
              { label: t('toAmount'), value: formatWireMoney(c.toAmount), strong: true },
            ]}
          />
        )}
      />
    </RefreshableScreenPage>
  );
}
