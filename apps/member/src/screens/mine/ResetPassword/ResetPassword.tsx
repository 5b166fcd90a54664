import { PlaceholderScreen } from '../../../layout';

/** ResetPassword: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function ResetPassword() {
  return <PlaceholderScreen />;
}
