import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, SignedAmount, StatusBadge } from '../../../components/money/RecordCard';
import { formatDateTime, formatDay, signedMoney } from '../../../components/money/format';
import { useLedgerTypeLabel } from '../../../components/money/useLedgerTypeLabel';
import * as styles from '../../../components/money/money.css';

type Movement = ResultOf<'/app/user/account/findIncomeRecordPage'>['records'][number];
type Accrual = ResultOf<'/app/user/productIncome/page'>['records'][number];
type View = 'credited' | 'daily';

/**
 * Membership income records: income credited to the balance (collected product income, bonuses,
 * red envelopes, prizes) and, on the second tab, every daily accrual with whether it was received.
 */
export default function Income() {
  const { t, i18n } = useTranslation(['income', 'common']);
  const [view, setView] = useState<View>('credited');
  const credited = usePagedList<Movement>(useCallback((page: number, size: number) => api.post('/app/user/account/findIncomeRecordPage', { page, size }), []), (m) => `${m.id}:${m.account}`);
  const daily = usePagedList<Accrual>(useCallback((page: number, size: number) => api.post('/app/user/productIncome/page', { page, size }), []), (a) => `${a.orderId}:${a.day}`);
  const typeLabel = useLedgerTypeLabel();

  return (
    <RefreshableScreenPage
      onRefresh={view === 'credited' ? credited.reload : daily.reload}
      onReachBottom={view === 'credited' ? credited.loadMore : daily.loadMore}
    >
      <div className={styles.segmented} role="tablist" aria-label={t('incomeRecords')}>
        {(['credited', 'daily'] as const).map((v) => (
          <button key={v} type="button" role="tab" aria-selected={view === v} className={styles.segment} onClick={() => setView(v)}>
            {v === 'credited' ? t('creditedTab') : t('dailyTab')}
          </button>
        ))}
      </div>
      {view === 'credited' ? (
        <PagedList
          list={credited}
          label={t('creditedTab')}
          emptyMessage={t('noIncome')}
          renderItem={(m) => (
            <RecordCard
              title={typeLabel(m.type, m.typeText)}
              aside={<SignedAmount text={signedMoney(formatWireMoney(m.amount), m.direction === 'in')} incoming={m.direction === 'in'} />}
              rows={[
                { label: t('time'), value: formatDateTime(m.createTime, i18n.language) },
                { label: t('balanceAfter'), value: formatWireMoney(m.balanceAfter) },
              ]}
            />
          )}
        />
      ) : (
        <PagedList
          list={daily}
          label={t('dailyTab')}
          emptyMessage={t('noIncome')}
          renderItem={(a) => (
            <RecordCard
              title={a.productName}
              aside={<SignedAmount text={signedMoney(formatWireMoney(a.amount), true)} incoming />}
              rows={[
                { label: t('day'), value: formatDay(a.day, i18n.language) },
                { label: t('orderNo'), value: a.orderNo },
                {
                  label: t('state'),
                  value: a.received ? (
                    <StatusBadge tone="success">{t('receivedAt', { time: formatDateTime(a.receivedAt, i18n.language) })}</StatusBadge>
                  ) : (
                    <StatusBadge tone="pending">{t('notReceived')}</StatusBadge>
                  ),
                  translatable: true,
                },
              ]}
            />
          )}
        />
      )}
    </RefreshableScreenPage>
  );
}
