/**
 * Journey 6: the dark theme and the Turkish locale chosen in settings survive a reload (SPEC §3:
 * theme light/dark, locale from local storage, falls back to English).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissNotices, registerViaUi, startJourney, type Journey } from '../support/journey.js';

let j: Journey;

beforeAll(async () => {
  j = await startJourney();
});

afterAll(async () => {
  await j?.close();
});

describe('settings', () => {
  it('dark theme and Türkçe persist across a reload', async () => {
    const { page, app } = j;
    await registerViaUi(page, app, { phone: '5550100601', password: 'Theme1234' });
    await dismissNotices(page);

    const backgroundOf = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await backgroundOf()).toBe('rgb(249, 249, 251)'); // light background #f9f9fb

    await page.goto(`${app.url}/pages/mine/setting`);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(backgroundOf).toBe('rgb(0, 0, 0)'); // dark background #000000
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('radio', { name: 'Türkçe' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr-TR');
    await expect.poll(() => page.title()).toBe('Ayarlar · Aurum Jewellery');

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr-TR');
    await expect.poll(backgroundOf).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // the screen itself is in Turkish after the reload, with Koyu (dark) still chosen
    await expect.poll(() => page.title()).toBe('Ayarlar · Aurum Jewellery');
    expect(await page.getByRole('radio', { name: 'Koyu' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Açık' }).isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: /^Dil/ }).textContent()).toContain('Türkçe');

    // and on another screen after a fresh load of the app
    await page.goto(`${app.url}/pages/mine/mine`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('tr-TR');
    await expect.poll(() => page.getByText('Davet kodu', { exact: true }).count()).toBeGreaterThan(0); // "Invitation code"
    await expect.poll(backgroundOf).toBe('rgb(0, 0, 0)');
    expect(
      await page.evaluate(() => [localStorage.getItem('aurum.theme'), localStorage.getItem('aurum.locale')]),
    ).toEqual(['dark', 'tr-TR']);
  });
});
