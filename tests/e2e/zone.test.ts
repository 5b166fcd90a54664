/**
 * Journey 5: the community zone. A member publishes a post with a picture (a small PNG made here,
 * uploaded through the picture picker) and a comment on it; both appear in the feed, and the
 * uploaded picture is served back.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dismissNotices,
  expectToast,
  registerViaUi,
  startJourney,
  type Journey,
} from '../support/journey.js';

let j: Journey;

beforeAll(async () => {
  j = await startJourney();
});

afterAll(async () => {
  await j?.close();
});

/** A 24×24 PNG: gold with a dark diagonal, so it is a real, decodable picture. */
function smallPng(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  for (let y = 0; y < 24; y++) {
    for (let x = 0; x < 24; x++) {
      const i = (y * 24 + x) * 4;
      const onLine = Math.abs(x - y) < 2;
      png.data[i] = onLine ? 40 : 216;
      png.data[i + 1] = onLine ? 30 : 175;
      png.data[i + 2] = onLine ? 20 : 129;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

describe('zone', () => {
  it('a post with a picture and a comment appear in the feed', async () => {
    const { page, app } = j;
    await registerViaUi(page, app, { phone: '5550100501', password: 'Zone12345' });
    await dismissNotices(page);

    const text = 'My new gold bracelet, e2e post';
    await page.goto(`${app.url}/pages/zone/zone`);
    await page.getByRole('button', { name: /Share your jewellery moment/ }).click();
    await page.waitForURL((u) => u.pathname === '/pages/zone/publish');

    await page.getByLabel('What would you like to share?').fill(text);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bracelet.png', mimeType: 'image/png', buffer: smallPng() });
    await page.getByRole('img', { name: 'Picture 1 of 1' }).waitFor();
    // uploaded: the "Uploading" spinner on the tile is gone
    await expect
      .poll(() => page.getByText('Uploading', { exact: true }).count(), { timeout: 20_000 })
      .toBe(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Published');
    await page.waitForURL((u) => u.pathname === '/pages/zone/zone');

    const post = page.getByRole('article').filter({ hasText: text });
    await post.waitFor();
    const picture = post.getByRole('list', { name: '1 picture' }).locator('img'); // plural forms (issue 14: was "1 pictures")
    await expect
      .poll(() =>
        picture.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
        ),
      )
      .toBe(24);
    expect(await post.getByRole('button', { name: 'Comments (0)' }).count()).toBe(1);

    // comment on it
    await post.getByRole('button', { name: 'Comments (0)' }).click();
    await page.waitForURL((u) => u.pathname === '/pages/zone/comment');
    const comment = 'Beautiful piece! e2e comment';
    await page.getByRole('textbox', { name: 'Your comment' }).fill(comment);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(page, 'Comment posted');
    await page.getByText(comment, { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Comments (1)' }).count()).toBe(1);

    // back in the feed (a fresh load): the post shows its picture and one comment
    await page.goto(`${app.url}/pages/zone/zone`);
    const again = page.getByRole('article').filter({ hasText: text });
    await again.getByRole('button', { name: 'Comments (1)' }).waitFor();
    await expect
      .poll(() =>
        again
          .locator('img')
          .last()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(24);
  });
});
