import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * HTTP hardening, with helmet (the standard set of security headers) rather than hand-set headers:
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer, Strict-Transport-Security (honoured
 *   by browsers only over HTTPS), X-Frame-Options SAMEORIGIN and a Content-Security-Policy on everything:
 *   the app shell's below for pages, `default-src 'none'` for the API's answers;
 * - the CSP lets the member app run with nothing inline: scripts and styles only from this origin
 *   (the Vite build emits files; React and vanilla-extract set inline styles through the CSSOM,
 *   which CSP allows), pictures also from data: (product images), blob: (upload previews) and https:
 *   (slides an operator links), frames only for the web-page screen (SPEC: an external http(s) page
 *   in a sandboxed iframe), and no framing by other sites (frame-ancestors 'self', X-Frame-Options
 *   SAMEORIGIN: the web-page screen may show one of the app's own pages);
 * - Swagger UI (/core/docs, development only) keeps its own inline scripts, so its pages get a CSP
 *   that allows them there and nowhere else;
 * - every /core/ answer is `Cache-Control: no-store` unless the route set its own caching: the
 *   login answer carries a token, member answers carry balances, and nothing of that belongs in a
 *   shared or browser cache.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // + the one <style> react-aria adds at run time (usePress: #react-aria-pressable-style, touch-action
  // for pressable elements), allowed by its hash and nothing else; a new react-aria text shows up as
  // a violation in tests/e2e/csp.test.ts, with the hash to put here
  styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameSrc: ["'self'", 'https:', 'http:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
};

// Swagger UI's pages run inline scripts and styles: their own, looser policy.
const DOCS_HELMET_OPTIONS: HelmetOptions = {
  ...HELMET_OPTIONS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...CONTENT_SECURITY_POLICY,
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    },
  },
};

// API answers (/core/ but the docs: JSON, uploaded pictures, server assets) are never a page
// that runs anything: the strictest policy, which is also ≈ 400 bytes shorter than the app shell's
// on every answer (header bytes cost the server and every client CPU on the hottest routes).
export const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

const API_HELMET_OPTIONS: HelmetOptions = {
  ...HELMET_OPTIONS,
  contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
};

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once at start: @fastify/helmet built helmet's middleware (parsing the whole policy)
 * again on every request, about 5 % of a getUserInfo's CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const appHeaders = securityHeaders(HELMET_OPTIONS);
  const apiHeaders = securityHeaders(API_HELMET_OPTIONS);
  const docsHeaders = securityHeaders(DOCS_HELMET_OPTIONS);
  // Set on arrival, so no onSend hook runs per answer: a route or the static files that set their
  // own cache-control later replace the API's default no-store.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/core/')) {
      reply.headers(request.url.startsWith('/core/docs') ? docsHeaders : apiHeaders);
      reply.header('cache-control', 'no-store');
    } else {
      reply.headers(appHeaders);
    }
    done();
  });
}
