/**
 * The console's Content and Engagement screens (issue 17, item 7) against the real server on its
 * fresh embedded database, with the member app and the member API next to them:
 *   - a scroll message and a home slide written in the console show in the member app's home; an
 *     edit of one field keeps the others; a translation reaches members of that language;
 *   - a page's text written for one more language is what the member API answers in it;
 *   - a notice for every language translated in the console is what Spanish members read;
 *   - a bonus code created and disabled in the console is refused, enabled again it is redeemed;
 *   - a lottery prize added in the console and a new round opened there are what members draw from;
 *   - support sees no Engagement, finance no Content, and the server refuses them anyway;
 *   - the audit log records each change;
 *   - axe finds no violation on any of the new screens, light or dark.
 */
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMoney, post, postForm } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import {
  dismissNotices,
  registerViaUi,
  startJourney,
  storedToken,
  type Journey,
} from '../support/journey.js';
import { axeViolations, consoleContext, openScreen, signInToConsole } from '../support/console.js';

const MEMBER = { phone: '5550171701', password: 'Content1234' };
const stamp = Date.now().toString(36);
const FINANCE = { username: `cfinance-${stamp}`, password: 'Finance1234' };
const SUPPORT = { username: `csupport-${stamp}`, password: 'Support1234' };

let j: Journey;
let browser: Browser;
let admin: Page;
let token: string;

/** The member API in one language (Accept-Language), with the member's token. */
const member = <T = unknown>(path: string, form: Record<string, string | number> = {}, locale = 'en-US') =>
  postForm<T>(`${j.app.url}/core${path}`, form, { 'x-access-token': token, 'accept-language': locale });

const consoleToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('aurum.console.session') ?? '{}') as { token?: string }).token ?? '',
  );

/** Opens a tab of the current screen. */
const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

async function auditActions(target: string): Promise<string[]> {
  const answer = await j.operator.must('/admin/console/audit/page', {
    target,
    page: 1,
    size: 20,
  });
  return answer.records.map((r) => r.action);
}

const created = { scroll: 0, slide: 0, prize: 0, round: 0 };

beforeAll(async () => {
  j = await startJourney();
  for (const op of [
    { ...FINANCE, role: 'finance' as const },
    { ...SUPPORT, role: 'support' as const },
  ])
    await j.operator.must('/admin/console/operators/create', op);
  await registerViaUi(j.page, j.app, { phone: MEMBER.phone, password: MEMBER.password });
  await dismissNotices(j.page);
  token = await storedToken(j.page);
  browser = await launchBrowser();
  admin = await (await consoleContext(browser, j.app.url)).newPage();
  admin.setDefaultTimeout(20_000);
  await signInToConsole(admin, j.app.url, 'admin', 'admin123');
});

afterAll(async () => {
  // leave the shared server's content as the other files expect it
  if (created.scroll)
    await j.operator
      .must('/admin/community/scrollMessages/delete', { id: created.scroll })
      .catch(() => undefined);
  if (created.slide)
    await j.operator.must('/admin/community/swiper/delete', { id: created.slide }).catch(() => undefined);
  if (created.prize) {
    await j.operator
      .must('/admin/community/lottery/prizes/save', { id: created.prize, enabled: false })
      .catch(() => undefined);
    if (created.round) {
      await j.operator
        .must('/admin/community/lottery/rounds/close', { id: created.round })
        .catch(() => undefined);
      await j.operator.must('/admin/community/lottery/rounds/create').catch(() => undefined);
    }
  }
  await browser?.close();
  await j?.close();
});

describe('console: content and engagement', () => {
  it('a scroll message written in the console scrolls in the member app; a partial edit and a translation', async () => {
    const text = `Console scroll ${stamp}: the summer plan is open.`;
    await openScreen(admin, 'Content');
    await openTab(admin, 'Scroll messages');
    await admin.getByRole('button', { name: 'New scroll message' }).click();
    const form = admin.getByRole('form', { name: 'New scroll message' });
    await form.getByLabel('Message (English)').fill(text);
    await form.getByLabel('Sort').fill('9');
    await form.getByRole('button', { name: 'Create' }).click();
    const status = admin.getByRole('status').filter({ hasText: /Scroll message #\d+ saved/ });
    await status.waitFor();
    created.scroll = Number(/#(\d+)/.exec((await status.textContent())!)![1]);
    const list = async () =>
      (await j.operator.must('/admin/community/scrollMessages/list')).find(
        (m) => m.id === created.scroll,
      )!;
    expect(await list()).toMatchObject({ content: text, enabled: true, sort: 9 });

    // the member app's home shows it in the scrolling bar
    await j.page.goto(`${j.app.url}/`);
    await dismissNotices(j.page);
    await j.page.locator('li', { hasText: text }).first().waitFor();

    // an edit of the sort alone keeps the text; the editor shows what changed
    const editor = admin.getByRole('form', { name: `Edit scroll message #${created.scroll}` });
    await editor.getByLabel('Sort').fill('8');
    expect(await editor.textContent()).toContain('Changed: sort');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await list()).sort).toBe(8);
    expect((await list()).content).toBe(text);

    // a Spanish translation: Spanish members read it, English ones the row itself
    const translations = admin.getByRole('form', { name: 'Translations' });
    await translations
      .getByLabel('Message (Español)')
      .fill(`Desplazamiento ${stamp}: el plan de verano está abierto.`);
    await translations.getByRole('button', { name: 'Save translations' }).click();
    await translations.getByRole('status').filter({ hasText: '1 translation saved.' }).waitFor();
    const inSpanish = await member<{ id: number; content: string }[]>('/app/scrollMessage/list', {}, 'es');
    expect(inSpanish.result.find((m) => m.id === created.scroll)?.content).toBe(
      `Desplazamiento ${stamp}: el plan de verano está abierto.`,
    );
    const inEnglish = await member<{ id: number; content: string }[]>('/app/scrollMessage/list');
    expect(inEnglish.result.find((m) => m.id === created.scroll)?.content).toBe(text);

    expect(await auditActions(`scroll:${created.scroll}`)).toEqual([
      'community.scrollMessage.save',
      'community.scrollMessage.save',
    ]);
  });

  it('a home slide added in the console shows in the member app’s banner; a title edit keeps the picture', async () => {
    const seeded = (await j.operator.must('/admin/community/swiper/list'))[0]!;
    const title = `Console slide ${stamp}`;
    await openScreen(admin, 'Content');
    await openTab(admin, 'Home slides');
    await admin.getByRole('button', { name: 'New slide' }).click();
    const form = admin.getByRole('form', { name: 'New slide' });
    // no picture, no slide: Create stays disabled
    expect(await form.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Picture address').fill(seeded.imageUrl);
    await form.getByLabel('Sort').fill('-1'); // first in the banner
    await form.getByRole('button', { name: 'Create' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Slide “${title}” saved.` })
      .waitFor();
    const slides = () => j.operator.must('/admin/community/swiper/list');
    const mine = (await slides()).find((s) => s.title === title)!;
    created.slide = mine.id;
    expect(mine).toMatchObject({ imageUrl: seeded.imageUrl, linkUrl: null, enabled: true, sort: -1 });

    const shown = await member<{ id: number; title: string; imageUrl: string }[]>('/app/swiper/findAll');
    expect(shown.result[0]).toMatchObject({ id: mine.id, title, imageUrl: seeded.imageUrl });
    await j.page.goto(`${j.app.url}/`);
    await dismissNotices(j.page);
    await j.page.getByAltText(title).first().waitFor({ state: 'attached' });

    // change the title only: picture, sort and the rest stay
    const editor = admin.getByRole('form', { name: `Edit slide “${title}”` });
    await editor.getByLabel('Title').fill(`${title} (edited)`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Slide “${title} (edited)” saved.` })
      .waitFor();
    expect((await slides()).find((s) => s.id === mine.id)).toEqual({ ...mine, title: `${title} (edited)` });
    expect(await auditActions(`swiper:${mine.id}`)).toEqual([
      'community.swiper.save',
      'community.swiper.save',
    ]);

    // a Spanish title: Spanish members read it, over the English picture (no Spanish one given)
    const translations = admin.getByRole('form', { name: 'Translations' });
    await translations.getByLabel('Title (Español)').fill(`Diapositiva ${stamp}`);
    await translations.getByRole('button', { name: 'Save translations' }).click();
    await translations.getByRole('status').filter({ hasText: '1 translation saved.' }).waitFor();
    const inSpanish = await member<{ id: number; title: string; imageUrl: string }[]>(
      '/app/swiper/findAll',
      {},
      'es',
    );
    expect(inSpanish.result.find((s) => s.id === mine.id)).toMatchObject({
      title: `Diapositiva ${stamp}`,
      imageUrl: seeded.imageUrl,
    });
    expect(await auditActions(`swiper_slide:${mine.id}:title:es`)).toEqual(['translations.save']);
  });

  it('a slide picture uploaded in the editor: its address fills the field and the file is served', async () => {
    const png = new PNG({ width: 64, height: 32 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([216, 175, 129, 255], i);
    await openScreen(admin, 'Content');
    await openTab(admin, 'Home slides');
    await admin.getByRole('button', { name: 'New slide' }).click();
    const form = admin.getByRole('form', { name: 'New slide' });
    await form.getByLabel('Or upload a picture').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(png),
    });
    await expect
      .poll(() => form.getByLabel('Picture address').inputValue())
      .toMatch(/^\/core\/file\/uploads\/[0-9a-f]{32}\.png$/);
    const address = await form.getByLabel('Picture address').inputValue();
    const served = await fetch(`${j.app.url}${address}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // not saved: the slide list is unchanged until Create
    const before = await j.operator.must('/admin/community/swiper/list');
    expect(before.some((s) => s.imageUrl === address)).toBe(false);
  });

  it('a page written for one more language is what members of that language read', async () => {
    const before = await member<{ locale: string; title: string }>(
      '/app/platform/info/getContentByType',
      { type: 'about' },
      'fr',
    );
    // not written in French yet: the English text is the fallback
    expect(before.result.locale).toBe('en-US');
    await openScreen(admin, 'Content');
    await openTab(admin, 'Pages');
    await admin.getByRole('combobox', { name: 'Page' }).selectOption('about');
    await admin.getByRole('button', { name: 'Français' }).click();
    const form = admin.getByRole('form', { name: 'About us · Français' });
    await form.getByLabel('Title').fill('À propos de nous');
    await form.getByLabel('Text').fill(`Bienvenue ${stamp}.`);
    await form.getByRole('button', { name: 'Create' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'About us (Français) saved: “À propos de nous”.' })
      .waitFor();
    const inFrench = async () =>
      (
        await member<{ locale: string; title: string; content: string }>(
          '/app/platform/info/getContentByType',
          { type: 'about' },
          'fr',
        )
      ).result;
    expect(await inFrench()).toMatchObject({
      locale: 'fr',
      title: 'À propos de nous',
      content: `Bienvenue ${stamp}.`,
    });
    // the table shows it written; an edit of the text alone keeps the title
    await admin
      .getByRole('row', { name: /Français/ })
      .filter({ hasText: 'À propos de nous' })
      .waitFor();
    const editor = admin.getByRole('form', { name: 'About us · Français' });
    await editor.getByLabel('Text').fill(`Bienvenue ${stamp}, deuxième version.`);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await inFrench()).content).toBe(`Bienvenue ${stamp}, deuxième version.`);
    expect((await inFrench()).title).toBe('À propos de nous');
    // other languages are untouched
    const inEnglish = await member<{ locale: string }>('/app/platform/info/getContentByType', {
      type: 'about',
    });
    expect(inEnglish.result.locale).toBe('en-US');
    expect(await auditActions('content:about:fr')).toEqual([
      'community.content.save',
      'community.content.save',
    ]);
  });

  it('a notice for every language is translated in the console; Spanish members read the translation', async () => {
    const title = `Console notice ${stamp}`;
    const notice = await j.operator.must('/admin/community/notices/save', {
      title,
      content: 'The summer plan opens on Monday.',
      published: true,
      sort: -1,
    });
    try {
      await openScreen(admin, 'Notices');
      await admin.getByRole('table', { name: 'Notices' }).getByRole('button', { name: title }).click();
      const translations = admin.getByRole('form', { name: 'Translations' });
      await translations.getByLabel('Title (Español)').fill(`Aviso ${stamp}`);
      await translations.getByLabel('Text (Español)').fill('El plan de verano abre el lunes.');
      await translations.getByRole('button', { name: 'Save translations' }).click();
      await translations.getByRole('status').filter({ hasText: '2 translations saved.' }).waitFor();

      type Notice = { id: number; title: string; content: string };
      const inSpanish = (await member<Notice[]>('/app/sysMessage/findAll', {}, 'es')).result.find((n) => n.id === notice.id);
      expect(inSpanish).toMatchObject({ title: `Aviso ${stamp}`, content: 'El plan de verano abre el lunes.' });
      const inEnglish = (await member<Notice[]>('/app/sysMessage/findAll')).result.find((n) => n.id === notice.id);
      expect(inEnglish).toMatchObject({ title, content: 'The summer plan opens on Monday.' });
      expect(await auditActions(`notice:${notice.id}:title:es`)).toEqual(['translations.save']);
    } finally {
      await j.operator.must('/admin/community/notices/save', { id: notice.id, published: false });
    }
  });

  it('a bonus code created in the console: refused while disabled, redeemed once enabled', async () => {
    const code = `C${stamp}`.toUpperCase().slice(0, 16);
    await openScreen(admin, 'Engagement');
    await admin.getByRole('button', { name: 'New bonus code' }).click();
    const form = admin.getByRole('form', { name: 'New bonus code' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Amount').fill('abc');
    await form.getByLabel('Total uses').fill('10');
    await form.getByRole('button', { name: 'Create' }).click();
    // bad input: the server's message, nothing created
    await form.getByRole('alert').waitFor();
    await form.getByLabel('Amount').fill('5.25');
    await form.getByRole('button', { name: 'Create' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Bonus code ${code} created: 5.25 × 10.` })
      .waitFor();

    // disabled (after a confirmation), it is refused
    const editor = admin.getByRole('form', { name: `Bonus code ${code}` });
    await editor.getByRole('button', { name: 'Disable' }).click();
    await admin
      .getByRole('alertdialog', { name: `Disable ${code}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Bonus code ${code} disabled.` })
      .waitFor();
    const before = await memberMoney(j.app.url, token);
    const refused = await member('/app/bonus/redeem', { code });
    expect(refused.code).not.toBe(200);
    expect((await memberMoney(j.app.url, token)).balance).toBe(before.balance);

    // total uses changed alone: amount and expiry stay; enabled again, the member redeems it
    const stored = async () =>
      (
        await j.operator.must('/admin/community/bonus/list', { page: 1, size: 50 })
      ).records.find((c) => c.code === code)!;
    const disabled = await stored();
    await editor.getByLabel('Total uses').fill('20');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Bonus code ${code} saved: totalUses changed.` })
      .waitFor();
    expect(await stored()).toEqual({ ...disabled, totalUses: 20 });
    await editor.getByRole('button', { name: 'Enable' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Bonus code ${code} enabled.` })
      .waitFor();
    const redeemed = await member<{ amount: string }>('/app/bonus/redeem', { code });
    expect(redeemed.code, redeemed.message).toBe(200);
    expect(redeemed.result.amount).toBe('5.25');
    const after = await memberMoney(j.app.url, token);
    expect(Math.round(Number(after.balance) * 100) - Math.round(Number(before.balance) * 100)).toBe(525);
    // the console's list shows the use once it refetches
    await admin.getByRole('tab', { name: 'Red envelopes' }).click();
    await admin.getByRole('tab', { name: 'Bonus codes' }).click();
    await expect
      .poll(() => admin.getByRole('row', { name: new RegExp(code) }).textContent())
      .toContain('1 of 20');
    expect(await auditActions(`bonus:${disabled.id}`)).toEqual([
      'community.bonus.update',
      'community.bonus.update',
      'community.bonus.update',
      'community.bonus.create',
    ]);
  });

  it('a lottery prize added in the console is in the round members draw from once a new round opens', async () => {
    const name = `Console prize ${stamp}`;
    await openScreen(admin, 'Engagement');
    await openTab(admin, 'Lottery prizes');
    await admin.getByRole('button', { name: 'New prize' }).click();
    const form = admin.getByRole('form', { name: 'New prize' });
    await form.getByLabel('Name (English)').fill(name);
    await form.getByLabel('Amount').fill('2.00');
    await form.getByLabel('Weight').fill('0'); // no odds yet: it is edited below
    await form.getByLabel('Stock').fill('50');
    await form.getByRole('button', { name: 'Create' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Prize “${name}” saved.` })
      .waitFor();
    const prizes = () => j.operator.must('/admin/community/lottery/prizes/list');
    const mine = (await prizes()).find((p) => p.name === name)!;
    created.prize = mine.id;
    expect(mine).toMatchObject({ kind: 'cash', amount: '2.00', weight: 0, stock: 50, enabled: true });

    // the weight alone: 1000 of the enabled weights (seeded 1000) is 50 %; the rest stays
    const editor = admin.getByRole('form', { name: `Edit prize “${name}”` });
    await editor.getByLabel('Weight').fill('1000');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await prizes()).find((p) => p.id === mine.id)!.weight).toBe(1000);
    expect((await prizes()).find((p) => p.id === mine.id)).toEqual({ ...mine, weight: 1000 });
    const total = (await prizes()).filter((p) => p.enabled).reduce((n, p) => n + p.weight, 0);
    const odds = `${((1000 * 100) / total).toFixed(2)}%`;
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(name) }).textContent()).toContain(odds);

    // a name in Turkish
    const translations = admin.getByRole('form', { name: 'Translations' });
    await translations.getByLabel('Name (Türkçe)').fill(`Konsol ödülü ${stamp}`);
    await translations.getByRole('button', { name: 'Save translations' }).click();
    await translations.getByRole('status').filter({ hasText: '1 translation saved.' }).waitFor();

    // the open round keeps its frozen odds: close it and open a new one in the console
    await openTab(admin, 'Lottery rounds');
    const open = (await j.operator.must('/admin/community/lottery/rounds/list')).find(
      (r) => r.status === 'open',
    );
    if (open) {
      await admin.getByRole('button', { name: `Close #${open.id}` }).click();
      await admin
        .getByRole('alertdialog', { name: `Close round #${open.id}?` })
        .getByRole('button', { name: 'Close round' })
        .click();
      await admin
        .getByRole('status')
        .filter({ hasText: `Round #${open.id} closed.` })
        .waitFor();
    }
    await admin.getByRole('button', { name: 'Open a new round' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Open a new round?' })
      .getByRole('button', { name: 'Open round' })
      .click();
    const opened = admin.getByRole('status').filter({ hasText: /Round #\d+ opened/ });
    await opened.waitFor();
    created.round = Number(/#(\d+)/.exec((await opened.textContent())!)![1]);

    type Rewards = {
      roundId: number;
      prizes: { id: number; name: string; odds: string; inStock: boolean }[];
    };
    const rewards = async (locale: string) =>
      (
        await fetch(`${j.app.url}/core/app/lottery/getRewardList`, {
          headers: { 'x-access-token': token, 'accept-language': locale },
        }).then((r) => r.json() as Promise<{ code: number; result: Rewards }>)
      ).result;
    const english = await rewards('en-US');
    expect(english.roundId).toBe(created.round);
    expect(english.prizes.find((p) => p.id === mine.id)).toMatchObject({ name, odds, inStock: true });
    const turkish = await rewards('tr-TR');
    expect(turkish.prizes.find((p) => p.id === mine.id)?.name).toBe(`Konsol ödülü ${stamp}`);
    expect(await auditActions(`lotteryPrize:${mine.id}`)).toEqual([
      'community.lotteryPrize.save',
      'community.lotteryPrize.save',
    ]);
  });

  it('finance gives a member chances in the console; the grant is listed with who gave it', async () => {
    const page = await (await consoleContext(browser, j.app.url)).newPage();
    try {
      await signInToConsole(page, j.app.url, FINANCE.username, FINANCE.password);
      const memberId = (await member<{ id: number }>('/app/user/getUserInfo')).result.id;
      const remaining = async () =>
        (
          await fetch(`${j.app.url}/core/app/lottery/getRewardList`, {
            headers: { 'x-access-token': token },
          }).then((r) => r.json() as Promise<{ result: { remainingChances: number } }>)
        ).result.remainingChances;
      const before = await remaining();
      await openScreen(page, 'Engagement');
      await openTab(page, 'Chances');
      const grant = page.getByRole('form', { name: 'Give chances to a member' });
      await grant.getByLabel('Member id').fill(String(memberId));
      await grant.getByLabel('Chances to give').fill('3');
      await grant.getByRole('button', { name: 'Give chances' }).click();
      await page
        .getByRole('alertdialog', { name: `Give member #${memberId} 3 chances?` })
        .getByRole('button', { name: 'Give chances' })
        .click();
      await grant
        .getByRole('status')
        .filter({ hasText: `Member #${memberId} was given 3 chances` })
        .waitFor();
      expect(await remaining()).toBe(before + 3);
      await page.getByLabel('Filter by member id').fill(String(memberId));
      const latest = page.getByRole('table', { name: 'Chances given' }).getByRole('row').nth(1);
      await expect.poll(() => latest.textContent()).toContain(`operator ${FINANCE.username}`);
      expect(await latest.textContent()).toContain(`#${memberId} · ${MEMBER.phone}`);
    } finally {
      await page.context().close();
    }
  });

  it('support sees no Engagement and finance no Content; the server refuses them anyway', async () => {
    for (const [who, sees, hidden] of [
      [SUPPORT, 'Content', 'Engagement'],
      [FINANCE, 'Engagement', 'Content'],
    ] as const) {
      const page = await (await consoleContext(browser, j.app.url)).newPage();
      try {
        await signInToConsole(page, j.app.url, who.username, who.password);
        const nav = page.getByRole('navigation', { name: 'Console' });
        expect(await nav.getByRole('link', { name: sees }).count()).toBe(1);
        expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
        const operatorToken = await consoleToken(page);
        const refused =
          who === SUPPORT
            ? [
                [
                  '/admin/community/bonus/create',
                  {
                    code: 'NOPE1234',
                    amount: '1.00',
                    totalUses: 1,
                    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
                  },
                ],
                ['/admin/community/lottery/prizes/save', { name: 'x', kind: 'none', weight: 1 }],
                ['/admin/community/envelopeRules/save', { kind: 'registration', title: 'x', amount: '1.00' }],
              ]
            : [
                ['/admin/community/scrollMessages/save', { content: 'x' }],
                ['/admin/community/swiper/save', { imageUrl: '/x.png' }],
                ['/admin/community/content/save', { type: 'about', locale: 'es', title: 'x', content: 'x' }],
              ];
        for (const [path, body] of refused) {
          const answer = await post(`${j.app.url}/core${path}`, body, { 'x-operator-token': operatorToken });
          expect(answer.code, `${who.username} ${path}`).toBe(403);
        }
      } finally {
        await page.context().close();
      }
    }
    // nothing was written by the refused calls
    expect(
      (await j.operator.must('/admin/community/scrollMessages/list')).map((m) => m.content),
    ).not.toContain('x');
  });

  it('has no axe violations on the new screens, light or dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await (await consoleContext(browser, j.app.url, { colorScheme })).newPage();
      try {
        await signInToConsole(page, j.app.url, 'admin', 'admin123');
        await openScreen(page, 'Content');
        await page.getByRole('table', { name: 'Slides' }).getByRole('button').first().click();
        await page.getByRole('form', { name: 'Translations' }).waitFor();
        expect(await axeViolations(page), `slides, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Scroll messages');
        await page.getByRole('table', { name: 'Scroll messages' }).getByRole('button').first().click();
        await page.getByRole('form', { name: 'Translations' }).waitFor();
        expect(await axeViolations(page), `scroll messages, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Pages');
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('form', { name: /About us · English/ }).waitFor();
        expect(await axeViolations(page), `pages, ${colorScheme}`).toEqual([]);

        await openScreen(page, 'Engagement');
        await page.getByRole('table', { name: 'Bonus codes' }).getByRole('button').first().click();
        expect(await axeViolations(page), `bonus codes, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Red envelopes');
        await page.getByRole('table', { name: 'Red envelope rules' }).getByRole('button').first().click();
        await page.getByRole('form', { name: /Edit rule/ }).waitFor();
        expect(await axeViolations(page), `red envelopes, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Lottery prizes');
        await page.getByRole('table', { name: 'Lottery prizes' }).getByRole('button').first().click();
        await page.getByRole('form', { name: 'Translations' }).waitFor();
        expect(await axeViolations(page), `lottery prizes, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Lottery rounds');
        await page.getByRole('table', { name: 'Lottery rounds' }).getByRole('row').nth(1).waitFor();
        expect(await axeViolations(page), `lottery rounds, ${colorScheme}`).toEqual([]);
        await openTab(page, 'Chances');
        await page.getByRole('table', { name: 'Chance rules' }).getByRole('button').first().click();
        await page.getByRole('form', { name: /Edit chance rule/ }).waitFor();
        expect(await axeViolations(page), `chances, ${colorScheme}`).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });
});
