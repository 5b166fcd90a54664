import { describe, expect, it } from 'vitest';
import { aurumTheme, contractShape, createBrandTheme, cssVarName, themeProperties } from '@aurum/tokens';
import { vars } from '@aurum/tokens/theme.css';

/** Every leaf path of the contract, e.g. ['color', 'theme']. */
function paths(node: unknown, prefix: string[] = []): string[][] {
  if (node === null) return [prefix];
  return Object.entries(node as object).flatMap(([k, v]) => paths(v, [...prefix, k]));
}

describe('one theme contract', () => {
  const leaves = paths(contractShape);

  it('the stylesheet contract (vars) reads exactly the custom properties the runtime theme writes', () => {
    expect(leaves.length).toBeGreaterThan(60);
    for (const path of leaves) {
      const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], vars);
      expect(value, path.join('.')).toBe(`var(${cssVarName(path)})`);
    }
  });

  it('a brand theme sets only properties of the contract, every colour of both schemes', () => {
    const known = new Set(leaves.map(cssVarName));
    const theme = createBrandTheme({
      brandColor: '#0b7a3e',
      brandName: 'Verdant',
      fontFamily: 'Georgia, serif',
      radiusScale: 0.5,
      avatarColors: Array.from({ length: 20 }, () => '#ffcc00'),
    });
    for (const scheme of [theme.light, theme.dark]) {
      const props = themeProperties(scheme);
      for (const name of Object.keys(props)) expect(known.has(name), name).toBe(true);
      for (const path of leaves.filter((p) => p[0] === 'color'))
        expect(props[cssVarName(path)]).toBeDefined();
    }
    expect(themeProperties(aurumTheme.light)).toEqual({});
  });
});
