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
