import { beforeEach, describe, expect, it } from 'vitest';
import { bindRouter, initStack, navigateBack, navigateTo, reLaunch, redirectTo, stackDepth, switchTab } from './navigation';
import { paths } from './paths';
import { loginUrl, safeReturnPath } from './login';
import { tabs } from './tabs';

/** A fake browser history with the `idx` that src/app/location.tsx keeps in history.state. */
function fakeBrowser() {
  const entries: { url: string; idx: number }[] = [{ url: '/', idx: 0 }];
  let at = 0;
  const session = new Map<string, string>();
  const history = { get state() { return { idx: entries[at]!.idx }; } };
  Object.assign(globalThis, {
    window: { history },
    sessionStorage: { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v) },
  });
  const calls: unknown[] = [];
  bindRouter({
    navigate(to, options) {
      calls.push([to, options]);
      if (typeof to === 'number') at = Math.max(0, at + to);
      else if (options?.replace) entries[at] = { url: to, idx: entries[at]!.idx };
      else {
        entries.splice(at + 1);
        entries.push({ url: to, idx: at + 1 });
        at += 1;
      }
    },
  });
  return { current: () => entries[at]!.url, calls, open: (url: string) => { entries.splice(0, entries.length, { url, idx: 0 }); at = 0; } };
}

describe('navigation service', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
    initStack();
  });

  it('pushes, replaces and goes back', () => {
    navigateTo(paths.mine);
    navigateTo(paths.setting);
    expect(stackDepth()).toBe(3);
    redirectTo(paths.info);
    expect(browser.current()).toBe(paths.info);
    expect(stackDepth()).toBe(3);
    navigateBack();
    expect(browser.current()).toBe(paths.mine);
    navigateBack(5);
    expect(browser.current()).toBe('/');
  });

  it('relaunches to / when back is pressed with one page on the stack', () => {
    browser.open(paths.setting);
    initStack();
    expect(stackDepth()).toBe(1);
    navigateBack();
    expect(browser.current()).toBe('/');
    expect(browser.calls.at(-1)).toEqual(['/', { replace: true }]);
  });

  it('reLaunch and switchTab start a new stack', () => {
    navigateTo(paths.mine);
    navigateTo(paths.setting);
    switchTab(paths.team);
    expect(browser.current()).toBe(paths.team);
    expect(stackDepth()).toBe(1);
    navigateTo(paths.share);
    expect(stackDepth()).toBe(2);
    reLaunch(paths.login);
    expect(stackDepth()).toBe(1);
    expect(() => switchTab(paths.setting as never)).toThrow();
  });

  it('has the five tabs in SPEC order', () => {
    expect(tabs.map((t) => t.pagePath)).toEqual(['/', '/pages/product/list', '/pages/zone/zone', '/pages/mine/team', '/pages/mine/mine']);
  });

  it('only returns to safe in-app paths after login', () => {
    expect(loginUrl('/pages/mine/order?x=1')).toBe('/pages/user/login?redirect=%2Fpages%2Fmine%2Forder%3Fx%3D1');
    expect(loginUrl('/')).toBe('/pages/user/login');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/pages/user/login')).toBeNull();
    expect(safeReturnPath('/pages/mine/mine')).toBe('/pages/mine/mine');
  });
});
