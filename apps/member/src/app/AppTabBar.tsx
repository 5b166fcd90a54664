import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TabBar } from '@aurum/ui';
import { switchTab, tabIndexOf, tabs, type TabPath } from '../navigation';

/**
 * The five tabs in SPEC order, shown on the tab pages. Height is the tabBarHeight token (0 px):
 * effectively hidden, still reachable by keyboard.
 */
export function AppTabBar() {
  const { t } = useTranslation('tabs');
  const { pathname } = useLocation();
  if (tabIndexOf(pathname) < 0) return null;
  const items = tabs.map((tab) => ({ pagePath: tab.pagePath, text: t(tab.key) }));
  return <TabBar items={items} activePath={pathname} onSelect={(path) => switchTab(path as TabPath)} label={t('label')} />;
}
