import { PlaceholderScreen } from '../../../layout';

/** CardList: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function CardList() {
  return <PlaceholderScreen />;
}
