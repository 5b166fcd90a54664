import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshProfile } from '../../../session';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, StatusBadge } from '../../../components/money/RecordCard';
import { formatDateTime, formatDay, orderStatusKey, orderTone } from '../../../components/money/format';
import { useActionKeys } from '../../../components/money/actionKey';
import * as styles from '../../../components/money/money.css';

type Order = ResultOf<'/app/user/order/page'>['records'][number];
type StatusFilter = NonNullable<RequestOf<'/app/user/order/page'>>['status'];

const filters: { value: StatusFilter; key: 'all' | 'notStarted' | 'valid' | 'end' | 'invalid' }[] = [
  { value: undefined, key: 'all' },
  { value: 'not_started', key: 'notStarted' },
  { value: 'valid', key: 'valid' },
  { value: 'end', key: 'end' },
  { value: 'invalid', key: 'invalid' },
];

/** My goods: the member's orders with status, dates and income; income can be received per order. */
export default function OrderScreen() {
  const { t } = useTranslation(['orders', 'status', 'common']);
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const [unreceived, setUnreceived] = useState<Map<number, string>>(new Map());
  const [receiving, setReceiving] = useState<number | null>(null);
  const keys = useActionKeys();

  const fetchPage = useCallback((page: number, size: number) => api.post('/app/user/order/page', { page, size, status }), [status]);
  const list = usePagedList<Order>(fetchPage, (o) => o.id);

  const loadUnreceived = useCallback(async () => {
    try {
      const answer = await api.post('/app/user/productIncome/unreceived');
      setUnreceived(new Map(answer.orders.map((o) => [o.orderId, o.amount])));
    } catch {
      // receive buttons stay hidden
    }
  }, []);
  useEffect(() => {
    void loadUnreceived();
  }, [loadUnreceived]);

  const { reload } = list;
  const refresh = useCallback(() => Promise.all([reload(), loadUnreceived()]), [reload, loadUnreceived]);

  const receive = async (order: Order) => {
    if (receiving !== null) return;
    setReceiving(order.id);
    try {
      const answer = await api.post(
        '/app/user/productIncome/receive',
        { orderId: order.id },
        { idempotencyKey: keys.keyFor(`receive:${order.id}`) },
      );
      keys.settle();
      toast.show(t('received', { amount: formatWireMoney(answer.amount) }));
      void refreshProfile().catch(() => {});
      await refresh();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setReceiving(null);
    }
  };

  return (
    <RefreshableScreenPage onRefresh={refresh} onReachBottom={list.loadMore}>
      <div className={styles.segmented} role="tablist" aria-label={t('filterLabel')}>
        {filters.map((f) => (
          <button
            key={f.key}
            type="button"
            role="tab"
            aria-selected={status === f.value}
            className={styles.segment}
            onClick={() => setStatus(f.value)}
          >
            {f.key === 'all' ? t('all') : t(`status:order.${f.key}`)}
          </button>
        ))}
      </div>
      <PagedList
        list={list}
        label={t('listLabel')}
        emptyMessage={t('empty')}
        renderItem={(order) => (
          <OrderCard
            order={order}
            unreceived={unreceived.get(order.id)}
            busy={receiving === order.id}
            onReceive={() => void receive(order)}
          />
        )}
      />
    </RefreshableScreenPage>
  );
}

function OrderCard({ order, unreceived, busy, onReceive }: { order: Order; unreceived?: string; busy: boolean; onReceive: () => void }) {
  const { t, i18n } = useTranslation(['orders', 'status', 'common']);
  const key = orderStatusKey(order.statusKey);
  const canReceive = unreceived !== undefined && unreceived !== '0.00';
  return (
    <RecordCard
      title={order.productName}
      aside={<StatusBadge tone={orderTone(key)}>{t(`status:order.${key}`)}</StatusBadge>}
      rows={[
        { label: t('orderNo'), value: order.orderNo },
        { label: t('quantity'), value: String(order.quantity) },
        { label: t('amount'), value: formatWireMoney(order.amount), strong: true },
        { label: t('dailyIncome'), value: formatWireMoney(order.dailyIncome) },
        { label: t('accrued'), value: `${formatWireMoney(order.accruedIncome)} · ${t('days', { done: order.accruedDays, total: order.periodDays })}` },
        { label: t('totalIncome'), value: formatWireMoney(order.totalIncome) },
        { label: t('orderDate'), value: formatDateTime(order.orderDate, i18n.language) },
        { label: t('startDate'), value: formatDay(order.startDate, i18n.language) },
        { label: t('expireDate'), value: formatDay(order.expireDate, i18n.language) },
      ]}
      footer={
        canReceive ? (
          <Button size="small" fullWidth isLoading={busy} loadingLabel={t('common:loading')} onPress={onReceive}>
            {t('receive', { amount: formatWireMoney(unreceived) })}
          </Button>
        ) : undefined
      }
    />
  );
}
