import { useTranslation } from '../i18n';
import { EmptyState } from '@aurum/ui';
import { ScreenPage } from './ScreenPage';
import * as styles from './ScreenPage.css';

/**
 * A screen that is routed but not built yet: nav bar from the route table plus an empty state.
 * Replace the screen file's body with the real screen (keep the <ScreenPage> wrapper).
 */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPage padded={false} contentClassName={styles.placeholder}>
      <EmptyState message={t('comingSoon')} />
    </ScreenPage>
  );
}
