import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Card, Cell } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths } from '../../../navigation';
import { formatWireMoney } from '../../../lib/money';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, StatusBadge, type RecordRow } from '../../../components/money/RecordCard';
import { formatDateTime, fundsTone } from '../../../components/money/format';
import * as styles from '../../../components/money/money.css';

type Recharge = ResultOf<'/app/user/recharge/page'>['records'][number];

/** Recharge records: channel, amount, times and status (Unpaid, pending, failed, success). */
export default function RecordScreen() {
  const { t, i18n } = useTranslation(['records', 'status', 'common']);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/user/recharge/page', { page, size }), []);
  const list = usePagedList<Recharge>(fetchPage, (r) => r.id);

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore} title={t('rechargeLabel')}>
      <Card padding="none">
        <Cell title={t('coinRecords')} icon={<Icon path={icons.funds} className={styles.cellIcon} />} onPress={() => navigateTo(paths.coinRecord)} />
      </Card>
      <PagedList
        list={list}
        label={t('rechargeLabel')}
        emptyMessage={t('noRecharges')}
        renderItem={(r) => {
          const key = r.statusKey;
          const rows: RecordRow[] = [
            { label: t('orderNo'), value: r.orderNo },
            { label: t('payChannel'), value: r.payChannel, translatable: true },
            // a pending USDT recharge credits nothing yet: what it is expected to credit, marked as such
            r.estimatedAmount
              ? { label: t('estimatedCredit'), value: `≈ ${formatWireMoney(r.estimatedAmount)}`, strong: true }
              : { label: t('amount'), value: formatWireMoney(r.amount), strong: true },
          ];
          if (r.method === 'usdt' && r.usdtAmount) {
            rows.push({ label: t('usdtAmount'), value: `${r.usdtAmount} USDT${r.network ? ` (${r.network})` : ''}` });
          }
          rows.push({ label: t('rechargeTime'), value: formatDateTime(r.createTime, i18n.language) });
          rows.push({ label: t('arrivedTime'), value: formatDateTime(r.arrivedTime, i18n.language) });
          if (key === 'failed' && r.failureReason) rows.push({ label: t('reason'), value: r.failureReason, translatable: true });
          return (
            <RecordCard
              title={r.estimatedAmount ? `≈ ${formatWireMoney(r.estimatedAmount)}` : formatWireMoney(r.amount)}
              aside={<StatusBadge tone={fundsTone(key)}>{t(`status:funds.${key}`)}</StatusBadge>}
              rows={rows}
            />
          );
        }}
      />
    </RefreshableScreenPage>
  );
}
