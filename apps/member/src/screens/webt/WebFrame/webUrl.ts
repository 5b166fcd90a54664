/**
 * The address a web page may show: an absolute http(s) URL without credentials. Anything else
 * (javascript:, data:, file:, a relative path, user:password@host) is refused.
 */
export function parseWebUrl(value: string | null | undefined): URL | null {
  const text = (value ?? '').trim();
  if (!text || text.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** A title passed in the query: plain text, one line, at most 40 characters. */
export function cleanTitle(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const chars = [...text];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : text;
}

/**
 * iframe sandbox: scripts, forms and popups for the page to work; its own origin only when it is
 * not ours (a same-origin page with allow-same-origin could reach the app's storage).
 */
export function sandboxFor(url: URL, appOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return url.origin === appOrigin ? base : `${base} allow-same-origin`;
}
