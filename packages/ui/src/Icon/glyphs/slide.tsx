import type { IconDefinition } from '../IconDefinition';

/** Double chevron towards the inline end (slide to confirm). */
export const slideIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 2.5,
  cap: 'round',
  join: 'round',
  shape: <path d="M6 6l6 6-6 6M12 6l6 6-6 6" />,
};
