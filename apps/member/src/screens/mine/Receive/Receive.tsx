import { PlaceholderScreen } from '../../../layout';

/** Receive: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Receive() {
  return <PlaceholderScreen />;
}
