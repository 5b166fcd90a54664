import { PlaceholderScreen } from '../../../layout';

/** CoinRecord: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function CoinRecord() {
  return <PlaceholderScreen />;
}
