import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { switchTab, tabIndexOf, tabs } from '../navigation';
import * as styles from './app.css';

// TODO(ui): use TabBar when available
/** The five tabs in SPEC order. Its height is the tabBarHeight token (0 px): present, effectively hidden. */
export function AppTabBar() {
  const { t } = useTranslation('tabs');
  const { pathname } = useLocation();
  const current = tabIndexOf(pathname);
  if (current < 0) return null;
  return (
    <nav className={styles.tabBar} aria-label={t('label')} hidden>
      {tabs.map((tab, index) => (
        <button key={tab.key} type="button" aria-current={index === current ? 'page' : undefined} onClick={() => switchTab(tab.pagePath)}>
          {t(tab.key)}
        </button>
      ))}
    </nav>
  );
}
