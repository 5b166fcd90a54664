import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { formatWireMoney } from '../../../lib/money';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RecordCard, SignedAmount, StatusBadge, type RecordRow } from '../../../components/money/RecordCard';
import { formatDateTime, signedMoney, type Tone } from '../../../components/money/format';
import { useLedgerTypeLabel } from '../../../components/money/useLedgerTypeLabel';

type Movement = ResultOf<'/app/user/account/findUserAccountRecordPage'>['records'][number];

const holdTone = { pending: 'pending', passed: 'success', rejected: 'failed' } as const satisfies Record<
  NonNullable<Movement['holdStatus']>,
  Tone
>;

/**
 * Funding details: every movement on the member's balance and unreceived income, newest first,
 * once each in its current state (a withdrawal is one row whose badge follows the operator's
 * decision; a rejected one's money comes back as a "returned" row), with the amount in the rising
 * (in) or falling (out) colour and the balance the member can spend after it — the figure Mine and
 * Withdraw show. The nav title has its own colour (route table).
 *
 * No account filter: since the income sub-ledger (server migration 0064) daily income is not a
 * movement of the member's money — it is listed per order and day on the income records page, and
 * collecting it is a cash movement here. Rows on the old unreceived account (history from before
 * it) still show, with their own "unreceived after" figure.
 */
export default function FundingDetails() {
  const { t, i18n } = useTranslation(['records', 'common']);
  const fetchPage = useCallback(
    (page: number, size: number) => api.post('/app/user/account/findUserAccountRecordPage', { page, size }),
    [],
  );
  const list = usePagedList<Movement>(fetchPage, (m) => `${m.id}:${m.account}:${m.direction}`);
  const typeLabel = useLedgerTypeLabel();

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore}>
      <PagedList
        list={list}
        label={t('fundingLabel')}
        emptyMessage={t('noMovements')}
        renderItem={(m) => {
          const incoming = m.direction === 'in';
          const rows: RecordRow[] = [
            { label: t('time'), value: formatDateTime(m.createTime, i18n.language) },
            { label: m.account === 'unreceived' ? t('unreceivedAfter') : t('balanceAfter'), value: formatWireMoney(m.balanceAfter) },
          ];
          return (
            <RecordCard
              title={
                <>
                  {typeLabel(m.type, m.typeText)}
                  {m.holdStatus && (
                    <>
                      {' '}
                      <StatusBadge tone={holdTone[m.holdStatus]}>{t(`holdStatus.${m.holdStatus}`)}</StatusBadge>
                    </>
                  )}
                  {m.kind === 'returned' && (
                    <>
                      {' '}
                      <StatusBadge tone="neutral">{t('returned')}</StatusBadge>
                    </>
                  )}
                </>
              }
              aside={<SignedAmount text={signedMoney(formatWireMoney(m.amount), incoming)} incoming={incoming} />}
              rows={rows}
            />
          );
        }}
      />
    </RefreshableScreenPage>
  );
}
