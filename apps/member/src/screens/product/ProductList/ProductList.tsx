import { PlaceholderScreen } from '../../../layout';

/** ProductList: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function ProductList() {
  return <PlaceholderScreen />;
}
