import { PlaceholderScreen } from '../../../layout';

/** BonusRedemption: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function BonusRedemption() {
  return <PlaceholderScreen />;
}
