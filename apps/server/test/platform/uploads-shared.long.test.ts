/**
 * Beyond one machine (issue 18): two server processes on one PostgreSQL database, each with its own
 * (empty, unshared) upload folder, as two machines would be. A picture uploaded through one is
 * served by the other, byte for byte with the same headers, and a post that names it is accepted
 * there; nothing is written into either folder. A wrong UPLOAD_STORE stops the server at start with
 * a line that says what is wrong.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedSchema, openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createClock } from '../../src/lib/clock.js';
import { createMember } from '../support/fixtures.js';
import { spawnServer, type ServerProcess } from '../support/processes.js';

const running: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const emptyFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'aurum-uploads-'));
  folders.push(folder);
  return folder;
};

describe.skipIf(!process.env.DATABASE_URL)('uploads with two server processes on PostgreSQL', () => {
  it('a picture stored through one process is served by the other, which shares no folder with it', async () => {
    const schema = await createIsolatedSchema(process.env.DATABASE_URL!, `uploads_${randomBytes(5).toString('hex')}`);
    const database = await openDatabase({ databaseUrl: schema.url, poolSize: 2 });
    try {
      await migrate(database.db);
      const [folderA, folderB] = [emptyFolder(), emptyFolder()];
      const [a, b] = await Promise.all([
        spawnServer({ DATABASE_URL: schema.url, SEED_DEMO: '0', UPLOAD_DIR: folderA }),
        spawnServer({ DATABASE_URL: schema.url, SEED_DEMO: '0', UPLOAD_DIR: folderB }),
      ]);
      running.push(a, b);
      const member = await createMember(database.db, createClock());

      const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 216, g: 175, b: 129 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)]), 'ring.png');
      const stored = await fetch(`${a.url}/core/file/upload`, { method: 'POST', body: form, headers: { 'x-access-token': member.token } });
      const answer = (await stored.json()) as { code: number; result: { url: string; size: number } };
      expect(answer.code).toBe(200);
      expect(answer.result.url).toMatch(/^\/core\/file\/uploads\/[0-9a-f]{32}\.png$/);

      const fromA = await fetch(a.url + answer.result.url);
      const fromB = await fetch(b.url + answer.result.url);
      expect(fromB.status).toBe(200);
      const bytesA = Buffer.from(await fromA.arrayBuffer());
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.length).toBe(answer.result.size);
      expect(bytesB.equals(bytesA)).toBe(true);
      for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) {
        expect(fromB.headers.get(header), header).toBe(fromA.headers.get(header));
      }
      expect(fromB.headers.get('content-type')).toBe('image/png');

      // the other process accepts the picture as this member's own in a post
      const post = await b.post(
        '/core/app/zone/publish',
        { content: 'From the other machine', imgUrlList: answer.result.url },
        { 'x-access-token': member.token },
      );
      expect(post.body.code).toBe(200);

      expect(readdirSync(folderA)).toEqual([]);
      expect(readdirSync(folderB)).toEqual([]);
      expect((await fetch(`${b.url}/core/file/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    } finally {
      await database.close();
      await schema.drop();
    }
  });

  it('refuses to start with an unknown UPLOAD_STORE, saying which values it takes', async () => {
    const server = await spawnServer({ DATABASE_URL: '', DATA_DIR: emptyFolder(), UPLOAD_STORE: 's4' }, { waitUntilUp: false });
    running.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('UPLOAD_STORE must be "disk", "database" or "s3", not "s4"');
  });
});
