/** Picture uploads (members' and operators'): the per-uploader rate, the type check from the content, re-encoding, storage and the record. */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../kernel/context.js';
import { badRequest, rateLimited } from '../../../http/errors.js';
import { audit } from '../../../lib/audit.js';
import { hit } from '../../../lib/rate-limit.js';
import { normalizeImage, sniffImage } from './images.js';
import './messages.js';
import { insertUpload } from './queries.js';
import type { FileStorage } from './storage.js';

/** Uploads per member: 30 per 10 minutes. */
const UPLOAD_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/** Who uploads: a member, or an operator (product images, slides). */
export type Uploader = { memberId: bigint } | { operatorId: bigint };

/** Counts the attempt before the body is read, so a refused uploader costs no upload bandwidth. */
export async function admitUpload(ctx: AppContext, by: Uploader) {
  const key = 'memberId' in by ? `upload:${by.memberId}` : `upload:operator:${by.operatorId}`;
  if (!(await hit(ctx.db, key, UPLOAD_LIMIT, ctx.clock.now()))) throw rateLimited();
}

/**
 * Stores the picture under a random name, re-encoded without metadata, and records it: as the
 * member's, or — an operator's — as no member's (zone posts may only use their own member's
 * pictures), with an audit row.
 */
export async function storePicture(ctx: AppContext, storage: FileStorage, by: Uploader, data: Buffer) {
  const kind = sniffImage(data);
  if (!kind) throw badRequest('community.upload.notImage');
  let image;
  try {
    image = await normalizeImage(data, kind);
  } catch {
    throw badRequest('community.upload.notImage');
  }
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  await storage.put(name, image.data, image.contentType);
  const url = storage.url(name);
  const record = {
    url,
    name,
    contentType: image.contentType,
    size: image.data.length,
    width: image.width,
    height: image.height,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertUpload(trx, { ...record, memberId: 'memberId' in by ? by.memberId : null, now: ctx.clock.now() });
    if ('operatorId' in by)
      await audit(trx, { operatorId: by.operatorId, action: 'file.upload', target: `upload:${name}`, after: record });
  });
  return record;
}
