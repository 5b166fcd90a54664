/**
 * Public content, the operators' side: scroll messages, home slides, the about/guide/agreement
 * texts per locale, area codes and the editable configuration; every change audited.
 */
import type { AppContext, OperatorIdentity } from '../../../kernel/context.js';
import { badRequest } from '../../../http/errors.js';
import type { Locale } from '../../../http/i18n.js';
import { lockRowForEdit, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { auditedChange, savedOutcome } from '../admin/kit.js';
import { iso } from '../shared.js';
import { EDITABLE_CONFIG_KEYS, configValueProblem, readConfig } from './config.js';
import './messages.js';
import {
  allAreaCodes,
  allScrollMessages,
  allSlides,
  allTexts,
  deleteById,
  insertAreaCode,
  insertText,
  lockAreaCode,
  lockText,
  updateAreaCode,
  updateText,
  writeConfig,
  type ContentTypeName,
} from './queries.js';

const scrollOut = (r: { id: bigint; content: string; enabled: boolean; sort: number; created_at: Date }) => ({
  id: Number(r.id),
  content: r.content,
  enabled: r.enabled,
  sort: r.sort,
  createdAt: iso(r.created_at),
});

const slideOut = (r: {
  id: bigint;
  title: string;
  image_url: string;
  link_url: string | null;
  enabled: boolean;
  sort: number;
}) => ({
  id: Number(r.id),
  title: r.title,
  imageUrl: r.image_url,
  linkUrl: r.link_url,
  enabled: r.enabled,
  sort: r.sort,
});

const textOut = (r: { type: string; locale: string; title: string; content: string; updated_at: Date }) => ({
  type: r.type,
  locale: r.locale,
  title: r.title,
  content: r.content,
  updatedAt: iso(r.updated_at),
});

// ---- scroll messages

export const listScrollMessages = async (ctx: AppContext) => (await allScrollMessages(ctx.db)).map(scrollOut);

export function saveScrollMessage(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { id?: number; content?: string; enabled?: boolean; sort?: number },
) {
  requireOnCreate(!body.id, { content: body.content });
  return auditedChange(ctx, operator, 'scrollMessage.save', async (trx) => {
    const { before, after } = await saveRow(trx, 'scroll_messages', body.id, {
      values: { content: body.content, enabled: body.enabled, sort: body.sort },
      defaults: { enabled: true, sort: 0 },
      createOnly: { created_by: operator.id, created_at: ctx.clock.now() },
    });
    return savedOutcome(`scroll:${after.id}`, before, after, scrollOut);
  });
}

export function deleteScrollMessage(ctx: AppContext, operator: OperatorIdentity, id: number) {
  return auditedChange(ctx, operator, 'scrollMessage.delete', async (trx) => {
    const before = await lockRowForEdit(trx, 'scroll_messages', BigInt(id));
    await deleteById(trx, 'scroll_messages', before.id);
    return { target: `scroll:${before.id}`, before: scrollOut(before), result: { id } };
  });
}

// ---- home slides

export const listSlides = async (ctx: AppContext) => (await allSlides(ctx.db)).map(slideOut);

export function saveSlide(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: {
    id?: number;
    title?: string;
    imageUrl?: string;
    linkUrl?: string;
    enabled?: boolean;
    sort?: number;
  },
) {
  requireOnCreate(!body.id, { imageUrl: body.imageUrl });
  return auditedChange(ctx, operator, 'swiper.save', async (trx) => {
    const values = {
      title: body.title,
      image_url: body.imageUrl,
      link_url: body.linkUrl === undefined ? undefined : body.linkUrl || null,
      enabled: body.enabled,
      sort: body.sort,
    };
    const { before, after } = await saveRow(trx, 'swiper_slides', body.id, {
      values,
      defaults: { title: '', link_url: null, enabled: true, sort: 0 },
    });
    return savedOutcome(`swiper:${after.id}`, before, after, slideOut);
  });
}

export function deleteSlide(ctx: AppContext, operator: OperatorIdentity, id: number) {
  return auditedChange(ctx, operator, 'swiper.delete', async (trx) => {
    const before = await lockRowForEdit(trx, 'swiper_slides', BigInt(id));
    await deleteById(trx, 'swiper_slides', before.id);
    return { target: `swiper:${before.id}`, before: slideOut(before), result: { id } };
  });
}

// ---- about / guide / agreement texts

export const listTexts = async (ctx: AppContext) => (await allTexts(ctx.db)).map(textOut);

/** Of an existing text, a field not sent keeps its value; a text not written yet needs title and content. */
export function saveText(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { type: ContentTypeName; locale: Locale; title?: string; content?: string },
) {
  return auditedChange(ctx, operator, 'content.save', async (trx) => {
    const before = await lockText(trx, body.type, body.locale);
    const now = ctx.clock.now();
    let after;
    if (before) {
      after = await updateText(trx, body.type, body.locale, {
        title: body.title,
        content: body.content,
        updated_at: now,
      });
    } else {
      const { title, content } = body;
      if (title === undefined || content === undefined)
        throw badRequest('validation.required', { field: title === undefined ? 'title' : 'content' });
      after = await insertText(trx, {
        type: body.type,
        locale: body.locale,
        title,
        content,
        updated_at: now,
      });
    }
    return {
      target: `content:${body.type}:${body.locale}`,
      before: before ? textOut(before) : undefined,
      after: textOut(after),
      result: textOut(after),
    };
  });
}

// ---- area codes

export const listAreaCodes = (ctx: AppContext) => allAreaCodes(ctx.db);

/** Of an existing code, a field not sent keeps its value; a new one needs country and name. */
export function saveAreaCode(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { code: string; country?: string; name?: string; enabled?: boolean; sort?: number },
) {
  return auditedChange(ctx, operator, 'areaCode.save', async (trx) => {
    const before = await lockAreaCode(trx, body.code);
    const values = { country: body.country, name: body.name, enabled: body.enabled, sort: body.sort };
    let after;
    if (before) {
      const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      after = Object.keys(given).length === 0 ? before : await updateAreaCode(trx, body.code, given);
    } else {
      const { country, name } = body;
      requireOnCreate(true, { country, name });
      after = await insertAreaCode(trx, {
        code: body.code,
        country: country!,
        name: name!,
        enabled: body.enabled ?? true,
        sort: body.sort ?? 0,
      });
    }
    return { target: `areaCode:${body.code}`, before, after, result: after };
  });
}

// ---- configuration

export const listConfig = (ctx: AppContext) =>
  Promise.all(
    EDITABLE_CONFIG_KEYS.map(async (key) => ({ key, value: (await readConfig(ctx.db, key)) ?? '' })),
  );

export function setConfig(
  ctx: AppContext,
  operator: OperatorIdentity,
  body: { key: (typeof EDITABLE_CONFIG_KEYS)[number]; value: string },
) {
  const value = body.value.trim();
  const problem = configValueProblem(body.key, value);
  if (problem) throw badRequest(problem);
  return auditedChange(ctx, operator, 'config.set', async (trx) => {
    const before = await readConfig(trx, body.key);
    await writeConfig(trx, body.key, value, ctx.clock.now());
    return {
      target: `config:${body.key}`,
      before: { value: before },
      after: { value },
      result: { key: body.key, value },
    };
  });
}
