/**
 * Where SMS texts go. Production posts to an HTTP provider; development and tests use a sink that
 * logs each text and remembers the last code per phone (read back by tests and, when test hooks
 * are on, through the hidden route /core/dev/sms/last).
 */
import type { SmsSettings } from '../../../kernel/config.js';

export interface SmsMeta {
  /** the verification code inside `text`, when the text carries one */
  code?: string;
  purpose?: string;
}

export interface SmsSender {
  /** Delivers `text` to the phone; rejects when the text could not be handed over. */
  send(areaCode: string, phone: string, text: string, meta?: SmsMeta): Promise<void>;
}

export interface SentSms {
  areaCode: string;
  phone: string;
  text: string;
  code: string | null;
  purpose: string | null;
  sentAt: Date;
}

/** Development sink: logs the text and keeps the last message per phone in memory. */
export class DevSmsSink implements SmsSender {
  private readonly last = new Map<string, SentSms>();
  readonly sent: SentSms[] = [];

  constructor(private readonly log: (line: string) => void = () => {}) {}

  async send(areaCode: string, phone: string, text: string, meta: SmsMeta = {}): Promise<void> {
    const message: SentSms = {
      areaCode,
      phone,
      text,
      code: meta.code ?? null,
      purpose: meta.purpose ?? null,
      sentAt: new Date(),
    };
    this.last.set(areaCode + phone, message);
    this.sent.push(message);
    if (this.sent.length > 1000) this.sent.shift();
    this.log(`[sms] to ${areaCode} ${phone}: ${text}`);
  }

  lastMessage(areaCode: string, phone: string): SentSms | undefined {
    return this.last.get(areaCode + phone);
  }

  lastCode(areaCode: string, phone: string): string | undefined {
    return this.last.get(areaCode + phone)?.code ?? undefined;
  }
}

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Production provider: POST {areaCode, phone, to, text} as JSON to the provider URL with the API
 * key in `Authorization: Bearer` and `X-Api-Key`. Any non-2xx answer or network failure rejects.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(areaCode: string, phone: string, text: string): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.options.apiKey}`,
        'x-api-key': this.options.apiKey,
      },
      body: JSON.stringify({ areaCode, phone, to: `${areaCode}${phone}`, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    // drain the body so the connection can be reused
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
  }
}

/** Production without a configured provider: every send fails (and is logged), no code is leaked. */
export class UnconfiguredSmsSender implements SmsSender {
  async send(): Promise<void> {
    throw new Error('no SMS provider configured: set SMS_PROVIDER_URL and SMS_PROVIDER_KEY');
  }
}

/**
 * The sender for this process: the HTTP provider when SMS_PROVIDER_URL is set; otherwise the
 * logging sink — except in production, where codes must not end up in a log: there every send
 * fails until a provider is configured (or SMS_PROVIDER=log asks for the sink explicitly).
 */
export function senderFor(
  settings: SmsSettings,
  production: boolean,
  log: (line: string) => void,
  warn: (line: string) => void = log,
): SmsSender {
  if (settings.providerUrl) {
    return new HttpSmsSender({
      url: settings.providerUrl,
      apiKey: settings.providerKey,
      timeoutMs: settings.timeoutMs,
    });
  }
  if (production && !settings.logOnly) {
    warn(
      'SMS_PROVIDER_URL is not set: verification codes cannot be sent (set SMS_PROVIDER_URL and SMS_PROVIDER_KEY)',
    );
    return new UnconfiguredSmsSender();
  }
  return new DevSmsSink(log);
}
