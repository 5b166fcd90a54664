import type { IconDefinition } from '../IconDefinition';

export const errorIcon: IconDefinition = {
  viewBox: '0 0 16 16',
  strokeWidth: 1.8,
  cap: 'round',
  shape: (
    <>
      <circle cx="8" cy="8" r="7" />
      <path d="M8 4.5v4.5M8 11.5v.2" />
    </>
  ),
};
