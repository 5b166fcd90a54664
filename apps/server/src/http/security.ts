import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP hardening, with @fastify/helmet (the Fastify wrapper of helmet, the standard set of security
 * headers) rather than hand-set headers:
 * - X-Content-Type-Options nosniff, Referrer-Policy no-referrer, Strict-Transport-Security (honoured
 *   by browsers only over HTTPS), X-Frame-Options DENY and a Content-Security-Policy on everything;
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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Swagger UI's pages (registered later) run inline scripts and styles: their own, looser policy.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/core/docs')) {
      (route as { helmet?: unknown }).helmet = {
        contentSecurityPolicy: {
          directives: {
            ...CONTENT_SECURITY_POLICY,
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
          },
        },
      };
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/core/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
