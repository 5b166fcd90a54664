/**
 * Colours in the avatar palette (SPEC §3: index 0 to 19; tokens.json's `avatar` group, `vars.avatar`).
 * A constant here, not read from @aurum/tokens, so Avatar does not carry the whole token file.
 */
export const avatarColourCount = 20;

/** What the avatar draws: the picture, the name's initial on a colour, or the built-in default. */
export type AvatarContent = 'image' | 'initial' | 'default';

/**
 * Stable string hash (32-bit FNV-1a over UTF-16 code units). The same name always gets the same
 * colour, on every device and after a reload.
 */
export function hashName(name: string): number {
  let hash = 2166136261; // FNV offset basis
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0; // FNV prime
  }
  return hash >>> 0;
}

/**
 * Colour index 0 to 19. An explicit `colorIndex` wins (wrapped into range, so a server value of 20 or
 * -1 still lands on a colour); otherwise it is derived from the name; without either, 0.
 */
export function avatarColorIndex(
  name?: string | null,
  colorIndex?: number | null,
  count = avatarColourCount,
): number {
  if (typeof colorIndex === 'number' && Number.isFinite(colorIndex)) {
    const i = Math.trunc(colorIndex) % count;
    return i < 0 ? i + count : i;
  }
  const trimmed = name?.trim();
  return trimmed ? hashName(trimmed) % count : 0;
}

/**
 * First character of the name, upper-cased where the script has case. Works by code points, so a
 * surrogate pair (emoji, rare CJK) is never cut in half.
 */
export function nameInitial(name?: string | null): string {
  const trimmed = name?.trim();
  if (!trimmed) return '';
  const first = Array.from(trimmed)[0] ?? '';
  return first.toLocaleUpperCase();
}

/** Which content to show, given the inputs and whether the picture failed to load. */
export function avatarContent(
  src: string | null | undefined,
  name: string | null | undefined,
  imageFailed: boolean,
): AvatarContent {
  if (src && src.trim() !== '' && !imageFailed) return 'image';
  if (nameInitial(name) !== '') return 'initial';
  return 'default';
}
