import type { IconDefinition } from '../IconDefinition';

export const alertIcon: IconDefinition = {
  viewBox: '0 0 24 24',
  filled: true,
  shape: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />,
};
