/**
 * Brand themes from a few seeds (issue #13): brand colour, brand name, font family, radius scale and
 * colour scheme. Everything else is derived so that it stays readable: the text on the brand colour
 * and on rising/falling is black or white, whichever contrasts more (always ≥ 4.5:1), their text variants
 * (`themeText`, `risingText`, `fallingText`) are moved away from the page until they read at 4.5:1, the focus ring
 * is moved away from the page colour until it stands out (≥ 3:1), the "sliding" trail is the brand
 * colour washed towards the page. Neutrals (page, cards, borders, text) come from Aurum's palettes.
 */
import { mix, readableOn, withContrast, black, white } from './color';
import { aurumColors, aurumConstants, type ThemeColors, type ThemeOverrides } from './contract';
import { brandName as aurumBrandName } from './values';

export type ColorScheme = 'light' | 'dark';
/** `system` follows the device (prefers-color-scheme). */
export type ColorSchemePreference = ColorScheme | 'system';

export interface BrandSeeds {
  /** The brand colour: primary buttons, highlights, the nav-bar logotype. `#rgb` or `#rrggbb`. */
  brandColor: string;
  /** Shown by NavBar when it has no title (the logotype). */
  brandName: string;
  /** CSS font-family list for all text. @default Aurum's */
  fontFamily?: string;
  /** Multiplies every corner radius (0 = square corners, 2 = twice as round). @default 1 */
  radiusScale?: number;
  /** Which scheme to show. @default 'light' */
  colorScheme?: ColorSchemePreference;
  /** Gains and success. @default Aurum's #019F4B */
  risingColor?: string;
  /** Losses and errors. @default Aurum's #F7223A */
  fallingColor?: string;
  /** 20 avatar backgrounds; each is darkened where needed so the white initial reads at ≥ 4.5:1. */
  avatarColors?: readonly string[];
}

/** What AurumProvider takes: the brand name, the scheme and the contract values per scheme. */
export interface BrandTheme {
  brandName: string;
  colorScheme: ColorSchemePreference;
  /** Values set over Aurum's light theme (custom properties on the provider's element). */
  light: ThemeOverrides;
  /** Values set over Aurum's dark theme. */
  dark: ThemeOverrides;
}

/** Aurum itself: its light and dark themes exactly as in tokens.json (SPEC §9), nothing overridden. */
export const aurumTheme: BrandTheme = {
  brandName: aurumBrandName,
  colorScheme: 'light',
  light: {},
  dark: {},
};

/** Colours of one scheme for a brand colour, over Aurum's neutrals for that scheme. */
export function brandColors(
  scheme: ColorScheme,
  brand: string,
  rising: string = aurumColors[scheme].rising,
  falling: string = aurumColors[scheme].falling,
): ThemeColors {
  const base = aurumColors[scheme];
  return {
    ...base,
    theme: brand,
    onTheme: readableOn(brand),
    rising,
    onRising: readableOn(rising),
    falling,
    onFalling: readableOn(falling),
    // Small text and meaningful icons in these colours on the page, cards and nav bar (4.5:1);
    // the seeds themselves stay for fills, borders and large text.
    themeText: readableText(brand, base),
    risingText: readableText(rising, base),
    fallingText: readableText(falling, base),
    // The trail of slide-to-confirm: the brand colour washed towards the page (as Aurum's is).
    sliding: scheme === 'light' ? mix(brand, white, 0.4) : mix(brand, black, 0.35),
    // A focus ring must stand out from the page and from cards (WCAG 1.4.11: 3:1).
    focus: withContrast(withContrast(brand, base.background, 3), base.item, 3),
  };
}

/** `color` moved away from the page, card and nav-bar colours until it reads as text (4.5:1) on each. */
function readableText(color: string, base: ThemeColors): string {
  return [base.navBar, base.background, base.item].reduce((c, surface) => withContrast(c, surface, 4.5), color);
}

export function createBrandTheme(seeds: BrandSeeds): BrandTheme {
  const brand = seeds.brandColor.trim();
  const constants: ThemeOverrides = {};
  if (seeds.fontFamily) constants.font = { family: seeds.fontFamily };
  if (seeds.radiusScale !== undefined && seeds.radiusScale !== 1) {
    const scale = Math.max(0, seeds.radiusScale);
    const scaled = (value: string) => `${Number.parseFloat(value) * scale}px`;
    const s = aurumConstants.size;
    constants.size = {
      radius: scaled(s.radius),
      radiusSmall: scaled(s.radiusSmall),
      popupRadius: scaled(s.popupRadius),
      radiusPill: scale === 0 ? '0px' : s.radiusPill,
    };
  }
  if (seeds.avatarColors) {
    constants.avatar = Object.fromEntries(
      seeds.avatarColors.map((c, i) => [String(i), withContrast(c, aurumConstants.avatarInitial, 4.5)]),
    );
  }
  const scheme = (s: ColorScheme): ThemeOverrides => ({
    ...constants,
    color: brandColors(s, brand, seeds.risingColor, seeds.fallingColor),
  });
  return {
    brandName: seeds.brandName,
    colorScheme: seeds.colorScheme ?? 'light',
    light: scheme('light'),
    dark: scheme('dark'),
  };
}
