/**
 * Drops the `$description` texts and `$type`s from @aurum/tokens' tokens.json as the app bundles
 * it: the runtime reads `$value`s only (tokens/src/values.ts), and the descriptions were ≈ 1 KB
 * gzipped of the first route. The file itself, and its types, are unchanged.
 */
import type { Plugin } from 'vite';

function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$description' && key !== '$type')
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
}

export function tokenDescriptions(): Plugin {
  return {
    name: 'aurum-token-descriptions',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]tokens[\\/]tokens\.json$/.test(id)) return null;
      return { code: JSON.stringify(withoutDescriptions(JSON.parse(code))), map: null };
    },
  };
}
