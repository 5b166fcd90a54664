import { useCallback } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, MaskedText, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirm/DeleteConfirmDialog';
import { useDeleteConfirm } from '../../../components/DeleteConfirm/useDeleteConfirm';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import * as money from '../../../components/money/money.css';
import * as styles from '../card.css';

type BankCard = ResultOf<'/app/userBank/page'>['records'][number];

/** Bank cards: the member's cards (masked), edit, delete with a confirmation; add a card. */
export default function CardList() {
  const { t } = useTranslation(['card', 'common']);
  const fetchPage = useCallback((page: number, size: number) => api.post('/app/userBank/page', { page, size }), []);
  const list = usePagedList<BankCard>(fetchPage, (c) => c.id);
  const removal = useDeleteConfirm<BankCard>(async (card, close) => {
    await api.post('/app/userBank/delete', { id: card.id });
    toast.show(t('deleted'));
    close();
    await list.reload();
  });
  const toDelete = removal.target;

  const add = (
    <Button fullWidth onPress={() => navigateTo(paths.cardAdd)}>
      {t('addCard')}
    </Button>
  );

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={list.loadMore}>
      <PagedList
        list={list}
        label={t('listLabel')}
        emptyMessage={t('empty')}
        renderItem={(card) => (
          <article className={styles.bankCard}>
            <div className={styles.bankHead}>
              <span className={styles.bankLogo} aria-hidden="true">
                {card.bankLogo ? <img src={card.bankLogo} alt="" className={styles.bankLogoImage} /> : card.bankName.charAt(0)}
              </span>
              <h2 className={styles.bankName}>{card.bankName}</h2>
            </div>
            <div className={styles.account} translate="no">
              <MaskedText kind="identifier" value={card.receiveAccount} />
            </div>
            <div className={styles.bankFoot}>
              <span className={styles.payee}>
                {t('payeeName')}: <MaskedText kind="name" value={card.payeeName} />
              </span>
              <span className={styles.actions}>
                <button type="button" className={styles.action} onClick={() => navigateTo(withQuery(paths.cardAdd, { id: card.id }))}>
                  {t('edit')}
                </button>
                <button type="button" className={styles.action} onClick={() => removal.ask(card)}>
                  {t('delete')}
                </button>
              </span>
            </div>
          </article>
        )}
      />
      {list.loaded && <div className={money.sheetBody}>{add}</div>}

      <DeleteConfirmDialog
        confirm={removal.dialog}
        title={t('deleteTitle')}
        message={toDelete ? t('deleteMessage', { bank: toDelete.bankName, account: tail(toDelete.receiveAccount) }) : undefined}
        confirmLabel={t('delete')}
      />
    </RefreshableScreenPage>
  );
}

function tail(value: string): string {
  return value.length > 4 ? value.slice(-4) : value;
}
