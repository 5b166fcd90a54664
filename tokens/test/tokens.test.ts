import { describe, expect, it } from 'vitest';
import raw from '../tokens.json';
import {
  avatarColors,
  avatarColourCount,
  avatarInitialColor,
  colors,
  colorNames,
  durations,
  px,
  slideThreshold,
  themeNames,
} from '../src/index';

const hexOrRgba = /^(#[0-9a-fA-F]{6}|rgba\(\s*\d+,\s*\d+,\s*\d+,\s*(0|1|0?\.\d+)\s*\))$/;

describe('design tokens', () => {
  it('defines every colour token in both themes, and nothing extra in either', () => {
    const light = Object.keys(raw.themes.light.color).sort();
    const dark = Object.keys(raw.themes.dark.color).sort();
    expect(dark).toEqual(light);
    for (const theme of themeNames) {
      for (const name of colorNames) {
        expect(colors[theme][name], `${theme}.${name}`).toMatch(hexOrRgba);
      }
    }
  });

  it('holds the exact colours of SPEC §9', () => {
    expect(colors.light).toMatchObject({
      theme: '#D8AF81',
      background: '#f9f9fb',
      border: '#ededed',
      rising: '#019F4B',
      falling: '#F7223A',
      item: '#ffffff',
      text: '#000000',
    });
    expect(colors.dark).toMatchObject({
      theme: '#D8AF81',
      background: '#000000',
      border: '#40424A',
      rising: '#019F4B',
      falling: '#F7223A',
      item: '#1C1C1E',
      text: '#ffffff',
    });
  });

  it('has text variants of the gold, rising and falling that read at 4.5:1 on the page, cards and nav bar', () => {
    for (const theme of themeNames) {
      const c = colors[theme];
      for (const name of ['themeText', 'risingText', 'fallingText'] as const) {
        for (const surface of [c.background, c.item, c.navBar]) {
          expect(contrast(c[name], surface), `${theme}.${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('holds the sizes and timings of SPEC §9', () => {
    expect(px('navBarHeight')).toBe(44);
    expect(px('layoutBase')).toBe(375);
    expect(px('layoutMax')).toBe(960);
    expect(px('pullRefreshHeight')).toBe(70);
    expect(px('pullRefreshRange')).toBe(150);
    expect(px('popupRadius')).toBe(31.5);
    expect(px('sliderHeight')).toBe(40);
    expect(px('sliderBorder')).toBe(2.5);
    expect(px('longPressTolerance')).toBe(10);
    expect(durations.toastDuration).toBe(1500);
    expect(durations.longPressDuration).toBe(350);
    expect(durations.noticeWait).toBe(10000);
    expect(durations.networkTimeout).toBe(60000);
    expect(slideThreshold).toBe(0.5);
  });

  it('has exactly 20 avatar colours (index 0 to 19), each readable under the white initial', () => {
    const keys = Object.keys(raw.avatar).filter((k) => !k.startsWith('$'));
    expect(keys).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(avatarColors).toHaveLength(20);
    expect(avatarColourCount).toBe(20);
    expect(new Set(avatarColors.map((c) => c.toLowerCase())).size).toBe(20);
    for (const c of avatarColors) {
      expect(c).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(contrast(c, avatarInitialColor), c).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
