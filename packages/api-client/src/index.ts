/**
 * Typed client for the /core/ API. The types come from `schema.d.ts`, generated from the server's
 * OpenAPI document (never written by hand); this file only adds the wire conventions: form
 * encoding, the X-Access-Token and Accept-Language headers, the `{code, result, message}`
 * envelope, a 60 s timeout, and 50001 as a distinct "session expired" event.
 */
import type { paths } from './schema';

export type { paths, components } from './schema';
export * from './enums';

type Method = 'get' | 'post';
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, { responses: unknown }> ? P : never;
}[keyof paths];

export type PostPath = PathsWith<'post'>;
export type GetPath = PathsWith<'get'>;

type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;

type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : undefined;

type SuccessEnvelope<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;

/** The request body of a POST path. */
export type RequestOf<P extends PostPath> = JsonBody<Operation<P, 'post'>>;
/** The `result` of a path's success envelope. */
export type ResultOf<P extends keyof paths, M extends Method = 'post'> =
  SuccessEnvelope<Operation<P, M>> extends { result: infer R } ? R : never;
export type QueryParams<P extends GetPath> = QueryOf<Operation<P, 'get'>>;

/** The server refused: `code` and `message` (already in the member's language) from the envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code 50001: the token is missing, expired or revoked. The app logs out. */
export class SessionExpiredError extends ApiError {
  constructor(message: string, httpStatus: number) {
    super(SESSION_EXPIRED, message, httpStatus);
    this.name = 'SessionExpiredError';
  }
}

/** The request never got an answer. errCode follows the runtime codes of the spec (§8). */
export class NetworkError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'abort',
    readonly errCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export const SESSION_EXPIRED = 50001;
export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** default "/core" (same origin) */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  /** an app locale (en-US, zh-CN, ...) sent as Accept-Language */
  getLanguage?: () => string;
  /** called once per request that came back with 50001, before the promise rejects */
  onSessionExpired?: (error: SessionExpiredError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** money-moving calls: the same key on a retry makes the server answer without moving money twice */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The picture upload endpoints (both take the multipart field `file` and answer alike). */
export type UploadPath = Extract<PostPath, '/file/upload' | '/admin/file/upload'>;

export interface UploadOptions extends CallOptions {
  /** where to upload: members use /file/upload (the default), operators /admin/file/upload */
  path?: UploadPath;
}

type Scalar = string | number | boolean | null | undefined;

export interface ApiClient {
  post<P extends PostPath>(path: P, body?: RequestOf<P>, options?: CallOptions): Promise<ResultOf<P, 'post'>>;
  get<P extends GetPath>(path: P, query?: QueryParams<P>, options?: CallOptions): Promise<ResultOf<P, 'get'>>;
  /** POST /file/upload (or the operators' `/admin/file/upload`), multipart field `file` */
  upload(file: Blob, filename?: string, options?: UploadOptions): Promise<ResultOf<'/file/upload' & PostPath, 'post'>>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/core').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function send(method: 'GET' | 'POST', url: string, body: URLSearchParams | FormData | undefined, extraHeaders: Record<string, string>, call: CallOptions = {}) {
    const headers: Record<string, string> = { ...extraHeaders };
    const token = options.getToken?.();
    if (token) headers['X-Access-Token'] = token;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new NetworkError('timeout', 5, 'request timed out');
      if (call.signal?.aborted) throw new NetworkError('abort', 600003, 'request aborted');
      throw new NetworkError('network', 5, error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }
    let envelope: { code?: unknown; result?: unknown; message?: unknown };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new ApiError(response.status, response.statusText || 'unknown error', response.status);
    }
    const code = typeof envelope.code === 'number' ? envelope.code : response.status;
    const message = typeof envelope.message === 'string' ? envelope.message : 'unknown error';
    if (code === SESSION_EXPIRED) {
      const error = new SessionExpiredError(message, response.status);
      options.onSessionExpired?.(error);
      throw error;
    }
    if (code !== 200 || !response.ok) throw new ApiError(code, message, response.status);
    return envelope.result;
  }

  return {
    async post(path, body, call) {
      const form = toForm(body as Record<string, unknown> | undefined);
      return send(
        'POST',
        baseUrl + path,
        form,
        { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        call,
      ) as never;
    },
    async get(path, query, call) {
      const search = toForm(query as Record<string, unknown> | undefined).toString();
      return send('GET', baseUrl + path + (search ? `?${search}` : ''), undefined, {}, call) as never;
    },
    async upload(file, filename = 'upload', call) {
      const form = new FormData();
      form.append('file', file, filename);
      return send('POST', baseUrl + (call?.path ?? '/file/upload'), form, {}, call) as never;
    },
  };
}

/** Form encoding: arrays repeat the key, objects are sent as JSON text, null/undefined are omitted. */
export function toForm(values: Record<string, unknown> | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, scalar(item as Scalar));
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, scalar(value as Scalar));
  }
  return form;
}

function scalar(value: Scalar): string {
  return value === null || value === undefined ? '' : String(value);
}
