import type { IconDefinition } from '../IconDefinition';

/** Head and shoulders (Avatar's default). */
export const personIcon: IconDefinition = {
  viewBox: '0 0 64 64',
  filled: true,
  shape: (
    <>
      <circle cx="32" cy="25" r="11" />
      <path d="M11 56c2-11 10.5-17 21-17s19 6 21 17" />
    </>
  ),
};
