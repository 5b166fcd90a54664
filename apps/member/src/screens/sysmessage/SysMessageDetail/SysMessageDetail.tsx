import { PlaceholderScreen } from '../../../layout';

/** SysMessageDetail: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function SysMessageDetail() {
  return <PlaceholderScreen />;
}
