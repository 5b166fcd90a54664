/**
 * Usage guidance for a component's Storybook docs page (stories only; not part of the package's
 * exports). Written for designers: when to use it, do and don't, wording, accessibility, states.
 */
export interface Guidance {
  /** One or two sentences: what it is for. */
  summary: string;
  use: string[];
  avoid: string[];
  do: string[];
  dont: string[];
  /** Labels, tone and wording. */
  content: string[];
  /** Keys and what they do. */
  keyboard: string[];
  /** What a screen reader announces. */
  screenReader: string[];
  /** The states it can be in (most are stories on this page). */
  states: string[];
}

const list = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

/** Markdown for `parameters.docs.description.component`. */
export function guidance(g: Guidance): string {
  const rows = Array.from(
    { length: Math.max(g.do.length, g.dont.length) },
    (_, i) => `| ${g.do[i] ?? ''} | ${g.dont[i] ?? ''} |`,
  );
  return [
    g.summary,
    `### When to use\n${list(g.use)}`,
    `### When not to use\n${list(g.avoid)}`,
    `### Do and don't\n| ✓ Do | ✗ Don't |\n| --- | --- |\n${rows.join('\n')}`,
    `### Content\n${list(g.content)}`,
    `### Accessibility\n**Keyboard**\n${list(g.keyboard)}\n\n**Screen reader**\n${list(g.screenReader)}`,
    `### States\n${list(g.states)}`,
  ].join('\n\n');
}
