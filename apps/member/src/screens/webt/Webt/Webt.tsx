import { PlaceholderScreen } from '../../../layout';

/** Webt: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Webt() {
  return <PlaceholderScreen />;
}
