import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppContext } from '../../../kernel/context.js';
import { ok } from '../../../http/envelope.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import { Envelope, errorResponses, memberSecurity, operatorSecurity } from '../../../http/schema.js';
import { fileStorageOf } from './configured-storage.js';
import { MAX_UPLOAD_MB, STORED_NAME } from './storage.js';
import './messages.js';
import * as upload from './service.js';

const tags = ['upload'];

const Uploaded = Type.Object({
  url: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
});

const tooLarge = () => new ApiError(413, 'community.upload.tooLarge', { max: MAX_UPLOAD_MB });

/** The multipart field `file`, read whole within the size limit. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw badRequest('community.upload.noFile');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  // The plugin may miss the size limit on the last chunk; the stream's own flag does not.
  if (part.file.truncated) throw tooLarge();
  return data;
}

/** Picture upload (multipart field `file`, 5 MB) by members and operators, and serving of the stored pictures. */
export async function registerUpload(app: App, ctx: AppContext) {
  const storage = await fileStorageOf(ctx);
  if (storage.close) app.addHook('onClose', () => storage.close!());

  app.post(
    '/file/upload',
    {
      preHandler: app.requireMember,
      // The multipart body is read in the handler (streamed, size-limited); the schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Upload a picture (JPEG, PNG, WebP or GIF, at most 5 MB); result holds its URL',
        description:
          'The type is checked from the content, not the name. The picture is re-encoded without metadata ' +
          'and shrunk to at most 1280 px on its longest side.',
        security: memberSecurity,
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 200: Envelope(Uploaded), ...errorResponses },
      },
    },
    async (request) => {
      const memberId = request.memberId!;
      if (!request.isMultipart()) throw badRequest('community.upload.noFile');
      await upload.admitUpload(ctx, { memberId });
      return ok(request, await upload.storePicture(ctx, storage, { memberId }, await readFilePart(request)));
    },
  );

  app.post(
    '/admin/file/upload',
    {
      preHandler: app.requireOperator(),
      validatorCompiler: () => () => true,
      schema: {
        tags: ['admin: files'],
        summary: 'Upload a picture as an operator (product images, slides); result holds its URL',
        description:
          'Same checks and re-encoding as the member upload (JPEG, PNG, WebP or GIF, at most 5 MB, ' +
          'at most 1280 px on its longest side). The URL is served as an immutable, cached file. ' +
          'Needs an operator token (X-Operator-Token).',
        security: operatorSecurity,
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 200: Envelope(Uploaded), ...errorResponses },
      },
    },
    async (request) => {
      const operatorId = request.operator!.id;
      if (!request.isMultipart()) throw badRequest('community.upload.noFile');
      await upload.admitUpload(ctx, { operatorId });
      return ok(request, await upload.storePicture(ctx, storage, { operatorId }, await readFilePart(request)));
    },
  );

  app.get(
    '/file/uploads/:name',
    {
      schema: {
        tags,
        summary: 'An uploaded picture (binary)',
        params: Type.Object({ name: Type.String({ pattern: STORED_NAME.source }) }),
      },
    },
    async (request, reply) => {
      const file = await storage.get(request.params.name);
      if (!file) throw notFound();
      // the same headers whichever store holds the picture
      if (file.etag) reply.header('etag', file.etag);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.data);
    },
  );
}
