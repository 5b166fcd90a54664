import { PlaceholderScreen } from '../../../layout';

/** Message: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Message() {
  return <PlaceholderScreen />;
}
