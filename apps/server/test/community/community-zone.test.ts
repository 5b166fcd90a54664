import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
  createMember,
  createOperator,
  type TestMember,
} from '../support/fixtures.js';
import { clearRateLimits, clientFor, expectRefusal, operatorClient } from '../support/clients.js';
import { auditActions } from '../support/books.js';

let server: TestServer;
let uploadDir: string;
let support: ReturnType<typeof operatorClient>;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'aurum-uploads-'));
  server = await startTestServer({ uploadDir });
  support = operatorClient(server, (await createOperator(server.ctx.db, server.ctx.clock, 'support')).token);
});
afterAll(async () => {
  await server?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(async () => clearRateLimits(server));

async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 216, g: 175, b: 129 } } });
  if (format === 'jpeg') {
    return base.jpeg().withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 51.5N 0.1W' } }).toBuffer();
  }
  return base[format]().toBuffer();
}

async function upload(member: TestMember, data: Buffer, name = 'photo.jpg') {
  return clientFor(server, member.token).upload(new Blob([new Uint8Array(data)]), name);
}

describe('picture upload', () => {
  it('accepts JPEG/PNG/WebP/GIF by content, strips metadata, shrinks to 1280 px and serves the result', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const big = await upload(member, await photo(2400, 1600, 'jpeg'), 'holiday.png');
    expect(big).toMatchObject({ contentType: 'image/jpeg', width: 1280, height: 853 });
    expect(big.url).toMatch(/^\/core\/file\/uploads\/[0-9a-f]{32}\.jpg$/);

    const served = await fetch(server.url + big.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);

    expect(await upload(member, await photo(300, 200, 'png'), 'a.png')).toMatchObject({ contentType: 'image/png', width: 300 });
    expect(await upload(member, await photo(300, 200, 'webp'), 'a.webp')).toMatchObject({ contentType: 'image/webp' });
    expect(await upload(member, await photo(100, 100, 'gif'), 'a.gif')).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses a non-image (even named .png), a corrupt image, a missing file and callers without a token', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    await expectRefusal(upload(member, Buffer.from('just some text, not a picture'), 'fake.png'), 400, 'Only JPEG, PNG, WebP or GIF');
    const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    await expectRefusal(upload(member, truncated, 'broken.png'), 400, 'Only JPEG, PNG, WebP or GIF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefusal(upload(member, svg, 'x.svg'), 400, 'Only JPEG');
    await expectRefusal(clientFor(server, member.token, 'fr').upload(new Blob(['hello']), 'x.png'), 400, 'Seules les images');

    const form = new FormData();
    form.append('other', new Blob([new Uint8Array(await photo(10, 10, 'png'))]), 'a.png');
    const wrongField = await fetch(`${server.url}/core/file/upload`, { method: 'POST', body: form, headers: { 'x-access-token': member.token } });
    expect(wrongField.status).toBe(400);
    const notMultipart = await server.post('/core/file/upload', { file: 'x' }, { 'x-access-token': member.token });
    expect(notMultipart.status).toBe(400);
    const anonymous = new FormData();
    anonymous.append('file', new Blob([new Uint8Array(await photo(10, 10, 'png'))]), 'a.png');
    const noToken = await fetch(`${server.url}/core/file/upload`, { method: 'POST', body: anonymous });
    expect(((await noToken.json()) as { code: number }).code).toBe(50001);

    const tooBig = new FormData();
    tooBig.append('file', new Blob([new Uint8Array(6 * 1024 * 1024)]), 'huge.jpg');
    const big = await fetch(`${server.url}/core/file/upload`, { method: 'POST', body: tooBig, headers: { 'x-access-token': member.token } });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('The picture is larger than 5 MB');

    expect((await fetch(`${server.url}/core/file/uploads/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/core/file/uploads/..%2F..%2Fpackage.json`)).status).toBe(400);
  });
});

describe('community zone', () => {
  it('publishes posts with uploaded pictures, pages them, comments, and keeps text raw', async () => {
    const author = await createMember(server.ctx.db, server.ctx.clock);
    const reader = await createMember(server.ctx.db, server.ctx.clock);
    const pictures = [];
    for (let i = 0; i < 2; i += 1) pictures.push((await upload(author, await photo(64, 64, 'png'), `p${i}.png`)).url);
    const client = clientFor(server, author.token);
    const raw = '<b>New ring</b> & "gold" — 💍';
    const post = await client.post('/app/zone/publish', { content: raw, imgUrlList: pictures });
    expect(post).toMatchObject({ content: raw, imgUrlList: pictures, commentCount: 0, mine: true, headUrl: null });
    const onlyText = await client.post('/app/zone/publish', { content: 'text only' });
    expect(onlyText.imgUrlList).toEqual([]);
    const onePicture = await client.post('/app/zone/publish', { imgUrlList: [pictures[0]!] });
    expect(onePicture.imgUrlList).toEqual([pictures[0]]);

    const readerClient = clientFor(server, reader.token);
    const page = await readerClient.post('/app/zone/page', { page: 1, size: 2 });
    expect(page).toMatchObject({ total: 3, hasMore: true });
    expect(page.records.map((p) => p.id)).toEqual([onePicture.id, onlyText.id]);
    expect(page.records.every((p) => !p.mine)).toBe(true);
    const user = await server.ctx.db.selectFrom('users').select('username').where('id', '=', author.id).executeTakeFirstOrThrow();
    expect(page.records[0]!.userName).toBe(user.username);

    const comment = await readerClient.post('/app/zone/comment', { postId: post.id, content: 'Beautiful <3' });
    expect(comment).toMatchObject({ postId: post.id, content: 'Beautiful <3', mine: true });
    await readerClient.post('/app/zone/comment', { postId: post.id, content: 'second' });
    const comments = await client.post('/app/zone/commentPage', { postId: post.id });
    expect(comments.records.map((c) => c.content)).toEqual(['Beautiful <3', 'second']);
    expect((await client.post('/app/zone/detail', { id: post.id })).commentCount).toBe(2);
    expect((await client.post('/app/zone/page', { mine: true })).total).toBe(3);
    expect((await readerClient.post('/app/zone/page', { mine: true })).total).toBe(0);

    // the author deletes a comment? no — only the commenter can
    await expectRefusal(client.post('/app/zone/deleteComment', { id: comment.id }), 403, 'only delete your own');
    await readerClient.post('/app/zone/deleteComment', { id: comment.id });
    expect((await client.post('/app/zone/commentPage', { postId: post.id })).total).toBe(1);
  });

  it('refuses foreign or unknown picture URLs, too many pictures, empty and too long posts', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const other = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const othersPicture = (await upload(other, await photo(32, 32, 'png'), 'o.png')).url;
    await expectRefusal(client.post('/app/zone/publish', { content: 'x', imgUrlList: ['https://evil.example/a.jpg'] }), 400, 'uploaded through the app');
    await expectRefusal(client.post('/app/zone/publish', { content: 'x', imgUrlList: [othersPicture] }), 400, 'uploaded through the app');
    const mine = (await upload(member, await photo(32, 32, 'png'), 'm.png')).url;
    await expectRefusal(client.post('/app/zone/publish', { content: 'x', imgUrlList: [mine, mine] }), 400, 'uploaded through the app');
    await expectRefusal(client.post('/app/zone/publish', { content: 'x', imgUrlList: Array.from({ length: 10 }, () => mine) }), 400, 'At most 9 pictures');
    await expectRefusal(client.post('/app/zone/publish', { content: '   ' }), 400, 'Write something');
    await expectRefusal(client.post('/app/zone/publish', { content: 'x'.repeat(1001) }), 400, 'too long');
    await expectRefusal(client.post('/app/zone/comment', { postId: 99999999, content: 'hi' }), 404, 'Post not found');
    const h = { 'x-access-token': member.token };
    expect((await server.post('/core/app/zone/comment', { postId: 1 }, h)).status).toBe(400);
    expect((await server.post('/core/app/zone/comment', { postId: 1, content: 'y'.repeat(501) }, h)).status).toBe(400);
    expect((await server.post('/core/app/zone/page', {})).body.code).toBe(50001);
    expect((await server.post('/core/app/zone/delete', { id: 'one' }, h)).status).toBe(400);
    expect((await server.post('/core/app/zone/commentPage', {}, h)).status).toBe(400);
    expect((await server.post('/core/app/zone/commentPage', { postId: 99999999 }, h)).status).toBe(404);
    expect((await server.post('/core/app/zone/detail', { id: 0 }, h)).status).toBe(400);
    expect((await server.post('/core/app/zone/deleteComment', { id: 99999999 }, h)).status).toBe(404);
    expect((await server.post('/core/app/zone/page', { size: 101 }, h)).status).toBe(400);
  });

  it("a member cannot delete another member's post; their own disappears from the list", async () => {
    const owner = await createMember(server.ctx.db, server.ctx.clock);
    const intruder = await createMember(server.ctx.db, server.ctx.clock);
    const post = await clientFor(server, owner.token).post('/app/zone/publish', { content: 'mine' });
    await expectRefusal(clientFor(server, intruder.token).post('/app/zone/delete', { id: post.id }), 403, 'only delete your own');
    expect((await clientFor(server, intruder.token).post('/app/zone/detail', { id: post.id })).id).toBe(post.id);
    await clientFor(server, owner.token).post('/app/zone/delete', { id: post.id });
    await expectRefusal(clientFor(server, owner.token).post('/app/zone/delete', { id: post.id }), 404);
    const listed = await clientFor(server, intruder.token).post('/app/zone/page', { size: 100 });
    expect(listed.records.some((p) => p.id === post.id)).toBe(false);
  });

  it('the operator hides posts and comments: they disappear for members and come back when shown', async () => {
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const client = clientFor(server, member.token);
    const post = await client.post('/app/zone/publish', { content: 'offensive' });
    const keep = await client.post('/app/zone/publish', { content: 'fine' });
    const comment = await client.post('/app/zone/comment', { postId: keep.id, content: 'rude' });

    await support.post('/admin/community/zone/hidePost', { id: post.id, hidden: true });
    await support.post('/admin/community/zone/hideComment', { id: comment.id, hidden: true });
    const listed = await client.post('/app/zone/page', { size: 100 });
    expect(listed.records.some((p) => p.id === post.id)).toBe(false);
    expect(listed.records.find((p) => p.id === keep.id)?.commentCount).toBe(0);
    await expectRefusal(client.post('/app/zone/detail', { id: post.id }), 404);
    await expectRefusal(client.post('/app/zone/comment', { postId: post.id, content: 'hello' }), 404);
    expect((await client.post('/app/zone/commentPage', { postId: keep.id })).records).toHaveLength(0);

    const hidden = await support.post('/admin/community/zone/posts', { status: 'hidden' });
    expect(hidden.records.map((p) => p.id)).toContain(post.id);
    expect(hidden.records[0]!.phone).toContain('****');
    const hiddenComments = await support.post('/admin/community/zone/comments', { postId: keep.id });
    expect(hiddenComments.records[0]).toMatchObject({ id: comment.id, status: 'hidden' });

    await support.post('/admin/community/zone/hidePost', { id: post.id, hidden: false });
    expect((await client.post('/app/zone/page', { size: 100 })).records.some((p) => p.id === post.id)).toBe(true);
    expect(await auditActions(server)).toEqual(expect.arrayContaining(['community.zone.hidePost', 'community.zone.hideComment']));
    await expectRefusal(support.post('/admin/community/zone/hidePost', { id: 99999999, hidden: true }), 404);
    expect((await server.post('/core/admin/community/zone/hidePost', { id: post.id, hidden: 'true' }, { 'x-access-token': member.token })).body.code).toBe(50001);
  });
});
