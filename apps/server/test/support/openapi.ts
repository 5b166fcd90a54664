/**
 * The server's own OpenAPI document as a test oracle (not a test file itself): every operation with
 * its method, path, who may call it and its body schema, read from `server.app.swagger()`, so the
 * reliability tests cover endpoints added later without being edited.
 */
import type { TestServer } from './fixtures.js';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

export interface Operation {
  method: 'GET' | 'POST';
  /** with /core and path parameters as {name} */
  path: string;
  security: 'member' | 'operator' | 'public';
  /** form / JSON body schema, when the route has one */
  body: JsonSchema | null;
  multipart: boolean;
  pathParams: string[];
  summary: string;
}

interface OpenApiOperation {
  summary?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export function operations(server: TestServer): Operation[] {
  const doc = server.app.swagger() as unknown as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = inlineRefs(doc.components?.schemas ?? {});
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      const content = op.requestBody?.content ?? {};
      result.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        security: schemes.includes('operatorToken')
          ? 'operator'
          : schemes.includes('accessToken')
            ? 'member'
            : 'public',
        body: resolve(
          content['application/x-www-form-urlencoded']?.schema ?? content['application/json']?.schema ?? null,
        ),
        multipart: 'multipart/form-data' in content,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        summary: op.summary ?? '',
      });
    }
  }
  return result;
}

/** The schema with every $ref to components/schemas replaced by the schema it names. */
export function inlineRefs(components: Record<string, JsonSchema>) {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') return walk(components[ref.replace('#/components/schemas/', '')]);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return (schema: JsonSchema | null): JsonSchema | null => (schema ? (walk(schema) as JsonSchema) : null);
}

/** A path with its parameters filled in (URL-encoded). */
export function fillPath(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

/** Candidates tried, in order, for a string with a pattern. */
const PATTERN_CANDIDATES = [
  '1.00',
  'https://example.com/a.png',
  'US',
  'CNY',
  '10',
  '1',
  'abc',
  'ABCD1234',
  'a1-test',
  '+1',
  '5550000001',
  '123456',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  'TRC20',
  'T' + '1'.repeat(33),
];

/** A smallest plausible valid value for a schema (for calls that must get past validation). */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    const nonNull = variants.find((v) => v.type !== 'null' && !(v.enum?.length === 1 && v.enum[0] === null));
    return sampleValue(nonNull ?? variants[0]);
  }
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1) <= (schema.maximum ?? Infinity)
        ? Math.max(schema.minimum ?? 1, 1)
        : schema.minimum;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return sampleBody(schema);
    default: {
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      const min = schema.minLength ?? 1;
      if (schema.pattern) {
        const re = new RegExp(schema.pattern, 'u');
        const found = PATTERN_CANDIDATES.find(
          (c) => re.test(c) && c.length >= min && c.length <= (schema.maxLength ?? Infinity),
        );
        if (found) return found;
      }
      return 'x'.repeat(Math.max(min, 1));
    }
  }
}

/** Every required property with a sample value (optional ones left out). */
export function sampleBody(schema: JsonSchema | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (!schema?.properties) return body;
  for (const name of schema.required ?? []) body[name] = sampleValue(schema.properties[name]);
  return body;
}

export interface Answer {
  status: number;
  body: { code?: unknown; message?: unknown; result?: unknown } | null;
  text: string;
}

/** A raw call: JSON or form body, any headers; the answer parsed when it is JSON. */
export async function call(
  server: TestServer,
  op: Pick<Operation, 'method'>,
  path: string,
  options: { body?: unknown; form?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (op.method === 'POST' && options.body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.body as Record<string, unknown>)) {
        for (const item of Array.isArray(v) ? v : [v])
          params.append(k, typeof item === 'string' ? item : JSON.stringify(item));
      }
      payload = params.toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
  }
  const response = await fetch(server.url + path, { method: op.method, headers, body: payload });
  const text = await response.text();
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}
