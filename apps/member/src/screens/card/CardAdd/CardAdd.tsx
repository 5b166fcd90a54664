import { PlaceholderScreen } from '../../../layout';

/** CardAdd: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function CardAdd() {
  return <PlaceholderScreen />;
}
