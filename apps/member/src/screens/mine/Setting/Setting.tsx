import { PlaceholderScreen } from '../../../layout';

/** Setting: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Setting() {
  return <PlaceholderScreen />;
}
