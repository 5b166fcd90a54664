import type { IconDefinition } from '../IconDefinition';

export const checkIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2,
  cap: 'round',
  join: 'round',
  shape: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};
