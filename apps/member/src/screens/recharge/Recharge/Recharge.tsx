import { PlaceholderScreen } from '../../../layout';

/** Recharge: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Recharge() {
  return <PlaceholderScreen />;
}
