import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@aurum/ui';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { Page } from '../../lib/Page';
import { SlidesPanel } from './SlidesPanel';
import { ScrollMessagesPanel } from './ScrollMessagesPanel';
import { PagesPanel } from './PagesPanel';

const tabs = [
  { key: 'slides', label: 'Home slides' },
  { key: 'scroll', label: 'Scroll messages' },
  { key: 'pages', label: 'Pages' },
] as const;
type Tab = (typeof tabs)[number]['key'];

/** What members read besides notices: the home banner, the scrolling bar, the about/guide/agreement pages. */
export default function ContentScreen() {
  const role = useSessionState().session!.operator.role;
  const canEdit = can.editContent(role);
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('tab'))?.key ?? 'slides';
  return (
    <Page title="Content">
      <Tabs<Tab>
        label="Content"
        items={tabs}
        selectedKey={tab}
        onSelectionChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {(key) =>
          key === 'slides' ? (
            <SlidesPanel canEdit={canEdit} />
          ) : key === 'scroll' ? (
            <ScrollMessagesPanel canEdit={canEdit} />
          ) : (
            <PagesPanel canEdit={canEdit} />
          )
        }
      </Tabs>
    </Page>
  );
}
