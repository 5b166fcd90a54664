import { it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { sharedApp } from '../support/journey.js';
import { consoleContext, openScreen, signInToConsole } from '../support/console.js';

it('screenshots', async () => {
  const app = sharedApp();
  const browser = await launchBrowser();
  for (const [colorScheme, width] of [['light', 1280], ['dark', 1280], ['light', 768]] as const) {
    const page = await (await consoleContext(browser, app.url, { colorScheme, width })).newPage();
    const shot = (name: string) => page.screenshot({ path: `/tmp/shots17a/${name}-${colorScheme}-${width}.png`, fullPage: true });
    await signInToConsole(page, app.url, 'admin', 'admin123');
    await openScreen(page, 'Content');
    await page.getByRole('table', { name: 'Slides' }).getByRole('button').first().click();
    await page.getByRole('form', { name: 'Translations' }).waitFor();
    await shot('slides');
    await page.getByRole('tab', { name: 'Scroll messages' }).click();
    await page.getByRole('table', { name: 'Scroll messages' }).getByRole('button').first().click();
    await page.getByRole('form', { name: 'Translations' }).waitFor();
    await shot('scroll');
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await shot('pages');
    await openScreen(page, 'Engagement');
    await page.getByRole('table', { name: 'Bonus codes' }).getByRole('button').first().click();
    await shot('bonus');
    await page.getByRole('button', { name: 'New bonus code' }).click();
    await page.getByRole('form', { name: 'New bonus code' }).getByLabel('Amount').fill('abc');
    await page.getByRole('form', { name: 'New bonus code' }).getByLabel('Code').fill('abcdef');
    await page.getByRole('form', { name: 'New bonus code' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('alert').waitFor();
    await shot('bonus-error');
    await page.getByRole('tab', { name: 'Red envelopes' }).click();
    await page.getByRole('table', { name: 'Red envelope rules' }).getByRole('button').first().click();
    await shot('envelopes');
    await page.getByRole('tab', { name: 'Lottery prizes' }).click();
    await page.getByRole('table', { name: 'Lottery prizes' }).getByRole('button').first().click();
    await page.getByRole('form', { name: 'Translations' }).waitFor();
    await shot('prizes');
    await page.getByRole('tab', { name: 'Lottery rounds' }).click();
    await page.getByRole('table', { name: 'Lottery rounds' }).getByRole('row').nth(1).waitFor();
    await shot('rounds');
    await page.getByRole('tab', { name: 'Chances' }).click();
    await page.getByRole('table', { name: 'Chance rules' }).getByRole('button').first().click();
    await shot('chances');
    await page.context().close();
  }
  await browser.close();
});
