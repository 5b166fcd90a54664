/**
 * Numbers in requests are written one way only. ajv runs with `coerceTypes` (form fields arrive as
 * text) and converts with `Number()`, which takes "0x2", "2e0", "+2", " 2 ", "2.0" and a 30-digit id
 * (rounded to a different one) as integers, and `true` or `null` as 1 or 0. This check runs before
 * validation on the raw value of every integer or number field of a route's body, query string and
 * path parameters, repeated form fields and JSON bodies included, and refuses anything but:
 *   integers: digits without a leading zero, a '-' only where the schema allows negatives, at most
 *             2^53 - 1 in size (ids beyond it would round); JSON: a safe integer;
 *   numbers:  the same with an optional fraction ("12.5"); JSON: a finite number.
 * Range (minimum, maximum) stays ajv's job. The plan of each schema is worked out once and kept.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number | boolean;
}

interface NumberRule {
  kind: 'integer' | 'number';
  negative: boolean;
  /** other values the schema accepts in place of a number (e.g. '' for "none") */
  literals: unknown[];
  nullable: boolean;
}

/** What to check in one object: its numeric fields, and the objects nested in it (JSON bodies). */
interface Plan {
  numbers: Map<string, NumberRule>;
  objects: Map<string, Plan>;
}

const CANONICAL_INTEGER = /^(0|[1-9]\d*)$/;
const CANONICAL_SIGNED_INTEGER = /^(0|-?[1-9]\d*)$/;
const CANONICAL_NUMBER = /^(0|[1-9]\d*)(\.\d+)?$/;
const CANONICAL_SIGNED_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function allowsNegative(schema: JsonSchema): boolean {
  if (typeof schema.minimum === 'number' && schema.minimum >= 0) return false;
  if (typeof schema.exclusiveMinimum === 'number' && schema.exclusiveMinimum >= -1) return false;
  return true;
}

/** The rule for one field, or null when it is not (only) a number. */
function ruleFor(schema: JsonSchema): NumberRule | null {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const rules: NumberRule[] = [];
    const literals: unknown[] = [];
    let nullable = false;
    for (const variant of variants) {
      const types = typesOf(variant);
      if (types.length === 1 && types[0] === 'null') nullable = true;
      else if (variant.const !== undefined) literals.push(variant.const);
      else if (variant.enum) literals.push(...variant.enum);
      else {
        const rule = ruleFor(variant);
        if (!rule) return null; // a free-form alternative: the number may legitimately be text
        rules.push(rule);
      }
    }
    if (rules.length === 0) return null;
    return {
      kind: rules.every((r) => r.kind === 'integer') ? 'integer' : 'number',
      negative: rules.some((r) => r.negative),
      literals,
      nullable: nullable || rules.some((r) => r.nullable),
    };
  }
  const types = typesOf(schema);
  const numeric = types.filter((t) => t === 'integer' || t === 'number');
  if (numeric.length === 0) {
    if (types.length === 1 && types[0] === 'array' && schema.items) return ruleFor(schema.items);
    return null;
  }
  if (types.some((t) => t !== 'integer' && t !== 'number' && t !== 'null')) return null;
  return {
    kind: numeric.includes('number') ? 'number' : 'integer',
    negative: allowsNegative(schema),
    literals: [],
    nullable: types.includes('null'),
  };
}

function planFor(schema: JsonSchema | undefined): Plan | null {
  if (!schema) return null;
  // Type.Optional(Type.Object(...)) bodies, and anyOf [object, null]: plan the object variant
  const object = schema.properties
    ? schema
    : ((schema.anyOf ?? schema.oneOf)?.find((v) => v.properties) ?? undefined);
  if (!object?.properties) return null;
  const plan: Plan = { numbers: new Map(), objects: new Map() };
  for (const [name, property] of Object.entries(object.properties)) {
    const rule = ruleFor(property);
    if (rule) plan.numbers.set(name, rule);
    else {
      const nested = planFor(property);
      if (nested) plan.objects.set(name, nested);
    }
  }
  return plan.numbers.size > 0 || plan.objects.size > 0 ? plan : null;
}

const plans = new WeakMap<object, Plan | null>();

function cachedPlan(schema: unknown): Plan | null {
  if (typeof schema !== 'object' || schema === null) return null;
  let plan = plans.get(schema);
  if (plan === undefined) {
    plan = planFor(schema as JsonSchema);
    plans.set(schema, plan);
  }
  return plan;
}

/** Why one raw value is not a canonical number: a message key, or null when it is fine. */
function problemWith(value: unknown, rule: NumberRule): string | null {
  if (rule.literals.some((l) => l === value)) return null;
  if (value === null) return rule.nullable ? null : 'validation.integer';
  if (typeof value === 'number') {
    if (rule.kind === 'integer') {
      if (!Number.isInteger(value)) return 'validation.integer';
      return Number.isSafeInteger(value) ? null : 'validation.invalid';
    }
    return Number.isFinite(value) ? null : 'validation.invalid';
  }
  if (typeof value !== 'string') {
    // true / false would be taken as 1 / 0; objects and nested arrays are ajv's to refuse
    return typeof value === 'boolean' ? 'validation.integer' : null;
  }
  if (rule.kind === 'integer') {
    if (!(rule.negative ? CANONICAL_SIGNED_INTEGER : CANONICAL_INTEGER).test(value))
      return 'validation.integer';
    return Number.isSafeInteger(Number(value)) ? null : 'validation.invalid';
  }
  if (!(rule.negative ? CANONICAL_SIGNED_NUMBER : CANONICAL_NUMBER).test(value)) return 'validation.number';
  return Number.isFinite(Number(value)) ? null : 'validation.invalid';
}

function check(data: unknown, plan: Plan): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  for (const [field, rule] of plan.numbers) {
    if (!Object.hasOwn(record, field)) continue;
    const value = record[field];
    // a repeated form field arrives as an array; ajv would take a one-item array as the item
    for (const item of Array.isArray(value) ? value : [value]) {
      if (Array.isArray(item)) continue;
      const problem = problemWith(item, rule);
      if (problem) throw badRequest(problem, { field });
    }
  }
  for (const [field, nested] of plan.objects) {
    if (Object.hasOwn(record, field)) check(record[field], nested);
  }
}

/**
 * Whether a route's request schema has a number anywhere (its path, query string or body): only
 * those routes get the checks (app.ts adds them per route, so the others pay nothing per request).
 */
export function hasNumberFields(schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined) {
  if (!schema) return false;
  return [schema.params, schema.querystring, schema.body].some((part) => cachedPlan(part) !== null);
}

/** preValidation hook: refuses non-canonical numbers before ajv coerces them. */
export async function requireCanonicalNumbers(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as
    { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  if (!schema) return;
  const parts: Array<[unknown, unknown]> = [
    [schema.params, request.params],
    [schema.querystring, request.query],
    [schema.body, request.body],
  ];
  for (const [part, data] of parts) {
    const plan = cachedPlan(part);
    if (plan) check(data, plan);
  }
}
