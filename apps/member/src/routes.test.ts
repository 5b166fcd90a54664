import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { paths } from './navigation/paths';

const spec = [
  '/', '/pages/product/list', '/pages/zone/zone', '/pages/mine/team', '/pages/mine/mine', '/pages/product/product',
  '/pages/recharge/recharge', '/pages/withdraw/withdraw', '/pages/withdraw/BindUSDT', '/pages/card/card', '/pages/card/add',
  '/pages/mine/Bonus-redemption', '/pages/sysmessage/sysmessage', '/pages/sysmessage/msgdetail', '/pages/mine/Funding-Details',
  '/pages/mine/Reset-Password', '/pages/user/login', '/pages/user/register', '/pages/user/forget', '/pages/mine/setting',
  '/pages/mine/receive', '/pages/mine/billing', '/pages/mine/record', '/pages/mine/coin-record', '/pages/mine/income',
  '/pages/mine/unreceived', '/pages/message/message', '/pages/message/msgdetail', '/pages/zone/publish', '/pages/zone/comment',
  '/pages/share/share', '/pages/mine/order', '/pages/mine/info', '/pages/webt/webt', '/pages/webview/webview',
];

describe('route table', () => {
  it('has every route of SPEC §2 exactly once', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...spec].sort());
    expect(Object.values(paths).sort()).toEqual([...spec].sort());
  });

  it('turns pull-to-refresh on exactly for the pages SPEC §2 lists', () => {
    const on = [
      paths.home, paths.card, paths.cardAdd, paths.mine, paths.bonusRedemption, paths.sysMessage, paths.sysMessageDetail,
      paths.fundingDetails, paths.productList, paths.receive, paths.billing, paths.record, paths.coinRecord, paths.income,
      paths.unreceived, paths.team, paths.message, paths.zone, paths.order,
    ];
    const off = [paths.product, paths.recharge, paths.withdraw, paths.resetPassword, paths.login, paths.register, paths.forget, paths.messageDetail];
    for (const route of routes) {
      if (on.includes(route.path as never)) expect(route.pullRefresh, route.path).toBe(true);
      if (off.includes(route.path as never)) expect(route.pullRefresh, route.path).toBe(false);
    }
    expect(routes.filter((r) => r.pullRefresh).map((r) => r.path).sort()).toEqual([...on].sort());
  });

  it('guards every page but the public ones', () => {
    const open = routes.filter((r) => !r.needsLogin).map((r) => r.path).sort();
    expect(open).toEqual([paths.forget, paths.login, paths.register, paths.webt, paths.webview].sort());
  });

  it('gives Funding-Details and webview their own title colours', () => {
    const own = routes.filter((r) => r.titleColor).map((r) => r.path).sort();
    expect(own).toEqual([paths.fundingDetails, paths.webview].sort());
  });

  it('loads every screen as its own chunk', async () => {
    for (const route of routes) expect(typeof route.component.preload).toBe('function');
  });
});
