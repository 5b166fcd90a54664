import { describe, expect, it } from 'vitest';

/** A browser history with the calls location.tsx makes (state, URL, replace/push, go). */
function fakeWindow(startUrl: string, startState: unknown) {
  const entries: { state: unknown; url: string }[] = [{ state: startState, url: startUrl }];
  let at = 0;
  const url = () => new URL(entries[at]!.url, 'http://app.test');
  const history = {
    get state() {
      return entries[at]!.state;
    },
    pushState(state: unknown, _title: string, to?: string) {
      entries.splice(at + 1);
      entries.push({ state, url: to ?? entries[at]!.url });
      at += 1;
    },
    replaceState(state: unknown, _title: string, to?: string) {
      entries[at] = { state, url: to ?? entries[at]!.url };
    },
    go(delta: number) {
      at = Math.max(0, Math.min(entries.length - 1, at + delta));
    },
  };
  const window = {
    history,
    get location() {
      return { pathname: url().pathname, search: url().search };
    },
    addEventListener() {},
    removeEventListener() {},
  };
  return { window, entries, position: () => at };
}

describe('the app location (history.state.idx, as react-router kept it)', () => {
  it('numbers a fresh document 0, pushes count up, replaces keep the number, go moves through the history', async () => {
    const browser = fakeWindow('/pages/user/login?redirect=%2F', null);
    Object.assign(globalThis, { window: browser.window });
    const { navigate, go } = await import('./location');
    expect(browser.entries[0]!.state).toEqual({ idx: 0 });

    navigate('/pages/mine/mine');
    navigate('/pages/mine/setting?x=1');
    expect(browser.entries.map((e) => [e.url, e.state])).toEqual([
      ['/pages/user/login?redirect=%2F', { idx: 0 }],
      ['/pages/mine/mine', { idx: 1 }],
      ['/pages/mine/setting?x=1', { idx: 2 }],
    ]);

    navigate('/pages/mine/billing', { replace: true });
    expect(browser.entries[2]).toEqual({ url: '/pages/mine/billing', state: { idx: 2 } });
    expect(browser.window.location).toEqual({ pathname: '/pages/mine/billing', search: '' });

    go(-2);
    expect(browser.position()).toBe(0);
    navigate('/');
    expect(browser.entries.map((e) => e.state)).toEqual([{ idx: 0 }, { idx: 1 }]);
  });
});
