import type { IconDefinition } from '../IconDefinition';

export const closeIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2,
  cap: 'round',
  shape: <path d="M6 6l12 12M18 6L6 18" />,
};
