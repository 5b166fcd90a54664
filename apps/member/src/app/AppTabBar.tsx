import { useLocation } from './location';
import { useTranslation } from '../i18n';
import { TabBar } from '@aurum/ui';
import { Icon, type IconPath } from '../components/Icon';
import * as icons from '../components/iconPaths/shell';
import { switchTab, tabIndexOf, tabs, type TabKey, type TabPath } from '../navigation';

const tabIcons: Record<TabKey, IconPath> = {
  home: icons.home,
  productList: icons.goods,
  zone: icons.comment,
  team: icons.team,
  mine: icons.user,
};

/**
 * The five tabs in SPEC order, on the tab pages only: a visible bottom bar (token tabBarHeight,
 * 56 px, plus the safe area), icon and label, the active tab in the theme colour.
 */
export function AppTabBar() {
  const { t } = useTranslation('tabs');
  const { pathname } = useLocation();
  if (tabIndexOf(pathname) < 0) return null;
  const items = tabs.map((tab) => ({
    pagePath: tab.pagePath,
    text: t(tab.key),
    icon: <Icon path={tabIcons[tab.key]} />,
  }));
  return <TabBar items={items} activePath={pathname} onSelect={(path) => switchTab(path as TabPath)} label={t('label')} />;
}
