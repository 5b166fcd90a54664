import type { IconDefinition } from '../IconDefinition';

export const chevronIcon: IconDefinition = {
  viewBox: '0 0 16 16',
  strokeWidth: 1.8,
  cap: 'round',
  join: 'round',
  shape: <path d="M6 3l5 5-5 5" />,
};
