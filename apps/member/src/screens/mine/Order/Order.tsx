import { PlaceholderScreen } from '../../../layout';

/** Order: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Order() {
  return <PlaceholderScreen />;
}
