import { PlaceholderScreen } from '../../../layout';

/** Withdraw: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Withdraw() {
  return <PlaceholderScreen />;
}
