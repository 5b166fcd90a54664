import { PlaceholderScreen } from '../../../layout';

/** Register: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Register() {
  return <PlaceholderScreen />;
}
