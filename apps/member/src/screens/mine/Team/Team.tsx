import { PlaceholderScreen } from '../../../layout';

/** Team: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Team() {
  return <PlaceholderScreen />;
}
