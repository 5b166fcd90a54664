/**
 * Server text split into paragraphs at blank lines; single line breaks stay inside a paragraph
 * (shown with white-space: pre-line). The text is never interpreted as HTML.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
