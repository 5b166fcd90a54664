import type { IconDefinition } from '../IconDefinition';

export const arrowDownIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2,
  cap: 'round',
  join: 'round',
  shape: <path d="M12 5v14M6 13l6 6 6-6" />,
};
