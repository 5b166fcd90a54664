import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aurumColors,
  aurumTheme,
  brandColors,
  contrast,
  createBrandTheme,
  cssVarName,
  readableOn,
  themeProperties,
  toHex,
  type Rgb,
} from '../src/index';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => toHex(rgb as unknown as Rgb));

describe('brand themes', () => {
  it('puts readable text (≥ 4.5:1) on any brand, rising and falling colour, in both schemes', () => {
    fc.assert(
      fc.property(hexColor, hexColor, hexColor, (brand, rising, falling) => {
        for (const scheme of ['light', 'dark'] as const) {
          const c = brandColors(scheme, brand, rising, falling);
          expect(contrast(c.onTheme, c.theme)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(c.onRising, c.rising)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(c.onFalling, c.falling)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives any brand, rising and falling colour a text variant readable (≥ 4.5:1) on the page, cards and nav bar', () => {
    fc.assert(
      fc.property(hexColor, hexColor, hexColor, (brand, rising, falling) => {
        for (const scheme of ['light', 'dark'] as const) {
          const c = brandColors(scheme, brand, rising, falling);
          for (const surface of [c.background, c.item, c.navBar]) {
            expect(contrast(c.themeText, surface)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(c.risingText, surface)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(c.fallingText, surface)).toBeGreaterThanOrEqual(4.5);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives any brand a focus ring that stands out (≥ 3:1) from the page and from cards', () => {
    fc.assert(
      fc.property(hexColor, (brand) => {
        for (const scheme of ['light', 'dark'] as const) {
          const c = brandColors(scheme, brand);
          expect(contrast(c.focus, c.background)).toBeGreaterThanOrEqual(3);
          expect(contrast(c.focus, c.item)).toBeGreaterThanOrEqual(3);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('darkens avatar colours that would not carry the white initial at 4.5:1', () => {
    fc.assert(
      fc.property(fc.array(hexColor, { minLength: 20, maxLength: 20 }), (palette) => {
        const theme = createBrandTheme({ brandColor: '#123456', brandName: 'X', avatarColors: palette });
        for (const c of Object.values(theme.light.avatar ?? {})) {
          expect(contrast(c!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('chooses the same on-colours as Aurum for Aurum’s own colours', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const a = aurumColors[scheme];
      expect(readableOn(a.theme)).toBe(a.onTheme);
      expect(readableOn(a.rising)).toBe(a.onRising);
      expect(readableOn(a.falling)).toBe(a.onFalling);
    }
  });

  it('fixes the green-button defect of issue #13: white, not black, on a dark green', () => {
    // Black on #0b7a3e was 4.25:1 (below AA); white gives 5.4:1.
    expect(brandColors('light', '#0b7a3e').onTheme).toBe('#ffffff');
  });

  it('keeps Aurum’s themes untouched and maps seeds to the contract’s custom properties', () => {
    expect(aurumTheme.light).toEqual({});
    expect(aurumTheme.dark).toEqual({});
    const theme = createBrandTheme({
      brandColor: '#2f6fed',
      brandName: 'Nimbus Bank',
      fontFamily: 'Georgia, serif',
      radiusScale: 0.5,
      colorScheme: 'dark',
    });
    expect(theme.brandName).toBe('Nimbus Bank');
    expect(theme.colorScheme).toBe('dark');
    const props = themeProperties(theme.dark);
    expect(props[cssVarName(['color', 'theme'])]).toBe('#2f6fed');
    expect(props['--aurum-color-background']).toBe(aurumColors.dark.background);
    expect(props['--aurum-font-family']).toBe('Georgia, serif');
    expect(props['--aurum-size-radius']).toBe('4px');
    expect(props['--aurum-size-popupRadius']).toBe('15.75px');
  });
});
