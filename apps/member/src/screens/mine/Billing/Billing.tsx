import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { MaskedText } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, StatusBadge, type RecordRow } from '../../../components/money/RecordCard';
import { formatDateTime, fundsTone } from '../../../components/money/format';

type Withdrawal = ResultOf<'/app/user/withdrawal/page'>['records'][number];

/**
 * Billing: withdrawal records with amount, fee, actual arrived, bank, masked card number,
 * cardholder, apply and audit dates and status (pending, Passed, Rejected).
 */
export default function Billing() {
  const { t, i18n } = useTranslation(['records', 'status', 'common']);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/user/withdrawal/page', { page, size }), []);
  const list = usePagedList<Withdrawal>(fetchPage, (w) => w.id);

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore} title={t('withdrawLabel')}>
      <PagedList
        list={list}
        label={t('withdrawLabel')}
        emptyMessage={t('noWithdrawals')}
        renderItem={(w) => {
          const key = w.statusKey;
          const rows: RecordRow[] = [
            { label: t('amount'), value: formatWireMoney(w.amount) },
            { label: t('fee'), value: `${formatWireMoney(w.fee)} (${w.feePercent}%)` },
            // a rejected withdrawal paid nothing out: its whole amount went back to the balance
            key === 'rejected'
              ? { label: t('returnedToBalance'), value: formatWireMoney(w.amount), strong: true }
              : { label: t('actualArrived'), value: formatWireMoney(w.actualAmount), strong: true },
            { label: w.method === 'wallet' ? t('walletNetwork') : t('bankName'), value: w.bankName, translatable: true },
            { label: w.method === 'wallet' ? t('walletAddress') : t('bankCardNo'), value: <MaskedText kind="identifier" value={w.bankCardNo} /> },
            { label: t('cardholder'), value: <MaskedText kind="name" value={w.cardholder} /> },
            { label: t('applyDate'), value: formatDateTime(w.applyTime, i18n.language) },
            { label: t('auditDate'), value: formatDateTime(w.auditTime, i18n.language) },
          ];
          if (key === 'rejected' && w.rejectReason) rows.push({ label: t('reason'), value: w.rejectReason, translatable: true });
          return (
            <RecordCard
              title={w.orderNo}
              aside={<StatusBadge tone={fundsTone(key)}>{t(`status:funds.${key}`)}</StatusBadge>}
              rows={rows}
            />
          );
        }}
      />
    </RefreshableScreenPage>
  );
}
