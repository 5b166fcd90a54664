import { PlaceholderScreen } from '../../../layout';

/** Home: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function Home() {
  return <PlaceholderScreen />;
}
