import type { ReactNode } from 'react';

export interface IconDefinition {
  viewBox: string;
  /** Filled with the text colour; otherwise stroked with it. */
  filled?: boolean;
  strokeWidth?: number;
  cap?: 'round';
  join?: 'round';
  shape: ReactNode;
}

/** The library's icons (each drawn once, used by every component that shows it). */
export const icons = {
  back: {
    viewBox: '0 0 24 24',
    strokeWidth: 2,
    cap: 'round',
    join: 'round',
    shape: <path d="M15 5l-7 7 7 7" />,
  },
  close: { viewBox: '0 0 24 24', strokeWidth: 2, cap: 'round', shape: <path d="M6 6l12 12M18 6L6 18" /> },
  /** The small close of RoundedPopup, on a 20-unit grid. */
  closeSmall: {
    viewBox: '0 0 20 20',
    strokeWidth: 2,
    cap: 'round',
    shape: <path d="M4 4l12 12M16 4L4 16" />,
  },
  check: {
    viewBox: '0 0 24 24',
    strokeWidth: 2,
    cap: 'round',
    join: 'round',
    shape: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  },
  /** Double chevron towards the inline end (slide to confirm). */
  slide: {
    viewBox: '0 0 24 24',
    strokeWidth: 2.5,
    cap: 'round',
    join: 'round',
    shape: <path d="M6 6l6 6-6 6M12 6l6 6-6 6" />,
  },
  arrowDown: {
    viewBox: '0 0 24 24',
    strokeWidth: 2,
    cap: 'round',
    join: 'round',
    shape: <path d="M12 5v14M6 13l6 6 6-6" />,
  },
  chevron: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.8,
    cap: 'round',
    join: 'round',
    shape: <path d="M6 3l5 5-5 5" />,
  },
  alert: {
    viewBox: '0 0 24 24',
    filled: true,
    shape: <path d="M12 2a10 10 0 100 20 10 10 0 000-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />,
  },
  error: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.8,
    cap: 'round',
    shape: (
      <>
        <circle cx="8" cy="8" r="7" />
        <path d="M8 4.5v4.5M8 11.5v.2" />
      </>
    ),
  },
  backspace: {
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
  },
  reload: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    cap: 'round',
    join: 'round',
    shape: (
      <>
        <path d="M20 11a8 8 0 1 0-2.3 5.7" />
        <path d="M20 4v7h-7" />
      </>
    ),
  },
  minus: { viewBox: '0 0 24 24', strokeWidth: 2, cap: 'round', shape: <path d="M6 12h12" /> },
  plus: { viewBox: '0 0 24 24', strokeWidth: 2, cap: 'round', shape: <path d="M6 12h12M12 6v12" /> },
  /** An empty tray (EmptyState). */
  empty: {
    viewBox: '0 0 96 96',
    strokeWidth: 3,
    shape: (
      <>
        <rect x="18" y="26" width="60" height="48" rx="6" />
        <path d="M18 42h60M38 56h20" />
      </>
    ),
  },
  /** Head and shoulders (Avatar's default). */
  person: {
    viewBox: '0 0 64 64',
    filled: true,
    shape: (
      <>
        <circle cx="32" cy="25" r="11" />
        <path d="M11 56c2-11 10.5-17 21-17s19 6 21 17" />
      </>
    ),
  },
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
