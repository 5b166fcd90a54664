import { PlaceholderScreen } from '../../../layout';

/** Login: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Login() {
  return <PlaceholderScreen />;
}
