/** Every route of SPEC §2, exactly as written. Use these constants instead of string literals. */
export const paths = {
  home: '/',
  productList: '/pages/product/list',
  zone: '/pages/zone/zone',
  team: '/pages/mine/team',
  mine: '/pages/mine/mine',
  product: '/pages/product/product',
  recharge: '/pages/recharge/recharge',
  withdraw: '/pages/withdraw/withdraw',
  bindUsdt: '/pages/withdraw/BindUSDT',
  card: '/pages/card/card',
  cardAdd: '/pages/card/add',
  bonusRedemption: '/pages/mine/Bonus-redemption',
  sysMessage: '/pages/sysmessage/sysmessage',
  sysMessageDetail: '/pages/sysmessage/msgdetail',
  fundingDetails: '/pages/mine/Funding-Details',
  resetPassword: '/pages/mine/Reset-Password',
  login: '/pages/user/login',
  register: '/pages/user/register',
  forget: '/pages/user/forget',
  setting: '/pages/mine/setting',
  receive: '/pages/mine/receive',
  billing: '/pages/mine/billing',
  record: '/pages/mine/record',
  coinRecord: '/pages/mine/coin-record',
  income: '/pages/mine/income',
  unreceived: '/pages/mine/unreceived',
  message: '/pages/message/message',
  messageDetail: '/pages/message/msgdetail',
  zonePublish: '/pages/zone/publish',
  zoneComment: '/pages/zone/comment',
  share: '/pages/share/share',
  order: '/pages/mine/order',
  info: '/pages/mine/info',
  webt: '/pages/webt/webt',
  webview: '/pages/webview/webview',
} as const;

export type PageName = keyof typeof paths;
export type AppPath = (typeof paths)[PageName];
/** A path, optionally with a query string: `/pages/mine/Reset-Password?type=1`. */
export type AppUrl = AppPath | `${AppPath}?${string}`;

/** Builds `path?query` from an object; undefined/null values are left out. */
export function withQuery(path: AppPath, query: Record<string, string | number | boolean | null | undefined> = {}): AppUrl {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
