import { brandName, colorNames, durations, sizes, spaces } from '@aurum/tokens';

import type { ReactNode } from 'react';
import * as s from './blocks.css';

const principles: { title: string; body: ReactNode }[] = [
  {
    title: 'Money is never ambiguous',
    body: 'Amounts show the currency and exactly two decimals; anything that moves money asks for the fund password and a deliberate slide.',
  },
  {
    title: 'One hand, one thumb',
    body: `Drawn for a ${px(sizes.layoutBase)} phone. Every control is at least ${px(sizes.touchTarget)} × ${px(sizes.touchTarget)}; primary actions sit at the bottom, within reach.`,
  },
  {
    title: 'Readable in light and dark',
    body: 'Every text and control meets WCAG AA contrast in both themes and in every brand built from the seeds.',
  },
  {
    title: 'Say what happened',
    body: 'Every wait, success and refusal is stated in words (and announced to screen readers), never only with colour or motion.',
  },
  {
    title: 'Tokens, not values',
    body: 'Colours, sizes and durations come from tokens.json; a brand changes seeds, never component code.',
  },
];

export function Principles() {
  return (
    <ol className={s.principles}>
      {principles.map((p) => (
        <li key={p.title}>
          <strong>{p.title}.</strong> {p.body}
        </li>
      ))}
    </ol>
  );
}

/** A one-line census of the tokens, counted from tokens.json. */
export function TokenSummary() {
  const counts = [
    [colorNames.length, 'colour roles, each with a light and a dark value'],
    [Object.keys(spaces).length, 'spacing steps'],
    [Object.keys(sizes).length, 'sizes'],
    [Object.keys(durations).length, 'durations'],
  ] as const;
  return (
    <p className={s.summary}>
      Brand: <strong>{brandName}</strong> ·{' '}
      {counts.map(([n, what], i) => (
        <span key={what}>
          {i > 0 && ' · '}
          <strong>{n}</strong> {what}
        </span>
      ))}
    </p>
  );
}

/** '375px' → '375 px', as the text around it writes units. */
function px(value: string): string {
  return value.replace(/px$/, ' px');
}
