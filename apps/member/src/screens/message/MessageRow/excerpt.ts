/** First line of a message, for a list (the text as written, never HTML). */
export function excerpt(content: string, max = 80): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : line;
}
