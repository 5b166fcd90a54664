/**
 * Direct calls to the /core/ API, for what a member cannot do in the UI: operator actions
 * (/core/admin), read-only checks of a member's balance next to what the screens show, and the
 * payment channel's signed callback. Everything but the callback goes through the generated
 * client (@aurum/api-client), form-encoded as the apps send it, so the paths, bodies and results
 * are the server's OpenAPI types and an API change fails the typecheck here too.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  ApiError,
  SessionExpiredError,
  createApiClient,
  type ApiClient,
  type PostPath,
  type RequestOf,
  type ResultOf,
} from '@aurum/api-client';

export interface Envelope<T = unknown> {
  code: number;
  result: T;
  message: string;
}

/**
 * The generated client at `baseUrl` (the app's origin), in English unless a header says otherwise;
 * `headers` are sent as given (X-Access-Token, X-Operator-Token, Accept-Language).
 */
export function apiClient(baseUrl: string, headers: Record<string, string> = {}): ApiClient {
  const extra = Object.entries(headers);
  return createApiClient({
    baseUrl: `${baseUrl}/core`,
    getLanguage: () => 'en-US',
    fetch: (input, init) => {
      const merged = new Headers(init?.headers);
      for (const [name, value] of extra) merged.set(name, value);
      return fetch(input, { ...init, headers: merged });
    },
  });
}

/** A member's client (the token from the page's storage, or none). */
export function memberClient(baseUrl: string, token?: string, language = 'en-US'): ApiClient {
  return apiClient(baseUrl, { ...(token ? { 'x-access-token': token } : {}), 'accept-language': language });
}

/** A client call as the envelope the server answered, refusals included (for tests of refusals). */
export async function envelopeOf<T>(call: Promise<T>): Promise<Envelope<T>> {
  try {
    return { code: 200, result: await call, message: 'success' };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, result: null as T, message: error.message };
    throw error;
  }
}

/**
 * POST through the generated client to a full URL (`${app.url}/core/...`); answers the envelope
 * whatever the code. For paths the test builds at run time; a fixed path reads better as
 * `envelopeOf(memberClient(url, token).post(path, body))`, which is typed.
 */
export async function post<T = unknown>(
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const { origin, pathname } = new URL(url);
  if (!pathname.startsWith('/core/')) throw new Error(`not an API URL: ${url}`);
  const path = pathname.slice('/core'.length) as PostPath;
  return envelopeOf(apiClient(origin, headers).post(path, body as never) as Promise<T>);
}

/** The same as `post`: the client sends every body form-encoded, as the member app does. */
export const postForm: <T = unknown>(
  url: string,
  form: Record<string, string | number>,
  headers?: Record<string, string>,
) => Promise<Envelope<T>> = post;

/** The operator console, logged in as the demo admin. */
export class Operator {
  private token = '';
  private readonly client: ApiClient;

  private constructor(
    private readonly baseUrl: string,
    private readonly username: string,
    private readonly password: string,
  ) {
    this.client = createApiClient({
      baseUrl: `${baseUrl}/core`,
      getToken: () => this.token,
      getLanguage: () => 'en-US',
    });
  }

  static async login(baseUrl: string, username = 'admin', password = 'admin123'): Promise<Operator> {
    const operator = new Operator(baseUrl, username, password);
    await operator.signIn();
    return operator;
  }

  private async signIn(): Promise<void> {
    const signedIn = await apiClient(this.baseUrl).post('/admin/auth/login', {
      username: this.username,
      password: this.password,
    });
    this.token = signedIn.token;
  }

  /** One operator call; an operator session outlived by an advanced server clock (50001) signs in again. */
  async must<P extends PostPath>(path: P, body?: RequestOf<P>): Promise<ResultOf<P>> {
    try {
      return await this.client.post(path, body);
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) throw error;
      await this.signIn();
      return this.client.post(path, body);
    }
  }

  /** The same call, answered as the envelope whatever the code (for tests of refusals). */
  call<P extends PostPath>(path: P, body?: RequestOf<P>): Promise<Envelope<ResultOf<P>>> {
    return envelopeOf(this.must(path, body));
  }

  /** A money setting (`money.withdraw_open_weekdays`, `money.withdraw_max`...). */
  setMoneyConfig(key: string, value: string) {
    return this.must('/admin/money/config/set', { key, value });
  }

  /** A community setting (`notice_popup_wait_seconds`...). */
  setConfig(key: RequestOf<'/admin/community/config/set'>['key'], value: string) {
    return this.must('/admin/community/config/set', { key, value });
  }

  /**
   * Gives a gateway channel a callback secret the test knows (secrets are random at seed time and
   * never shown; an admin may set one), and returns it.
   */
  async setChannelSecret(code: string): Promise<string> {
    const channels = await this.must('/admin/money/payChannel/list');
    const channel = channels.find((c) => c.code === code);
    if (!channel) throw new Error(`no pay channel ${code}`);
    const secret = randomBytes(24).toString('hex');
    await this.must('/admin/money/payChannel/save', {
      id: channel.id,
      code: channel.code,
      name: channel.name,
      // the list reads the kind as a plain string; it is one of the kinds a save takes
      kind: channel.kind as RequestOf<'/admin/money/payChannel/save'>['kind'],
      secret,
    });
    return secret;
  }

  /** Runs the daily income accrual as of the server's (advanced) clock. */
  runAccrual() {
    return this.must('/admin/money/accrual/run');
  }

  async pendingWithdrawals(userId: number) {
    const page = await this.must('/admin/money/withdrawal/page', {
      userId,
      status: 'pending',
      page: 1,
      size: 50,
    });
    return page.records;
  }

  passWithdrawal(id: number) {
    return this.must('/admin/money/withdrawal/pass', { id });
  }
}

/** HMAC-SHA256 of the raw body with the channel secret, as the gateway signs its callbacks. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * The payment channel tells the server the order was paid (signed, fresh nonce and timestamp).
 * Not the API client: the gateway signs the exact JSON bytes it sends, which a client that
 * form-encodes cannot reproduce.
 */
export async function payByChannel(
  baseUrl: string,
  channelCode: string,
  secret: string,
  order: { orderNo: string; amount: string },
  serverNowMs: number = Date.now(),
) {
  const raw = JSON.stringify({
    orderNo: order.orderNo,
    amount: order.amount,
    status: 'success',
    timestamp: Math.floor(serverNowMs / 1000),
    nonce: randomBytes(12).toString('hex'),
    tradeNo: `T${Date.now()}`,
  });
  const res = await fetch(`${baseUrl}/core/pay/callback/${channelCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(secret, raw) },
    body: raw,
  });
  return (await res.json()) as Envelope<{ orderNo: string; outcome: string }>;
}

/** Read-only look at a member's money through the member API (the token from the page's storage). */
export function memberMoney(baseUrl: string, token: string) {
  return memberClient(baseUrl, token).post('/app/user/getIncomeInfo');
}

export function memberInfo(baseUrl: string, token: string) {
  return memberClient(baseUrl, token).post('/app/user/getUserInfo');
}

/** Logs a member in through the API (only for setting up fixtures of the visual tests). */
export function apiLogin(baseUrl: string, phone: string, password: string, areaCode = '+1'): Promise<string> {
  return memberClient(baseUrl).post('/app/auth/login', { areaCode, phone, password });
}
