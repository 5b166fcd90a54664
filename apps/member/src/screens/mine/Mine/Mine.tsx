import { PlaceholderScreen } from '../../../layout';

/** Mine: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Mine() {
  return <PlaceholderScreen />;
}
