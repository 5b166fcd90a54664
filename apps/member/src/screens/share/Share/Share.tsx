import { PlaceholderScreen } from '../../../layout';

/** Share: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Share() {
  return <PlaceholderScreen />;
}
