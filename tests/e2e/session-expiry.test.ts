/**
 * Journey 3: an expired or revoked token. The next API call answers code 50001 (SPEC §8) and the
 * app logs out by itself: the token is removed and the member lands on /pages/user/login; logging
 * in again returns to the page they were on.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../support/api.js';
import {
  dismissNotices,
  loginViaUi,
  registerViaUi,
  startJourney,
  storedToken,
  type Journey,
} from '../support/journey.js';

let j: Journey;

beforeAll(async () => {
  j = await startJourney();
});

afterAll(async () => {
  await j?.close();
});

/** Collects the envelope codes of /core/ answers from now on. */
function watchCodes(page: Page): { codes: { path: string; code: number }[]; stop(): void } {
  const codes: { path: string; code: number }[] = [];
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/core/app/')) return;
    void res
      .json()
      .then((body: { code?: number }) => codes.push({ path: url.pathname, code: Number(body.code) }))
      .catch(() => undefined);
  };
  page.on('response', onResponse);
  return { codes, stop: () => page.off('response', onResponse) };
}

async function expectLoggedOutToLogin(page: Page, watch: { codes: { path: string; code: number }[] }) {
  await page.waitForURL((u) => u.pathname === '/pages/user/login', { timeout: 20_000 });
  await expect.poll(() => watch.codes.some((c) => c.code === 50001)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('aurum.token'))).toBeNull();
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
}

describe('session expiry', () => {
  it('a token past the session TTL gives 50001 and logs out to the login page', async () => {
    const { page, app } = j;
    const phone = '5550100301';
    await registerViaUi(page, app, { phone, password: 'Expire1234' });
    await dismissNotices(page);
    await page.getByRole('button', { name: 'Recharge' }).first().waitFor();

    // MEMBER_SESSION_TTL_MS is 7 days: move the server's clock 8 days on
    await app.hook('/core/dev/clock/advance', { days: 8 });

    const watch = watchCodes(page);
    await page.getByRole('button', { name: 'Recharge' }).first().click(); // the recharge screen asks the server
    await expectLoggedOutToLogin(page, watch);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pages/recharge/recharge');
    watch.stop();

    // logging in again returns to where the member was
    await loginViaUi(page, app, phone, 'Expire1234');
    await page.waitForURL((u) => u.pathname === '/pages/recharge/recharge');
  });

  it('a revoked token (logged out on the server) gives 50001 and logs out to the login page', async () => {
    const { page, app } = j;
    await page.goto(`${app.url}/pages/mine/mine`);
    await page.getByRole('button', { name: /Log out/ }).waitFor();
    const token = await storedToken(page);

    // the session ends on the server (as after a password change on another device)
    const answer = await postForm(`${app.url}/core/app/auth/logout`, {}, { 'x-access-token': token });
    expect(answer.code).toBe(200);

    const watch = watchCodes(page);
    await page
      .getByRole('button', { name: /Settings/ })
      .first()
      .click();
    await expectLoggedOutToLogin(page, watch);
    watch.stop();
  });
});
