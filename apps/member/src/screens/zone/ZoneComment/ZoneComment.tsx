import { PlaceholderScreen } from '../../../layout';

/** ZoneComment: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function ZoneComment() {
  return <PlaceholderScreen />;
}
