import type { IconDefinition } from '../IconDefinition';

export const plusIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2,
  cap: 'round',
  shape: <path d="M6 12h12M12 6v12" />,
};
