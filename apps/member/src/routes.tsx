/**
 * THE route table: every route of SPEC §2, one lazy chunk per screen.
 *
 * Per route: path, lazy component, needsLogin (route guard), pullRefresh (SPEC §2 list), titleKey
 * (a key of the `titles` i18n namespace: nav bar and document title), and how the nav bar looks:
 * `brandTitle` shows the gold brand logotype instead of the title (SPEC: the default title),
 * `titleColor`/`navTone` give a page its own colours (Funding-Details, webview).
 *
 * Adding a screen: create src/screens/<area>/<Screen>/<Screen>.tsx (default export, wrap the
 * content in <ScreenPage>, or <RefreshableScreenPage> where it pulls to refresh), point the route's `component` at it. Don't reorder: tests read this.
 */
import { lazyScreen } from './app/lazyScreen';
import type { RouteDef } from './app/routeMeta';
import { paths } from './navigation/paths';
import { isTabPath } from './navigation/tabs';

export type { RouteDef, TitleKey } from './app/routeMeta';

type RouteInput = Omit<RouteDef, 'isTab'>;

const route = (def: RouteInput): RouteDef => ({ ...def, isTab: isTabPath(def.path) });

export const routes: readonly RouteDef[] = [
  // The five tabs (SPEC §2 order): home, product list, zone, team, mine.
  route({ path: paths.home, component: lazyScreen(() => import('./screens/home/Home/Home')), needsLogin: true, pullRefresh: true, titleKey: 'home', brandTitle: true }),
  route({ path: paths.productList, component: lazyScreen(() => import('./screens/product/ProductList/ProductList')), needsLogin: true, pullRefresh: true, titleKey: 'productList', brandTitle: true }),
  route({ path: paths.zone, component: lazyScreen(() => import('./screens/zone/Zone/Zone')), needsLogin: true, pullRefresh: true, titleKey: 'zone', brandTitle: true }),
  route({ path: paths.team, component: lazyScreen(() => import('./screens/mine/Team/Team')), needsLogin: true, pullRefresh: true, titleKey: 'team', brandTitle: true }),
  route({ path: paths.mine, component: lazyScreen(() => import('./screens/mine/Mine/Mine')), needsLogin: true, pullRefresh: true, titleKey: 'mine', brandTitle: true }),

  route({ path: paths.product, component: lazyScreen(() => import('./screens/product/ProductDetail/ProductDetail')), needsLogin: true, pullRefresh: false, titleKey: 'product' }),
  route({ path: paths.recharge, component: lazyScreen(() => import('./screens/recharge/Recharge/Recharge')), needsLogin: true, pullRefresh: false, titleKey: 'recharge' }),
  route({ path: paths.withdraw, component: lazyScreen(() => import('./screens/withdraw/Withdraw/Withdraw')), needsLogin: true, pullRefresh: false, titleKey: 'withdraw' }),
  route({ path: paths.bindUsdt, component: lazyScreen(() => import('./screens/withdraw/BindUsdt/BindUsdt')), needsLogin: true, pullRefresh: false, titleKey: 'bindUsdt' }),
  route({ path: paths.card, component: lazyScreen(() => import('./screens/card/CardList/CardList')), needsLogin: true, pullRefresh: true, titleKey: 'card' }),
  route({ path: paths.cardAdd, component: lazyScreen(() => import('./screens/card/CardAdd/CardAdd')), needsLogin: true, pullRefresh: true, titleKey: 'cardAdd' }),
  route({ path: paths.bonusRedemption, component: lazyScreen(() => import('./screens/mine/BonusRedemption/BonusRedemption')), needsLogin: true, pullRefresh: true, titleKey: 'bonusRedemption' }),
  route({ path: paths.sysMessage, component: lazyScreen(() => import('./screens/sysmessage/SysMessage/SysMessage')), needsLogin: true, pullRefresh: true, titleKey: 'sysMessage' }),
  route({ path: paths.sysMessageDetail, component: lazyScreen(() => import('./screens/sysmessage/SysMessageDetail/SysMessageDetail')), needsLogin: true, pullRefresh: true, titleKey: 'sysMessageDetail' }),
  route({ path: paths.fundingDetails, component: lazyScreen(() => import('./screens/mine/FundingDetails/FundingDetails')), needsLogin: true, pullRefresh: true, titleKey: 'fundingDetails', titleColor: 'focus', navTone: 'item' }),
  route({ path: paths.resetPassword, component: lazyScreen(() => import('./screens/mine/ResetPassword/ResetPassword')), needsLogin: true, pullRefresh: false, titleKey: 'resetPassword' }),
  route({ path: paths.login, component: lazyScreen(() => import('./screens/user/Login/Login')), needsLogin: false, pullRefresh: false, titleKey: 'login', brandTitle: true }),
  route({ path: paths.register, component: lazyScreen(() => import('./screens/user/Register/Register')), needsLogin: false, pullRefresh: false, titleKey: 'register', brandTitle: true }),
  route({ path: paths.forget, component: lazyScreen(() => import('./screens/user/Forget/Forget')), needsLogin: false, pullRefresh: false, titleKey: 'forget' }),
  route({ path: paths.setting, component: lazyScreen(() => import('./screens/mine/Setting/Setting')), needsLogin: true, pullRefresh: false, titleKey: 'setting' }),
  route({ path: paths.receive, component: lazyScreen(() => import('./screens/mine/Receive/Receive')), needsLogin: true, pullRefresh: true, titleKey: 'receive' }),
  route({ path: paths.billing, component: lazyScreen(() => import('./screens/mine/Billing/Billing')), needsLogin: true, pullRefresh: true, titleKey: 'billing' }),
  route({ path: paths.record, component: lazyScreen(() => import('./screens/mine/Record/Record')), needsLogin: true, pullRefresh: true, titleKey: 'record' }),
  route({ path: paths.coinRecord, component: lazyScreen(() => import('./screens/mine/CoinRecord/CoinRecord')), needsLogin: true, pullRefresh: true, titleKey: 'coinRecord' }),
  route({ path: paths.income, component: lazyScreen(() => import('./screens/mine/Income/Income')), needsLogin: true, pullRefresh: true, titleKey: 'income' }),
  route({ path: paths.unreceived, component: lazyScreen(() => import('./screens/mine/Unreceived/Unreceived')), needsLogin: true, pullRefresh: true, titleKey: 'unreceived' }),
  route({ path: paths.message, component: lazyScreen(() => import('./screens/message/Message/Message')), needsLogin: true, pullRefresh: true, titleKey: 'message' }),
  route({ path: paths.messageDetail, component: lazyScreen(() => import('./screens/message/MessageDetail/MessageDetail')), needsLogin: true, pullRefresh: false, titleKey: 'messageDetail' }),
  route({ path: paths.zonePublish, component: lazyScreen(() => import('./screens/zone/ZonePublish/ZonePublish')), needsLogin: true, pullRefresh: false, titleKey: 'zonePublish' }),
  route({ path: paths.zoneComment, component: lazyScreen(() => import('./screens/zone/ZoneComment/ZoneComment')), needsLogin: true, pullRefresh: false, titleKey: 'zoneComment' }),
  route({ path: paths.share, component: lazyScreen(() => import('./screens/share/Share/Share')), needsLogin: true, pullRefresh: false, titleKey: 'share' }),
  route({ path: paths.order, component: lazyScreen(() => import('./screens/mine/Order/Order')), needsLogin: true, pullRefresh: true, titleKey: 'order' }),
  route({ path: paths.info, component: lazyScreen(() => import('./screens/mine/Info/Info')), needsLogin: true, pullRefresh: false, titleKey: 'info' }),
  route({ path: paths.webt, component: lazyScreen(() => import('./screens/webt/Webt/Webt')), needsLogin: false, pullRefresh: false, titleKey: 'webt' }),
  route({ path: paths.webview, component: lazyScreen(() => import('./screens/webview/Webview/Webview')), needsLogin: false, pullRefresh: false, titleKey: 'webview', titleColor: 'textSecondary', navTone: 'item' }),
];

/** The route of a pathname (exact match), if any. */
export function findRoute(pathname: string): RouteDef | undefined {
  return routes.find((r) => r.path === pathname);
}
