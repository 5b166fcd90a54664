import type { CSSProperties } from 'react';

/** Inline value for a vanilla-extract `createVar()` (what @vanilla-extract/dynamic's assignInlineVars does). */
export function cssVar(variable: string, value: string): CSSProperties {
  const name = /^var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;
  return { [name]: value } as CSSProperties;
}
