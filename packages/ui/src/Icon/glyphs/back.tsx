import type { IconDefinition } from '../IconDefinition';

export const backIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2,
  cap: 'round',
  join: 'round',
  shape: <path d="M15 5l-7 7 7 7" />,
};
