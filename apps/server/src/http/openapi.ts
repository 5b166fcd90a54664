/**
 * The OpenAPI document's conventions, applied to every route as it is added: an operationId from
 * the path (the generated client and the console name operations by it), a description when the
 * route gives only a summary, and the document-level tags, info and servers. Linted with
 * Spectral's spectral:oas ruleset in test/platform/openapi-contract.test.ts (0 errors, 0 warnings).
 */
import type { RouteOptions } from 'fastify';

/** One line per tag, in the order the documentation lists them; a tag not named here still gets an entry. */
const TAGS: Record<string, string> = {
  system: 'Health and readiness of the server and its database.',
  sms: 'Verification codes sent by SMS.',
  auth: 'Registration, login and logout of members.',
  user: "The signed-in member's profile, passwords and figures.",
  'money: products': 'Products on sale, buying them and the orders they make.',
  'money: income': 'Daily income of orders and collecting it.',
  'money: recharge': 'Paying money in: channels, USDT and the provider callback.',
  'money: withdrawal': 'Taking money out to a bank card or a wallet.',
  'money: cards and wallets': "The member's bank cards and USDT wallets.",
  'money: funding details': "Every movement of the member's money.",
  team: "The member's invitees and invitation link.",
  redEnvelope: 'Red envelopes granted by rules and received into cash.',
  bonus: 'Bonus codes redeemed for cash.',
  lottery: 'Lottery draws, chances and prizes.',
  sysMessage: 'Notices and personal messages.',
  scrollMessage: 'The scrolling messages of the home page.',
  zone: 'The community zone: posts, comments and likes.',
  upload: 'Picture upload.',
  'admin: files': 'Operator picture upload (product images, slides).',
  content: 'Public content: slides, area codes, texts and settings.',
  admin: 'Operator sign-in and session.',
  'admin: money': 'Operator API of money: catalogue, recharges, withdrawals, accrual and reports.',
  'admin-community':
    'Operator API of community: content, lottery, bonus codes, envelopes, zone and messages.',
  'admin-translations': 'Operator API of content translations.',
};

/** `/core/app/user/getUserInfo` -> `appUserGetUserInfo`; `/core/admin/x/:id` -> `adminXById`. */
export function operationIdOf(url: string): string {
  const words = url
    .replace(/^\/core\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** onRoute: fills in what every documented operation carries. */
export function documentRoute(route: RouteOptions): void {
  if (!route.schema || (route.schema as { hide?: boolean }).hide) return;
  // a copy: routes may share one schema object (/health and /health/ready), each needs its own id
  const schema = { ...route.schema } as RouteOptions['schema'] & Record<string, unknown>;
  route.schema = schema;
  schema.operationId ??= operationIdOf(route.url);
  if (!schema.description && typeof schema.summary === 'string') {
    const security = schema.security as Array<Record<string, unknown>> | undefined;
    const who = security?.some((s) => 'operatorToken' in s)
      ? ' Needs an operator token (X-Operator-Token).'
      : security?.some((s) => 'accessToken' in s)
        ? ' Needs a member token (X-Access-Token).'
        : '';
    schema.description = `${schema.summary.replace(/\.?$/, '.')}${who}`;
  }
}

type Document = { tags?: Array<{ name: string; description?: string }>; paths?: object };

/** transformObject of @fastify/swagger: the global tag list, from the tags the operations use. */
export function withGlobalTags<D extends Document>(document: D): D {
  const used = new Set<string>();
  const items = Object.values(document.paths ?? {}) as Array<Record<string, { tags?: string[] } | undefined>>;
  for (const item of items)
    for (const operation of Object.values(item)) for (const tag of operation?.tags ?? []) used.add(tag);
  const known = Object.keys(TAGS).filter((name) => used.has(name));
  const others = [...used].filter((name) => !(name in TAGS)).sort();
  document.tags = [
    ...known.map((name) => ({ name, description: TAGS[name]! })),
    ...others.map((name) => ({ name, description: `Operations tagged ${name}.` })),
  ];
  return document;
}

export const openapiInfo = {
  title: 'Aurum member API',
  version: '1.2.2',
  description:
    'The /core/ API of the Aurum member platform. Requests are form-encoded (JSON is accepted too); ' +
    'every answer is an envelope {code, result, message} with the message in the language of ' +
    'Accept-Language. Money is a decimal string of the currency (two decimals).',
  contact: { name: 'Aurum platform team', url: 'https://github.com/aurum-member-platform' },
};
