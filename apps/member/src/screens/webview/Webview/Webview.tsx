import { PlaceholderScreen } from '../../../layout';

/** Webview: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Webview() {
  return <PlaceholderScreen />;
}
