import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, createMember } from '../support/fixtures.js';
import { clearRateLimits, clientFor, lastCode, newPhone, sink } from '../support/clients.js';
import { counts } from '../support/books.js';
import { smsService, CODE_TTL_MS, DEFAULT_SMS_LIMITS } from '../../src/modules/identity/sms/service.js';
import {
  DevSmsSink,
  HttpSmsSender,
  UnconfiguredSmsSender,
  senderFor,
} from '../../src/modules/identity/sms/senders.js';
import { smsSettings } from '../../src/kernel/config.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await clearRateLimits(server);
  smsService(server.ctx).limits = { ...DEFAULT_SMS_LIMITS };
});

const MINUTE = 60_000;
const send = (phone: string, type = 'register', headers?: Record<string, string>, areaCode = '+1') =>
  server.post('/core/app/sms/sendSmsCodeNoAuth', { areaCode, phone, type }, headers);

describe('sendSmsCodeNoAuth', () => {
  it('sends a 6-digit code, stores only its salted hash, and the dev route returns it', async () => {
    const phone = newPhone();
    const result = await clientFor(server).post('/app/sms/sendSmsCodeNoAuth', {
      areaCode: '+1',
      phone,
      type: 'register',
    });
    expect(result).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = lastCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sink(server).lastMessage('+1', phone)!.text).toContain(code);

    const rows = await server.ctx.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.purpose).toBe('register');
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(CODE_TTL_MS);

    const viaPost = await server.post('/core/dev/sms/last', { areaCode: '+1', phone });
    expect(viaPost.body.result).toMatchObject({ code, purpose: 'register' });
    const viaGet = await server.get(`/core/dev/sms/last?areaCode=%2B1&phone=${phone}`);
    expect(viaGet.body.result).toMatchObject({ code });
    expect((await server.post('/core/dev/sms/last', { areaCode: '+1', phone: newPhone() })).body.code).toBe(
      404,
    );
  });

  it('texts the code in the member language', async () => {
    const phone = newPhone();
    await send(phone, 'register', { 'accept-language': 'tr-TR' });
    expect(sink(server).lastMessage('+1', phone)!.text).toMatch(/^Doğrulama kodunuz \d{6}\./);
  });

  it('accepts the area code as "1" or as a form-decoded " 1" and stores it as +1', async () => {
    const phone = newPhone();
    expect((await send(phone, 'register', {}, '1')).body.code).toBe(200);
    expect(sink(server).lastCode('+1', phone)).toMatch(/^\d{6}$/);
  });

  it('allows one code per phone per minute', async () => {
    const phone = newPhone();
    expect((await send(phone)).body.code).toBe(200);
    const again = await send(phone, 'register', { 'accept-language': 'zh-CN' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 429, message: '验证码刚刚已发送，请一分钟后再试' });
    server.ctx.clock.advance(MINUTE + 1000);
    expect((await send(phone)).body.code).toBe(200);
  });

  it('allows 10 codes per phone per day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await send(phone)).body.code).toBe(200);
      server.ctx.clock.advance(MINUTE + 1000);
    }
    const refused = await send(phone);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many codes were requested for this phone today; please try again tomorrow',
    );
    server.ctx.clock.advance(24 * 60 * MINUTE);
    expect((await send(phone)).body.code).toBe(200);
  });

  it('limits codes per IP address', async () => {
    smsService(server.ctx).limits.perIpPerHour = 3;
    for (let i = 0; i < 3; i += 1) expect((await send(newPhone())).body.code).toBe(200);
    const before = await counts(server);
    const refused = await send(newPhone());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many codes were requested from your network; please try again later',
    );
    expect((await counts(server)).smsCodes).toBe(before.smsCodes);
  });

  it('answers alike whether or not a phone is registered, and sends nothing for an unknown "forget" phone', async () => {
    // "register" for a member's phone: the same answer as for a new phone; the code goes to the
    // phone's owner in a text that says the account exists (the registration step says it too).
    const member = await createMember(server.ctx.db, server.ctx.clock);
    const fresh = await send(newPhone(), 'register', { 'accept-language': 'tr-TR' });
    const taken = await send(member.phone, 'register', { 'accept-language': 'tr-TR' });
    expect(taken.body).toEqual(fresh.body);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(sink(server).lastMessage('+1', member.phone)!.text).toContain('zaten bir hesabı var');

    const unknown = newPhone();
    const before = await counts(server);
    expect((await send(unknown, 'forget')).body.code).toBe(200);
    expect(sink(server).lastMessage('+1', unknown)).toBeUndefined();
    expect((await counts(server)).smsCodes).toBe(before.smsCodes);

    server.ctx.clock.advance(MINUTE + 1000); // one code per phone per minute
    expect((await send(member.phone, 'forget')).body.code).toBe(200);
    expect(sink(server).lastMessage('+1', member.phone)!.purpose).toBe('forget');
  });

  it('names the bad field in the member language and stores nothing', async () => {
    const before = await counts(server);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ areaCode: '+1', phone: newPhone(), type: 'bogus' }, 'en-US', 'Type is invalid'],
      [{ areaCode: '+1', phone: newPhone(), type: 'bogus' }, 'zh-CN', '类型格式不正确'],
      [{ areaCode: '+1', phone: '12ab', type: 'register' }, 'tr-TR', 'Telefon numarası geçersiz'],
      [{ phone: newPhone(), type: 'register' }, 'en-US', 'Area code is required'],
      [{ areaCode: '+1', type: 'register' }, 'fr', 'Numéro de téléphone est obligatoire'],
      [{ areaCode: '+86', phone: '10012345678', type: 'register' }, 'en-US', 'Phone number is invalid'],
      [{ areaCode: '+0', phone: newPhone(), type: 'register' }, 'es', 'Prefijo no es válido'],
    ];
    for (const [form, language, message] of cases) {
      const res = await server.post('/core/app/sms/sendSmsCodeNoAuth', form, { 'accept-language': language });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.body).toEqual({ code: 400, result: null, message });
    }
    expect(await counts(server)).toEqual(before);
    // a valid Chinese mobile number passes
    expect((await send('13812345678', 'register', {}, '+86')).body.code).toBe(200);
  });
});

describe('sendUserCode', () => {
  it('needs a session and texts the member own phone', async () => {
    const denied = await server.post('/core/app/sms/sendUserCode', { type: 'resetAssetPwd' });
    expect(denied.body.code).toBe(50001);

    const member = await createMember(server.ctx.db, server.ctx.clock);
    await clientFor(server, member.token).post('/app/sms/sendUserCode', { type: 'resetAssetPwd' });
    const message = sink(server).lastMessage('+1', member.phone)!;
    expect(message.purpose).toBe('resetAssetPwd');
    const row = await server.ctx.db
      .selectFrom('sms_codes')
      .select(['user_id', 'purpose'])
      .where('phone', '=', member.phone)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: member.id, purpose: 'resetAssetPwd' });

    const bad = await server.post(
      '/core/app/sms/sendUserCode',
      { type: 'register' },
      { 'x-access-token': member.token },
    );
    expect(bad.body).toMatchObject({ code: 400, message: 'Type is invalid' });
  });
});

describe('codes are single-use, expire and die after 5 wrong guesses', () => {
  const purpose = 'register' as const;
  async function freshCode() {
    const phone = newPhone();
    await send(phone);
    return { phone, code: lastCode(server, phone) };
  }
  const check = (phone: string, code: string) =>
    smsService(server.ctx).check(server.ctx.db, { areaCode: '+1', phone, purpose, code });

  it('is used once', async () => {
    const { phone, code } = await freshCode();
    const id = await check(phone, code);
    await server.ctx.db.transaction().execute((trx) => smsService(server.ctx).consume(trx, id));
    await expect(check(phone, code)).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
    await expect(
      server.ctx.db.transaction().execute((trx) => smsService(server.ctx).consume(trx, id)),
    ).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
  });

  it('stays usable when the transaction that used it rolls back', async () => {
    const { phone, code } = await freshCode();
    const id = await check(phone, code);
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await smsService(server.ctx).consume(trx, id);
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    expect(await check(phone, code)).toBe(id);
  });

  it('expires after 5 minutes', async () => {
    const { phone, code } = await freshCode();
    server.ctx.clock.advance(CODE_TTL_MS - 1000);
    expect(await check(phone, code)).toBeTypeOf('bigint');
    server.ctx.clock.advance(2000);
    await expect(check(phone, code)).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
  });

  it('dies after 5 wrong guesses, even for the right code', async () => {
    const { phone, code } = await freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await expect(check(phone, wrong)).rejects.toMatchObject({
        messageKey: 'sms.codeInvalid',
        details: { attemptsLeft: 4 - i },
      });
    await expect(check(phone, code)).rejects.toMatchObject({ messageKey: 'sms.codeTooManyGuesses' });
  });

  it('a right code does not use up a guess', async () => {
    const { phone, code } = await freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await expect(check(phone, wrong)).rejects.toThrow();
    expect(await check(phone, code)).toBeTypeOf('bigint');
    expect(await check(phone, code)).toBeTypeOf('bigint');
    await expect(check(phone, wrong)).rejects.toMatchObject({ details: { attemptsLeft: 0 } });
    await expect(check(phone, code)).rejects.toMatchObject({ messageKey: 'sms.codeTooManyGuesses' });
  });

  it('only the newest code of a phone counts, and only for its purpose', async () => {
    const { phone, code: first } = await freshCode();
    server.ctx.clock.advance(MINUTE + 1000);
    await send(phone);
    const second = lastCode(server, phone);
    if (first !== second)
      await expect(check(phone, first)).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
    expect(await check(phone, second)).toBeTypeOf('bigint');
    await expect(
      smsService(server.ctx).check(server.ctx.db, { areaCode: '+1', phone, purpose: 'forget', code: second }),
    ).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
  });
});

describe('HTTP SMS provider', () => {
  interface Received {
    headers: IncomingHttpHeaders;
    body: { areaCode: string; phone: string; to: string; text: string };
  }
  let fake: Server;
  let fakeUrl: string;
  const received: Received[] = [];
  let answerStatus = 200;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(data) as Received['body'] });
        res.writeHead(answerStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: answerStatus === 200 }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    smsService(server.ctx).sender = new DevSmsSink();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('posts JSON with the API key, and a provider failure leaves no usable code', async () => {
    const service = smsService(server.ctx);
    const previous = service.sender;
    service.sender = new HttpSmsSender({ url: fakeUrl, apiKey: 'test-key-1' });
    try {
      const phone = newPhone();
      expect((await send(phone, 'register', { 'accept-language': 'en-US' })).body.code).toBe(200);
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      expect(headers['content-type']).toBe('application/json');
      expect(headers.authorization).toBe('Bearer test-key-1');
      expect(headers['x-api-key']).toBe('test-key-1');
      expect(body).toMatchObject({ areaCode: '+1', phone, to: `+1${phone}` });
      const code = /(\d{6})/.exec(body.text)![1]!;
      expect(
        await service.check(server.ctx.db, { areaCode: '+1', phone, purpose: 'register', code }),
      ).toBeTypeOf('bigint');

      answerStatus = 500;
      const other = newPhone();
      const failed = await send(other, 'register', { 'accept-language': 'zh-CN' });
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('短信发送失败，请稍后再试');
      const sentCode = /(\d{6})/.exec(received[1]!.body.text)![1]!;
      await expect(
        service.check(server.ctx.db, { areaCode: '+1', phone: other, purpose: 'register', code: sentCode }),
      ).rejects.toMatchObject({ messageKey: 'sms.codeInvalid' });
    } finally {
      service.sender = previous;
      answerStatus = 200;
    }
  });

  it('is chosen from the environment; production without a provider sends nothing', async () => {
    const warnings: string[] = [];
    const env = { SMS_PROVIDER_URL: fakeUrl, SMS_PROVIDER_KEY: 'k' };
    expect(senderFor(smsSettings(env), true, () => {})).toBeInstanceOf(HttpSmsSender);
    expect(senderFor(smsSettings({}), false, () => {})).toBeInstanceOf(DevSmsSink);
    expect(senderFor(smsSettings({ SMS_PROVIDER: 'log' }), true, () => {})).toBeInstanceOf(DevSmsSink);
    const unconfigured = senderFor(
      smsSettings({}),
      true,
      () => {},
      (line) => warnings.push(line),
    );
    expect(unconfigured).toBeInstanceOf(UnconfiguredSmsSender);
    expect(warnings[0]).toMatch(/SMS_PROVIDER_URL/);
    await expect(unconfigured.send('+1', '5550000000', 'code 123456')).rejects.toThrow(/no SMS provider/);
  });
});
