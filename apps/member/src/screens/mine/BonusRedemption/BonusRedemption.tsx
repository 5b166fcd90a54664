import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { RedeemCard } from './RedeemCard';
import { LOTTERY_SECTION_ID, LotterySection, type Rewards } from './LotterySection';
import { EnvelopeList } from './EnvelopeList';
import { subtractWire } from './bonusRules';

/**
 * Bonus redemption: redeem a code, the lucky draw, red envelopes. `?section=lottery` (the home
 * page's "Lucky draw") scrolls to the draw.
 */
export default function BonusRedemption() {
  const [params] = useSearchParams();
  const [rewards, setRewards] = useState<Rewards | null>(null);
  const [rewardsFailed, setRewardsFailed] = useState(false);
  const [unreceived, setUnreceived] = useState<string | null>(null);
  const scrolled = useRef(false);

  const loadRewards = useCallback(async () => {
    try {
      setRewards(await api.get('/app/lottery/getRewardList'));
      setRewardsFailed(false);
    } catch (error) {
      toast.show(errorMessage(error));
      setRewardsFailed(true);
    }
  }, []);

  const fetchEnvelopes = useCallback(async (page: number, size: number) => {
    const result = await api.post('/app/redEnvelope/page', { page, size });
    if (page === 1) setUnreceived(result.unreceivedAmount);
    return result;
  }, []);
  const envelopes = usePagedList(fetchEnvelopes, (e) => e.id);
  const { reload: reloadEnvelopes, setItems: setEnvelopes } = envelopes;

  useEffect(() => {
    void loadRewards();
  }, [loadRewards]);

  const wantsLottery = params.get('section') === LOTTERY_SECTION_ID;
  useEffect(() => {
    if (!wantsLottery || scrolled.current || (!rewards && !rewardsFailed)) return;
    scrolled.current = true;
    document.getElementById(LOTTERY_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [wantsLottery, rewards, rewardsFailed]);

  const refresh = useCallback(
    () => Promise.all([loadRewards(), reloadEnvelopes()]),
    [loadRewards, reloadEnvelopes],
  );

  return (
    <RefreshableScreenPage onRefresh={refresh} onReachBottom={() => void envelopes.loadMore()}>
      <RedeemCard />
      <LotterySection
        rewards={rewards}
        failed={rewardsFailed}
        onRetry={() => void loadRewards()}
        onDrawn={(draw) =>
          setRewards((r) =>
            r ? { ...r, remainingChances: draw.remainingChances, seedHash: draw.seedHash } : r,
          )
        }
      />
      <EnvelopeList
        list={envelopes}
        unreceived={unreceived}
        onReceived={(envelope, amount) => {
          setEnvelopes((items) =>
            items.map((e) =>
              e.id === envelope.id ? { ...e, status: 'received', receivedAt: new Date().toISOString() } : e,
            ),
          );
          setUnreceived((total) => (total === null ? total : subtractWire(total, amount)));
        }}
      />
    </RefreshableScreenPage>
  );
}
