import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@aurum/ui';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { Page } from '../../lib/Page';
import { BonusCodesPanel } from './BonusCodesPanel';
import { EnvelopeRulesPanel } from './EnvelopeRulesPanel';
import { PrizesPanel } from './PrizesPanel';
import { RoundsPanel } from './RoundsPanel';
import { ChancesPanel } from './ChancesPanel';

const tabs = [
  { key: 'bonus', label: 'Bonus codes' },
  { key: 'envelopes', label: 'Red envelopes' },
  { key: 'prizes', label: 'Lottery prizes' },
  { key: 'rounds', label: 'Lottery rounds' },
  { key: 'chances', label: 'Chances' },
] as const;
type Tab = (typeof tabs)[number]['key'];

/** Promotions that pay members (bonus codes, red envelopes, the lottery): finance and admin. */
export default function EngagementScreen() {
  const role = useSessionState().session!.operator.role;
  const canEdit = can.moveMoney(role);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('tab'))?.key ?? 'bonus';
  const panels: Record<Tab, () => ReactNode> = {
    bonus: () => <BonusCodesPanel canEdit={canEdit} />,
    envelopes: () => <EnvelopeRulesPanel canEdit={canEdit} />,
    prizes: () => <PrizesPanel canEdit={canEdit} />,
    rounds: () => <RoundsPanel canEdit={canEdit} />,
    chances: () => <ChancesPanel canEdit={canEdit} />,
  };
  return (
    <Page title="Engagement">
      <Tabs<Tab>
        label="Engagement"
        items={tabs}
        selectedKey={tab}
        onSelectionChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {(key) => panels[key]()}
      </Tabs>
    </Page>
  );
}
