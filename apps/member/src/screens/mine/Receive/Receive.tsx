import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, Card, Cell, DelayedSpinner, EmptyState, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshProfile } from '../../../session';
import { navigateTo, paths } from '../../../navigation';
import { formatWireMoney, wireToMinor } from '../../../lib/money';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { RecordCard } from '../../../components/money/RecordCard';
import { formatDay } from '../../../components/money/format';
import { useActionKeys } from '../../../components/money/actionKey';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import * as styles from '../../../components/money/money.css';

type Unreceived = ResultOf<'/app/user/productIncome/unreceived'>;
type Info = ResultOf<'/app/user/productIncome/info'>;

/** Receive income: what has accrued and not been collected, in total and per order; collect it into the balance. */
export default function Receive() {
  const { t, i18n } = useTranslation(['income', 'common']);
  const [data, setData] = useState<Unreceived | null>(null);
  const [info, setInfo] = useState<Info | null>(null);
  const [busy, setBusy] = useState<'all' | number | null>(null);
  const [failed, setFailed] = useState(false);
  const loaded = useRef(false);
  const keys = useActionKeys();

  const load = useCallback(async () => {
    try {
      const [u, i] = await Promise.all([api.post('/app/user/productIncome/unreceived'), api.post('/app/user/productIncome/info')]);
      setData(u);
      setInfo(i);
      setFailed(false);
      loaded.current = true;
    } catch (error) {
      setFailed(true);
      // over the figures of an earlier load; without them the error state says it
      if (loaded.current) toast.show(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const receive = async (orderId?: number) => {
    if (busy !== null) return;
    if ((wireToMinor(data?.total) ?? 0n) <= 0n) {
      toast.show(t('nothingToReceive'));
      return;
    }
    setBusy(orderId ?? 'all');
    try {
      const answer = await api.post(
        '/app/user/productIncome/receive',
        orderId ? { orderId } : {},
        { idempotencyKey: keys.keyFor(`receive:${orderId ?? 'all'}`) },
      );
      keys.settle();
      toast.show(t('received', { amount: formatWireMoney(answer.amount) }));
      void refreshProfile().catch(() => {});
      await load();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const total = data?.total;
  const hasIncome = (wireToMinor(total) ?? 0n) > 0n;

  if (failed && !data) {
    return (
      <RefreshableScreenPage onRefresh={load}>
        <LoadFailed onRetry={() => void load()} />
      </RefreshableScreenPage>
    );
  }

  return (
    <RefreshableScreenPage onRefresh={load}>
      <section className={styles.panel} aria-label={t('unreceivedTotal')}>
        <span className={styles.panelLabel}>{t('unreceivedTotal')}</span>
        <span className={styles.panelValue} translate="no">
          {formatWireMoney(total)}
        </span>
        <span className={styles.panelNote}>
          {t('todayAndTotal', { today: formatWireMoney(info?.todayIncome), total: formatWireMoney(info?.totalIncome) })}
        </span>
      </section>

      <Button
        fullWidth
        size="large"
        isDisabled={!data || !hasIncome}
        isLoading={busy === 'all'}
        loadingLabel={t('common:loading')}
        onPress={() => void receive()}
      >
        {t('receiveAll')}
      </Button>

      <Card padding="none">
        <Cell title={t('unreceivedList')} icon={<Icon path={icons.funds} className={styles.cellIcon} />} onPress={() => navigateTo(paths.unreceived)} />
        <Cell title={t('incomeRecords')} icon={<Icon path={icons.income} className={styles.cellIcon} />} onPress={() => navigateTo(paths.income)} />
      </Card>

      {!data ? (
        <DelayedSpinner label={t('common:loading')} />
      ) : data.orders.length === 0 ? (
        <EmptyState message={t('nothingToReceive')} />
      ) : (
        <ul className={styles.list} aria-label={t('byOrder')}>
          {data.orders.map((order) => (
            <li key={order.orderId}>
              <RecordCard
                title={order.productName}
                aside={
                  <span className={styles.amountIn} translate="no">
                    {formatWireMoney(order.amount)}
                  </span>
                }
                rows={[
                  { label: t('orderNo'), value: order.orderNo },
                  { label: t('accrualDays'), value: String(order.days) },
                  { label: t('period'), value: `${formatDay(order.firstDay, i18n.language)} – ${formatDay(order.lastDay, i18n.language)}` },
                ]}
                footer={
                  <Button
                    size="small"
                    variant="secondary"
                    fullWidth
                    isLoading={busy === order.orderId}
                    isDisabled={busy !== null && busy !== order.orderId}
                    loadingLabel={t('common:loading')}
                    onPress={() => void receive(order.orderId)}
                  >
                    {t('receiveOrder')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </RefreshableScreenPage>
  );
}
