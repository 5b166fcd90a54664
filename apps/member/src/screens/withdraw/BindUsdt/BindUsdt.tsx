import { PlaceholderScreen } from '../../../layout';

/** BindUsdt: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function BindUsdt() {
  return <PlaceholderScreen />;
}
