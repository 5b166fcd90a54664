import type { IconDefinition } from '../IconDefinition';

/** The small close of RoundedPopup, on a 20-unit grid. */
export const closeSmallIcon: IconDefinition = {
  viewBox: '0 0 20 20',
  strokeWidth: 2,
  cap: 'round',
  shape: <path d="M4 4l12 12M16 4L4 16" />,
};
