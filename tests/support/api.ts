/**
 * Direct calls to the /core/ API, for what a member cannot do in the UI: operator actions
 * (/core/admin, X-Operator-Token), the payment channel's signed callback, and read-only checks of
 * a member's balance next to what the screens show.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface Envelope<T = unknown> {
  code: number;
  result: T;
  message: string;
}

/** POST a JSON body; answers the envelope whatever the HTTP status. */
export async function post<T = unknown>(
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** POST a form-encoded body, as the member app does. */
export async function postForm<T = unknown>(
  url: string,
  form: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US', ...headers },
    body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string])),
  });
  return (await res.json()) as Envelope<T>;
}

function expectOk<T>(path: string, answer: Envelope<T>): T {
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.result;
}

/** The operator console, logged in as the demo admin. */
export class Operator {
  private token = '';

  private constructor(
    private readonly baseUrl: string,
    private readonly username: string,
    private readonly password: string,
  ) {}

  static async login(baseUrl: string, username = 'admin', password = 'admin123'): Promise<Operator> {
    const operator = new Operator(baseUrl, username, password);
    await operator.signIn();
    return operator;
  }

  private async signIn(): Promise<void> {
    const answer = await post<{ token: string }>(`${this.baseUrl}/core/admin/auth/login`, {
      username: this.username,
      password: this.password,
    });
    this.token = expectOk('/admin/auth/login', answer).token;
  }

  /** One operator call; an operator session outlived by an advanced server clock (50001) signs in again. */
  async call<T = unknown>(path: string, body: unknown = {}): Promise<Envelope<T>> {
    const send = () => post<T>(`${this.baseUrl}/core${path}`, body, { 'x-operator-token': this.token });
    const answer = await send();
    if (answer.code !== 50001) return answer;
    await this.signIn();
    return send();
  }

  async must<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    return expectOk(path, await this.call<T>(path, body));
  }

  /** A money setting (`money.withdraw_open_weekdays`, `money.withdraw_max`...). */
  setMoneyConfig(key: string, value: string) {
    return this.must('/admin/money/config/set', { key, value });
  }

  /** A community setting (`notice_popup_wait_seconds`...). */
  setConfig(key: string, value: string) {
    return this.must('/admin/community/config/set', { key, value });
  }

  /**
   * Gives a gateway channel a callback secret the test knows (secrets are random at seed time and
   * never shown; an admin may set one), and returns it.
   */
  async setChannelSecret(code: string): Promise<string> {
    const channels = await this.must<{ id: number; code: string; name: string; kind: 'gateway' | 'usdt' }[]>(
      '/admin/money/payChannel/list',
    );
    const channel = channels.find((c) => c.code === code);
    if (!channel) throw new Error(`no pay channel ${code}`);
    const secret = randomBytes(24).toString('hex');
    await this.must('/admin/money/payChannel/save', {
      id: channel.id,
      code: channel.code,
      name: channel.name,
      kind: channel.kind,
      secret,
    });
    return secret;
  }

  /** Runs the daily income accrual as of the server's (advanced) clock. */
  runAccrual() {
    return this.must<{
      amount: string;
      transfers: number;
      daysPaid: { day: string; total: string; orders: number }[];
    }>('/admin/money/accrual/run');
  }

  async pendingWithdrawals(userId: number) {
    const page = await this.must<{
      records: { id: number; amount: string; status: 'pending' | 'passed' | 'rejected'; userId: number }[];
    }>('/admin/money/withdrawal/page', { userId, status: 'pending', page: 1, size: 50 });
    return page.records;
  }

  passWithdrawal(id: number) {
    return this.must<{ id: number; status: 'pending' | 'passed' | 'rejected'; statusText: string }>(
      '/admin/money/withdrawal/pass',
      {
        id,
      },
    );
  }
}

/** HMAC-SHA256 of the raw body with the channel secret, as the gateway signs its callbacks. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** The payment channel tells the server the order was paid (signed, fresh nonce and timestamp). */
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
export async function memberMoney(baseUrl: string, token: string) {
  const answer = await postForm<{ balance: string; available: string; unreceived: string; assets: string }>(
    `${baseUrl}/core/app/user/getIncomeInfo`,
    {},
    { 'x-access-token': token },
  );
  return expectOk('/app/user/getIncomeInfo', answer);
}

export async function memberInfo(baseUrl: string, token: string) {
  const answer = await postForm<{
    id: number;
    invitationCode: string;
    hasFundPassword: boolean;
    phone: string;
  }>(`${baseUrl}/core/app/user/getUserInfo`, {}, { 'x-access-token': token });
  return expectOk('/app/user/getUserInfo', answer);
}

/** Logs a member in through the API (only for setting up fixtures of the visual tests). */
export async function apiLogin(
  baseUrl: string,
  phone: string,
  password: string,
  areaCode = '+1',
): Promise<string> {
  return expectOk(
    '/app/auth/login',
    await postForm<string>(`${baseUrl}/core/app/auth/login`, { areaCode, phone, password }),
  );
}
