/** Public content: home slides, area codes, about/guide/agreement texts, public configuration, version. */
import type { AppContext } from '../../../kernel/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import { localize } from '../../platform/translations/localize.js';
import { iso } from '../shared.js';
import { PUBLIC_CONFIG_KEYS, readConfig } from './config.js';
import './messages.js';
import { contentInLocales, enabledAreaCodes, enabledSlides, type ContentTypeName } from './queries.js';

const FALLBACK_LOCALE: Locale = 'en-US';

export async function slides(ctx: AppContext, locale: Locale) {
  const rows = await enabledSlides(ctx.db);
  const list = rows.map((r) => ({ id: Number(r.id), title: r.title, imageUrl: r.image_url, linkUrl: r.link_url }));
  return localize(ctx.db, locale, 'swiper_slide', list, { title: 'title', image_url: 'imageUrl' });
}

export const areaCodes = (ctx: AppContext) => enabledAreaCodes(ctx.db);

/** The text in the member's language, en-US when it has none. */
export async function contentByType(ctx: AppContext, locale: Locale, type: ContentTypeName) {
  const rows = await contentInLocales(ctx.db, type, [locale, FALLBACK_LOCALE]);
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === FALLBACK_LOCALE);
  if (!row) throw notFound('community.content.notFound');
  return { type: row.type, locale: row.locale, title: row.title, content: row.content, updatedAt: iso(row.updated_at) };
}

/** Only allow-listed keys are public; the rest of the configuration is the operators'. */
export async function publicConfigValue(ctx: AppContext, requestedKey: string) {
  const key = requestedKey.trim().toLowerCase();
  if (!(PUBLIC_CONFIG_KEYS as readonly string[]).includes(key)) throw badRequest('community.config.unknownKey');
  return (await readConfig(ctx.db, key)) ?? '';
}

export async function downloadUrl(ctx: AppContext) {
  const url = (await readConfig(ctx.db, 'download_url'))?.trim();
  if (!url) throw badRequest('community.config.downloadUnavailable');
  return { url };
}

/** The current app version (1.2.2, code 10 until an operator sets another) and whether the caller is behind. */
export async function appVersion(ctx: AppContext, callerCode: number | undefined) {
  const version = (await readConfig(ctx.db, 'app_version')) ?? '1.2.2';
  const versionCode = Number((await readConfig(ctx.db, 'app_version_code')) ?? '10');
  const downloadUrl = (await readConfig(ctx.db, 'download_url')) ?? '';
  return { version, versionCode, downloadUrl, updateAvailable: callerCode !== undefined && callerCode < versionCode };
}
