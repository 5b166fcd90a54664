import { PlaceholderScreen } from '../../../layout';

/** Income: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Income() {
  return <PlaceholderScreen />;
}
