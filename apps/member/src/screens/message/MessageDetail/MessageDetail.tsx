import { PlaceholderScreen } from '../../../layout';

/** MessageDetail: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function MessageDetail() {
  return <PlaceholderScreen />;
}
