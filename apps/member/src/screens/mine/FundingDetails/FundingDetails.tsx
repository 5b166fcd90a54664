import { PlaceholderScreen } from '../../../layout';

/** FundingDetails: not built yet. Replace with the real screen inside <ScreenPage>. */
export default function FundingDetails() {
  return <PlaceholderScreen />;
}
