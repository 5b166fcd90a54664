/**
 * Journey 4: the notice popup on home (SPEC §4). Notices come one at a time; "I know it" is
 * disabled during a countdown of notice_popup_wait_seconds (set to 3 s here by the operator to keep
 * the test short), then marks the notice read and shows the next; after the last the popup closes
 * and read notices do not come back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticePopup, registerViaUi, startJourney, type Journey } from '../support/journey.js';

const WAIT_SECONDS = 3;
// The seeded notices, in the server's order (sort, newest first).
const NOTICES = ['Welcome to Aurum', 'Withdrawal times', 'Community zone rules'];

let j: Journey;

beforeAll(async () => {
  j = await startJourney({ noticeWaitSeconds: WAIT_SECONDS });
});

afterAll(async () => {
  await j?.operator.setConfig('notice_popup_wait_seconds', '0').catch(() => undefined);
  await j?.close();
});

describe('notice popup on home', () => {
  it('counts down with the button disabled, shows the next notice, closes after the last', async () => {
    const { page, app } = j;
    await registerViaUi(page, app, { phone: '5550100401', password: 'Notice1234' });

    const dialog = noticePopup(page);
    for (const [index, title] of NOTICES.entries()) {
      await expect
        .poll(() => dialog.getByRole('heading').first().textContent(), { timeout: 20_000 })
        .toBe(title);
      const button = dialog.getByRole('button', { name: /^I know it/ });
      // countdown visible, button disabled
      await expect.poll(() => button.textContent()).toMatch(/^I know it \([1-3] s\)$/);
      expect(await button.isDisabled()).toBe(true);
      const shownAt = Date.now();
      // the label counts down to plain "I know it" and the button becomes enabled
      await expect.poll(() => button.textContent(), { timeout: (WAIT_SECONDS + 5) * 1000 }).toBe('I know it');
      expect(await button.isEnabled()).toBe(true);
      expect(Date.now() - shownAt, `notice ${index + 1} waited`).toBeGreaterThanOrEqual(
        (WAIT_SECONDS - 1) * 1000,
      );
      await button.click();
    }
    await expect.poll(() => dialog.count()).toBe(0);

    // marked read on the server: a reload of home shows no popup again
    await page.reload();
    await page.getByRole('button', { name: 'Recharge' }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await noticePopup(page).count()).toBe(0);
  });
});
