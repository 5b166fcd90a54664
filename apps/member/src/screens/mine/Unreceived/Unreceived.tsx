import { PlaceholderScreen } from '../../../layout';

/** Unreceived: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Unreceived() {
  return <PlaceholderScreen />;
}
