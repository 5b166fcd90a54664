import type { IconDefinition } from '../IconDefinition';

export const backspaceIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  strokeWidth: 1.8,
  cap: 'round',
  join: 'round',
  shape: (
    <>
      <path d="M9 5h11a1 1 0 011 1v12a1 1 0 01-1 1H9l-6-7z" />
      <path d="M12 9.5l5 5M17 9.5l-5 5" />
    </>
  ),
};
