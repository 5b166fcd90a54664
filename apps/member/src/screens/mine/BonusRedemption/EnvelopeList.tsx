import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, maskPhone, RoundedPopup, toast } from '@aurum/ui';
import { api } from '../../../api/client';
import { errorMessage, isApiError } from '../../../api/errors';
import { refreshProfile } from '../../../session';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import type { PagedListState } from '../../../components/PagedList/usePagedList';
import { formatWireMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/dates';
import { newRequestId } from './requestId';
import * as styles from './BonusRedemption.css';

export type Envelope = ResultOf<'/app/redEnvelope/page'>['records'][number];

export interface EnvelopeListProps {
  list: PagedListState<Envelope>;
  /** total still to be opened, null before the first page */
  unreceived: string | null;
  onReceived: (envelope: Envelope, amount: string) => void;
}

/** Red envelopes (newest first) with "open" on each waiting one; opening pays into the balance. */
export function EnvelopeList({ list, unreceived, onReceived }: EnvelopeListProps) {
  const { t } = useTranslation(['bonus', 'common']);
  const [opening, setOpening] = useState<number | null>(null);
  const [opened, setOpened] = useState<{ title: string; amount: string } | null>(null);
  const [attempts] = useState(() => new Map<number, string>());

  const open = async (envelope: Envelope) => {
    if (opening !== null) return;
    // The same id for every try at this envelope: a lost answer is not paid twice.
    const requestId = attempts.get(envelope.id) ?? newRequestId();
    attempts.set(envelope.id, requestId);
    setOpening(envelope.id);
    try {
      const result = await api.post(
        '/app/redEnvelope/receive',
        { id: envelope.id, requestId },
        { idempotencyKey: requestId },
      );
      attempts.delete(envelope.id);
      onReceived(envelope, result.amount);
      setOpened({ title: envelope.title, amount: result.amount });
      void refreshProfile().catch(() => {});
    } catch (error) {
      if (isApiError(error)) attempts.delete(envelope.id);
      toast.show(errorMessage(error));
    } finally {
      setOpening(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="envelopes-title">
      <div className={styles.sectionHeader}>
        <h2 id="envelopes-title" className={styles.sectionTitle}>
          <Icon path={icons.envelope} size={20} className={styles.titleIcon} />
          {t('envelopesTitle')}
        </h2>
        {unreceived !== null && (
          <span className={styles.chances}>
            {t('unreceivedTotal', { amount: formatWireMoney(unreceived) })}
          </span>
        )}
      </div>
      {list.items.length > 0 && (
        <ul className={styles.envelopes}>
          {list.items.map((envelope) => (
            <li
              key={envelope.id}
              className={styles.envelope}
              data-received={envelope.status === 'received' || undefined}
            >
              <span className={styles.envelopeIcon} aria-hidden="true">
                <Icon path={icons.envelope} size={22} />
              </span>
              <div className={styles.envelopeText}>
                <span className={styles.envelopeTitle}>{envelope.title || t(`kind.${envelope.kind}`)}</span>
                <span className={styles.muted}>
                  {t(`kind.${envelope.kind}`)}
                  {envelope.kind !== 'registration' && envelope.sourcePhone
                    ? ` · ${maskPhone(envelope.sourcePhone)}`
                    : ''}
                </span>
                <span className={styles.muted}>
                  {envelope.status === 'received' && envelope.receivedAt
                    ? t('receivedAt', { date: formatDateTime(envelope.receivedAt) })
                    : formatDateTime(envelope.createdAt)}
                </span>
              </div>
              <div className={styles.envelopeSide}>
                <span className={styles.envelopeAmount} translate="no">
                  {formatWireMoney(envelope.amount)}
                </span>
                {envelope.status === 'unreceived' ? (
                  <Button
                    size="small"
                    isLoading={opening === envelope.id}
                    loadingLabel={t('common:loading')}
                    isDisabled={opening !== null && opening !== envelope.id}
                    aria-label={t('openEnvelope', { title: envelope.title || t(`kind.${envelope.kind}`) })}
                    onPress={() => void open(envelope)}
                  >
                    {t('open')}
                  </Button>
                ) : (
                  <span className={styles.receivedTag}>{t('received')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} emptyMessage={t('noEnvelopes')} />

      <RoundedPopup
        isOpen={opened !== null}
        onClose={() => setOpened(null)}
        title={t('openedTitle')}
        closeLabel={t('common:close')}
      >
        {opened && (
          <div className={styles.result}>
            <span className={styles.resultAmount} translate="no">
              {formatWireMoney(opened.amount)}
            </span>
            <span>{t('openedText', { title: opened.title })}</span>
            <Button fullWidth onPress={() => setOpened(null)}>
              {t('common:ok')}
            </Button>
          </div>
        )}
      </RoundedPopup>
    </section>
  );
}
