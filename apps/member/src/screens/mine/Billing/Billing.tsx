import { PlaceholderScreen } from '../../../layout';

/** Billing: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Billing() {
  return <PlaceholderScreen />;
}
