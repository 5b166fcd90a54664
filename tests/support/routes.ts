/** The app's routes (SPEC §2) as the browser suites visit them: visual baselines, CSP. */

/** Ids of a member's own things that some routes show. */
export interface RouteFixture {
  productId: number;
  noticeId: number;
  messageId: number;
  postId: number;
}

/** Every route of SPEC §2 with the query it needs; `guest` routes are shot logged out. */
export function routes(f: RouteFixture, appUrl: string): { name: string; url: string; guest?: boolean }[] {
  const local = encodeURIComponent(`${appUrl}/core/health`);
  return [
    { name: 'home', url: '/' },
    { name: 'product-list', url: '/pages/product/list' },
    { name: 'zone', url: '/pages/zone/zone' },
    { name: 'team', url: '/pages/mine/team' },
    { name: 'mine', url: '/pages/mine/mine' },
    { name: 'product', url: `/pages/product/product?id=${f.productId}` },
    { name: 'recharge', url: '/pages/recharge/recharge' },
    { name: 'withdraw', url: '/pages/withdraw/withdraw' },
    { name: 'bind-usdt', url: '/pages/withdraw/BindUSDT' },
    { name: 'card', url: '/pages/card/card' },
    { name: 'card-add', url: '/pages/card/add' },
    { name: 'bonus-redemption', url: '/pages/mine/Bonus-redemption' },
    { name: 'sysmessage', url: '/pages/sysmessage/sysmessage' },
    { name: 'sysmessage-detail', url: `/pages/sysmessage/msgdetail?id=${f.noticeId}` },
    { name: 'funding-details', url: '/pages/mine/Funding-Details' },
    { name: 'reset-password', url: '/pages/mine/Reset-Password?type=0' },
    { name: 'reset-password-fund', url: '/pages/mine/Reset-Password?type=1' },
    { name: 'login', url: '/pages/user/login', guest: true },
    { name: 'register', url: '/pages/user/register', guest: true },
    { name: 'forget', url: '/pages/user/forget', guest: true },
    { name: 'setting', url: '/pages/mine/setting' },
    { name: 'receive', url: '/pages/mine/receive' },
    { name: 'billing', url: '/pages/mine/billing' },
    { name: 'record', url: '/pages/mine/record' },
    { name: 'coin-record', url: '/pages/mine/coin-record' },
    { name: 'income', url: '/pages/mine/income' },
    { name: 'unreceived', url: '/pages/mine/unreceived' },
    { name: 'message', url: '/pages/message/message' },
    { name: 'message-detail', url: `/pages/message/msgdetail?id=${f.messageId}` },
    { name: 'zone-publish', url: '/pages/zone/publish' },
    { name: 'zone-comment', url: `/pages/zone/comment?id=${f.postId}` },
    { name: 'share', url: '/pages/share/share' },
    { name: 'order', url: '/pages/mine/order' },
    { name: 'info', url: '/pages/mine/info?type=about' },
    { name: 'webt', url: `/pages/webt/webt?url=${local}&title=Status` },
    { name: 'webview', url: `/pages/webview/webview?url=${local}&title=Status` },
  ];
}
