import { paths, type AppPath } from './paths';

/**
 * The bottom tab bar (SPEC §2): five tabs in this order, shown on the five tab pages. SPEC's 0 px
 * height (hidden) is overridden (issue 14): the bar is visible, 56 px plus the safe area.
 */
export const tabs = [
  { key: 'home', pagePath: paths.home },
  { key: 'productList', pagePath: paths.productList },
  { key: 'zone', pagePath: paths.zone },
  { key: 'team', pagePath: paths.team },
  { key: 'mine', pagePath: paths.mine },
] as const satisfies readonly { key: string; pagePath: AppPath }[];

export type TabKey = (typeof tabs)[number]['key'];
export type TabPath = (typeof tabs)[number]['pagePath'];

export function isTabPath(path: string): path is TabPath {
  return tabs.some((tab) => tab.pagePath === path);
}

export function tabIndexOf(path: string): number {
  return tabs.findIndex((tab) => tab.pagePath === path);
}
