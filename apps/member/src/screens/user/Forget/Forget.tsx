import { PlaceholderScreen } from '../../../layout';

/** Forget: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Forget() {
  return <PlaceholderScreen />;
}
