import { createContext, useContext } from 'react';
import type { ColorName } from '@aurum/tokens';
import type { NavBarTone } from '@aurum/ui';
import type { LazyScreen } from './lazyScreen';
import type { enUS } from '../i18n/catalogs/en-US';
import type { AppPath } from '../navigation/paths';

export type TitleKey = keyof (typeof enUS)['titles'];

export interface RouteDef {
  path: AppPath;
  component: LazyScreen;
  /** logged-out members are sent to the login page (which returns here afterwards) */
  needsLogin: boolean;
  /** the page has pull-to-refresh (SPEC §2) */
  pullRefresh: boolean;
  titleKey: TitleKey;
  /** show the brand logotype (gold) in the nav bar instead of the title */
  brandTitle?: boolean;
  /** nav-bar title colour (token name); default: gold for the logotype, `text` for a title */
  titleColor?: ColorName;
  /** nav-bar background (token-based tone); default `navBar` (light grey) */
  navTone?: NavBarTone;
  /** one of the five tabs (no back button) */
  isTab: boolean;
}

/** The route being shown: ScreenPage reads its title, colours and pull-refresh flag from here. */
export const RouteMetaContext = createContext<RouteDef | null>(null);

export function useRouteMeta(): RouteDef | null {
  return useContext(RouteMetaContext);
}
