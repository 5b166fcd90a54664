import { PlaceholderScreen } from '../../../layout';

/** ProductDetail: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function ProductDetail() {
  return <PlaceholderScreen />;
}
