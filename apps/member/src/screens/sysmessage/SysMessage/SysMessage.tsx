import { PlaceholderScreen } from '../../../layout';

/** SysMessage: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function SysMessage() {
  return <PlaceholderScreen />;
}
