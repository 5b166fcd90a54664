import { PlaceholderScreen } from '../../../layout';

/** Zone: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Zone() {
  return <PlaceholderScreen />;
}
