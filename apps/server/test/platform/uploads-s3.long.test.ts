/**
 * Beyond one machine (issue 18), pictures in an object store: two server processes on one
 * PostgreSQL database, each with its own (empty, unshared) upload folder, both pointed at one S3
 * bucket — a real S3-compatible server (s3rver, in this process, on a free loopback port and a
 * folder of its own) reached through the AWS SDK as AWS or MinIO would be. A picture uploaded
 * through one is served by the other, byte for byte with the same headers; it is in the bucket
 * under its stored name, in neither folder and not in upload_blobs; the upload limits are the
 * other stores'. A half-configured S3 stops the server at start with a line that says what is missing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createClock } from '../../src/lib/clock.js';
import { createMember } from '../support/fixtures.js';
import { spawnServer, type ServerProcess } from '../support/processes.js';
import { startObjectStore, type ObjectStore } from '../support/object-store.js';

const running: ServerProcess[] = [];
const folders: string[] = [];
const emptyFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'aurum-s3-'));
  folders.push(folder);
  return folder;
};

let objectStore: ObjectStore | undefined;
beforeAll(async () => {
  objectStore = await startObjectStore();
});

afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await objectStore?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function upload(server: ServerProcess, token: string, bytes: Uint8Array, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  return fetch(`${server.url}/core/file/upload`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
}

describe.skipIf(!process.env.DATABASE_URL)('uploads in an S3 bucket with two server processes', () => {
  it('a picture stored through one process is served by the other from the bucket, with the same bytes and headers', async () => {
    const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `uploads_s3_${randomBytes(5).toString('hex')}`);
    const database = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    try {
      await migrate(database.db);
      const [folderA, folderB] = [emptyFolder(), emptyFolder()];
      const common = { DATABASE_URL: schema.url, SEED_DEMO: '0', ...objectStore!.env };
      // A picks S3 from S3_BUCKET alone, B by name
      const [a, b] = await Promise.all([
        spawnServer({ ...common, UPLOAD_DIR: folderA }),
        spawnServer({ ...common, UPLOAD_DIR: folderB, UPLOAD_STORE: 's3' }),
      ]);
      running.push(a, b);
      const member = await createMember(database.db, createClock());

      const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 216, g: 175, b: 129 } } })
        .png()
        .toBuffer();
      const stored = await upload(a, member.token, new Uint8Array(picture), 'ring.png');
      const answer = (await stored.json()) as { code: number; result: { url: string; name: string; size: number } };
      expect(answer.code).toBe(200);
      expect(answer.result.url).toMatch(/^\/core\/file\/uploads\/[0-9a-f]{32}\.png$/);

      const fromA = await fetch(a.url + answer.result.url);
      const fromB = await fetch(b.url + answer.result.url);
      expect(fromA.status).toBe(200);
      expect(fromB.status).toBe(200);
      const bytesA = Buffer.from(await fromA.arrayBuffer());
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.length).toBe(answer.result.size);
      expect(bytesB.equals(bytesA)).toBe(true);
      for (const header of ['content-type', 'cache-control', 'etag', 'x-content-type-options', 'content-security-policy']) {
        expect(fromB.headers.get(header), header).toBe(fromA.headers.get(header));
      }
      expect(fromB.headers.get('content-type')).toBe('image/png');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fromB.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

      // the bytes are in the bucket under the stored name, and nowhere else
      const object = await objectStore!.client.send(new GetObjectCommand({ Bucket: objectStore!.bucket, Key: answer.result.name }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytesB)).toBe(true);
      expect(object.ContentType).toBe('image/png');
      expect(readdirSync(folderA)).toEqual([]);
      expect(readdirSync(folderB)).toEqual([]);
      expect(await database.db.selectFrom('upload_blobs').select('name').execute()).toEqual([]);

      // the other process accepts the picture as this member's own in a post
      const post = await b.post(
        '/core/app/zone/publish',
        { content: 'From the other machine', imgUrlList: answer.result.url },
        { 'x-access-token': member.token },
      );
      expect(post.body.code).toBe(200);
      expect((await fetch(`${b.url}/core/file/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);

      // the same limits as the other stores: not a picture, or too large, and nothing reaches the bucket
      const notPicture = await upload(b, member.token, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.png');
      expect(((await notPicture.json()) as { code: number }).code).toBe(400);
      const tooLarge = await upload(b, member.token, new Uint8Array(6 * 1024 * 1024), 'big.png');
      expect(((await tooLarge.json()) as { code: number }).code).toBe(413);
      expect(objectStore!.keys()).toEqual([answer.result.name]);
    } finally {
      await database.close();
      await schema.drop();
    }
  });
});

describe('half-configured S3 at start', () => {
  it('a bucket without a region stops the server, saying what to set', async () => {
    const server = await spawnServer(
      { DATABASE_URL: '', DATA_DIR: emptyFolder(), UPLOAD_DIR: emptyFolder(), S3_BUCKET: 'aurum-pictures' },
      { waitUntilUp: false },
    );
    running.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('S3_BUCKET needs S3_REGION');
  });

  it('a bucket that does not exist answers 500 and logs why, not a 404 that would hide it', async () => {
    const server = await spawnServer({
      DATABASE_URL: '',
      DATA_DIR: emptyFolder(),
      UPLOAD_DIR: emptyFolder(),
      SEED_DEMO: '0',
      ...objectStore!.env,
      S3_BUCKET: 'no-such-bucket',
    });
    running.push(server);
    expect((await fetch(`${server.url}/core/file/uploads/${'0'.repeat(32)}.png`)).status).toBe(500);
    // the log line reaches this process through the child's stdout pipe, possibly after the answer
    await expect.poll(() => server.output(), { timeout: 5000 }).toContain('NoSuchBucket');
  });
});
