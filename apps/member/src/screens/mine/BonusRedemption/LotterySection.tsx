import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, DelayedSpinner, RoundedPopup, toast } from '@aurum/ui';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshProfile } from '../../../session';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { formatWireMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/dates';
import { newRequestId } from './requestId';
import * as styles from './BonusRedemption.css';

export type Rewards = ResultOf<'/app/lottery/getRewardList', 'get'>;
type Draw = ResultOf<'/app/lottery/lottery'>;

export const LOTTERY_SECTION_ID = 'lottery';

export interface LotterySectionProps {
  rewards: Rewards | null;
  failed: boolean;
  onRetry: () => void;
  /** after a draw: the chances left and the round's seed hash */
  onDrawn: (draw: Draw) => void;
}

/**
 * Lucky draw: the prizes with their published odds, the chances left, the draw button (result in
 * a RoundedPopup) and the provably-fair record: the open round's seed hash, the algorithm, and
 * the seeds of revealed rounds.
 */
export function LotterySection({ rewards, failed, onRetry, onDrawn }: LotterySectionProps) {
  const { t } = useTranslation(['lottery', 'common']);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<Draw | null>(null);

  const open = rewards !== null && rewards.roundId !== null && rewards.prizes.length > 0;
  const chances = rewards?.remainingChances ?? 0;

  const draw = async () => {
    if (drawing || !open) return;
    if (chances <= 0) {
      toast.show(t('noChances'));
      return;
    }
    const requestId = newRequestId();
    setDrawing(true);
    try {
      const outcome = await api.post('/app/lottery/lottery', { requestId }, { idempotencyKey: requestId });
      setResult(outcome);
      onDrawn(outcome);
      if (outcome.won) void refreshProfile().catch(() => {});
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <section id={LOTTERY_SECTION_ID} className={styles.section} aria-labelledby="lottery-title">
      <div className={styles.sectionHeader}>
        <h2 id="lottery-title" className={styles.sectionTitle}>
          <Icon path={icons.lottery} size={20} className={styles.titleIcon} />
          {t('title')}
        </h2>
        {rewards && (
          <span className={styles.chances} aria-live="polite">
            {t('chances', { n: chances })}
          </span>
        )}
      </div>

      {failed && !rewards ? (
        <div className={styles.inlineState} role="alert">
          <span>{t('loadFailed')}</span>
          <Button size="small" variant="secondary" onPress={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : !rewards ? (
        <DelayedSpinner label={t('common:loading')} />
      ) : !open ? (
        <p className={styles.muted}>{t('closed')}</p>
      ) : (
        <>
          <table className={styles.prizeTable}>
            <caption className={styles.caption}>{t('prizesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prize')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('amount')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('odds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rewards.prizes.map((prize) => (
                <tr key={prize.id} data-out={!prize.inStock || undefined}>
                  <th scope="row" className={styles.prizeName}>
                    {prize.name}
                    {!prize.inStock && <span className={styles.outOfStock}>{t('outOfStockTag')}</span>}
                  </th>
                  <td className={styles.numeric} translate="no">
                    {prize.kind === 'cash' ? formatWireMoney(prize.amount) : '—'}
                  </td>
                  <td className={styles.numeric} translate="no">
                    {prize.odds}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            fullWidth
            isLoading={drawing}
            loadingLabel={t('drawing')}
            isDisabled={chances <= 0}
            onPress={() => void draw()}
          >
            {chances > 0 ? t('draw') : t('noChancesButton')}
          </Button>
        </>
      )}

      {rewards && <Fairness rewards={rewards} />}

      <RoundedPopup
        isOpen={result !== null}
        onClose={() => setResult(null)}
        title={result?.won ? t('wonTitle') : t('lostTitle')}
        closeLabel={t('common:close')}
      >
        {result && (
          <div className={styles.result}>
            {result.won ? (
              <>
                <span className={styles.resultAmount} translate="no">
                  {formatWireMoney(result.amount)}
                </span>
                <span>{t('wonText', { prize: result.prizeName })}</span>
              </>
            ) : (
              <span>
                {result.outOfStock ? t('outOfStockText', { prize: result.prizeName }) : t('lostText')}
              </span>
            )}
            <dl className={styles.proof}>
              <dt>{t('drawNumber')}</dt>
              <dd translate="no">#{result.drawNumber}</dd>
              <dt>{t('hmac')}</dt>
              <dd className={styles.hash} translate="no">
                {result.hmac}
              </dd>
              <dt>{t('seedHash')}</dt>
              <dd className={styles.hash} translate="no">
                {result.seedHash}
              </dd>
            </dl>
            <p className={styles.muted}>{t('verifyLater')}</p>
            <Button fullWidth onPress={() => setResult(null)}>
              {t('common:ok')}
            </Button>
          </div>
        )}
      </RoundedPopup>
    </section>
  );
}

/** The provably-fair record: committed seed hash, the algorithm, revealed seeds. */
function Fairness({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation('lottery');
  return (
    <details className={styles.fairness}>
      <summary className={styles.fairnessSummary}>
        <Icon path={icons.shield} size={18} />
        <span className={styles.summaryText}>{t('fairTitle')}</span>
        <Icon path={icons.chevronRight} size={16} className={styles.summaryChevron} />
      </summary>
      <div className={styles.fairnessBody}>
        <p className={styles.muted}>{t('fairIntro')}</p>
        <dl className={styles.proof}>
          <dt>{t('currentSeedHash')}</dt>
          <dd className={styles.hash} translate="no">
            {rewards.seedHash ?? t('noRound')}
          </dd>
          <dt>{t('algorithm')}</dt>
          <dd className={styles.hash} translate="no">
            {rewards.algorithm}
          </dd>
        </dl>
        <h3 className={styles.subTitle}>{t('revealedTitle')}</h3>
        {rewards.revealedRounds.length === 0 ? (
          <p className={styles.muted}>{t('noneRevealed')}</p>
        ) : (
          <ul className={styles.revealed}>
            {rewards.revealedRounds.map((round) => (
              <li key={round.id}>
                <dl className={styles.proof}>
                  <dt>{t('round', { id: round.id })}</dt>
                  <dd>{t('revealedAt', { date: formatDateTime(round.revealedAt) })}</dd>
                  <dt>{t('seedHash')}</dt>
                  <dd className={styles.hash} translate="no">
                    {round.seedHash}
                  </dd>
                  <dt>{t('serverSeed')}</dt>
                  <dd className={styles.hash} translate="no">
                    {round.serverSeed}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
