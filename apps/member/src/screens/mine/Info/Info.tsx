import { PlaceholderScreen } from '../../../layout';

/** Info: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Info() {
  return <PlaceholderScreen />;
}
