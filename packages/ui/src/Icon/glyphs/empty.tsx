import type { IconDefinition } from '../IconDefinition';

/** An empty tray (EmptyState). */
export const emptyIcon: IconDefinition = {
  viewBox: '0 0 96 96',
  strokeWidth: 3,
  shape: (
    <>
      <rect x="18" y="26" width="60" height="48" rx="6" />
      <path d="M18 42h60M38 56h20" />
    </>
  ),
};
