import { PlaceholderScreen } from '../../../layout';

/** ZonePublish: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function ZonePublish() {
  return <PlaceholderScreen />;
}
