import { PlaceholderScreen } from '../../../layout';

/** Record: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Record() {
  return <PlaceholderScreen />;
}
