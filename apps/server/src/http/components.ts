/**
 * Schemas shared by several operations: each is published once under components/schemas/<name>
 * of the OpenAPI document and referenced with $ref, so the generated client has one named type
 * (and, for an enum, one list of values) where the member app and the console need it.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

const registry = new Map<string, TSchema>();

/** Registers `schema` as components/schemas/<name>; returns the $ref to use in routes. */
export function shared<T extends TSchema>(name: string, schema: T): TUnsafe<Static<T>> {
  if (registry.has(name) && registry.get(name) !== schema)
    throw new Error(`two shared schemas named ${name}`);
  registry.set(name, { ...schema, $id: name });
  return Type.Unsafe<Static<T>>({ $ref: `${name}#` });
}

/** A string enum, published as `{type: string, enum: [...]}` in the OpenAPI document. */
export const StringEnum = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/** Every shared schema, for app.addSchema before the routes are added. */
export function sharedSchemas(): TSchema[] {
  return [...registry.values()];
}
