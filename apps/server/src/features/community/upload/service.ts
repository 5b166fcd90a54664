/** Picture uploads: the per-member rate, the type check from the content, re-encoding, storage and the record. */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../kernel/context.js';
import { badRequest, rateLimited } from '../../../http/errors.js';
import { hit } from '../../../lib/rate-limit.js';
import { normalizeImage, sniffImage } from './images.js';
import './messages.js';
import { insertUpload } from './queries.js';
import type { FileStorage } from './storage.js';

/** Uploads per member: 30 per 10 minutes. */
const UPLOAD_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/** Counts the attempt before the body is read, so a refused member costs no upload bandwidth. */
export async function admitUpload(ctx: AppContext, memberId: bigint) {
  if (!(await hit(ctx.db, `upload:${memberId}`, UPLOAD_LIMIT, ctx.clock.now()))) throw rateLimited();
}

/** Stores the picture under a random name, re-encoded without metadata, and records it as this member's. */
export async function storePicture(ctx: AppContext, storage: FileStorage, memberId: bigint, data: Buffer) {
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
  await insertUpload(ctx.db, { ...record, memberId, now: ctx.clock.now() });
  return record;
}
