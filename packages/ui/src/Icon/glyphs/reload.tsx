import type { IconDefinition } from '../IconDefinition';

export const reloadIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 1.8,
  cap: 'round',
  join: 'round',
  shape: (
    <>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </>
  ),
};
