/**
 * The S3 upload store (UPLOAD_STORE=s3) against a real S3-compatible server in this process: a
 * picture is written under its stored name and served by the same route with the same headers as
 * the disk store, plus the object's ETag; the type comes from the name, not from the object's
 * metadata, and objects the upload route could not have written (too large) or that are gone are
 * 404. The two-process version is test/platform/uploads-s3.long.test.ts.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { startObjectStore, type ObjectStore } from '../support/object-store.js';

let objectStore: ObjectStore;
let onS3: TestServer;
let onDisk: TestServer;
let uploadDir: string;

beforeAll(async () => {
  objectStore = await startObjectStore();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'aurum-uploads-'));
  // the S3 server's own upload folder must stay empty
  onS3 = await startTestServer({ uploadStore: 's3', s3: objectStore.settings, uploadDir });
  onDisk = await startTestServer({ uploadStore: 'disk', uploadDir: mkdtempSync(path.join(tmpdir(), 'aurum-uploads-')) });
});
afterAll(async () => {
  await onS3?.close();
  await onDisk?.close();
  await objectStore?.close();
  rmSync(uploadDir, { recursive: true, force: true });
  if (onDisk) rmSync(onDisk.ctx.config.uploadDir, { recursive: true, force: true });
});

async function uploadTo(server: TestServer, picture: Buffer, filename: string) {
  const member = await createMember(server.ctx.db, server.ctx.clock);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)]), filename);
  const response = await fetch(`${server.url}/core/file/upload`, { method: 'POST', body: form, headers: { 'x-access-token': member.token } });
  const answer = (await response.json()) as { code: number; result: { url: string; name: string; size: number } };
  expect(answer.code).toBe(200);
  return answer.result;
}

const aPicture = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 216, g: 175, b: 129 } } })
    .webp()
    .toBuffer();

describe('the S3 upload store', () => {
  it('stores the picture in the bucket under its name and serves it as the disk store does, with an ETag', async () => {
    const picture = await aPicture();
    const inBucket = await uploadTo(onS3, picture, 'ring.webp');
    const onFolder = await uploadTo(onDisk, picture, 'ring.webp');
    expect(inBucket.url).toMatch(/^\/core\/file\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(objectStore.keys()).toContain(inBucket.name);
    expect(readdirSync(uploadDir)).toEqual([]);

    const fromS3 = await fetch(onS3.url + inBucket.url);
    const fromDisk = await fetch(onDisk.url + onFolder.url);
    expect(fromS3.status).toBe(200);
    const bytes = Buffer.from(await fromS3.arrayBuffer());
    expect(bytes.length).toBe(inBucket.size);
    expect(bytes.equals(Buffer.from(await fromDisk.arrayBuffer()))).toBe(true);
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
      expect(fromS3.headers.get(header), header).toBe(fromDisk.headers.get(header));
    }
    expect(fromS3.headers.get('content-type')).toBe('image/webp');
    // S3's ETag of a single-part object is the MD5 of its bytes
    expect(fromS3.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(fromDisk.headers.get('etag')).toBeNull();
  });

  it('takes the type from the name, serves nothing too large or gone, and refuses names it never stores', async () => {
    const picture = await aPicture();
    const stored = await uploadTo(onS3, picture, 'ring.webp');
    // someone else with access to the bucket changes the object's metadata: the type stays the name's
    await objectStore.client.send(
      new PutObjectCommand({ Bucket: objectStore.bucket, Key: stored.name, Body: picture, ContentType: 'text/html' }),
    );
    const served = await fetch(onS3.url + stored.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const huge = `${'a'.repeat(32)}.png`;
    await objectStore.client.send(
      new PutObjectCommand({ Bucket: objectStore.bucket, Key: huge, Body: Buffer.alloc(5 * 1024 * 1024 + 1), ContentType: 'image/png' }),
    );
    expect((await fetch(`${onS3.url}/core/file/uploads/${huge}`)).status).toBe(404);

    await objectStore.client.send(new DeleteObjectCommand({ Bucket: objectStore.bucket, Key: stored.name }));
    expect((await fetch(onS3.url + stored.url)).status).toBe(404);
    expect((await fetch(`${onS3.url}/core/file/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${onS3.url}/core/file/uploads/..%2F..%2Fpackage.json`)).status).toBe(400);
  });
});
