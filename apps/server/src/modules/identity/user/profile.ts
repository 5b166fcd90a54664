import { badRequest } from '../../../http/errors.js';

export const USERNAME_MAX = 20;
export const HEAD_URL_MAX = 500;

// control characters and bidirectional overrides: they break or disguise a name wherever it is shown
const FORBIDDEN_IN_NAME = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** Trimmed, 1–20 characters; stored as typed (escaping is the job of whoever displays it). */
export function checkUsername(input: string): string {
  const name = input.trim();
  if (name.length === 0) throw badRequest('validation.required', { field: 'userName' });
  if ([...name].length > USERNAME_MAX) throw badRequest('validation.tooLong', { field: 'userName' });
  if (FORBIDDEN_IN_NAME.test(name)) throw badRequest('validation.invalid', { field: 'userName' });
  return name;
}

/** One of our upload paths (/core/file/uploads/... or /uploads/...) or an absolute http(s) URL without credentials. */
export function checkHeadUrl(input: string): string {
  const url = input.trim();
  if (url.length === 0) throw badRequest('validation.required', { field: 'headUrl' });
  if (url.length > HEAD_URL_MAX) throw badRequest('validation.tooLong', { field: 'headUrl' });
  if (url.startsWith('/')) {
    // /file/upload answers /core/file/uploads/<name>; /uploads/<name> is the short legacy form.
    const prefix = ['/core/file/uploads/', '/uploads/'].find((p) => url.startsWith(p));
    const segments = prefix ? url.slice(prefix.length).split('/') : [];
    if (
      prefix &&
      segments.length > 0 &&
      segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s) && s !== '..' && s !== '.')
    ) {
      return url;
    }
    throw badRequest('user.headUrlInvalid');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('user.headUrlInvalid');
  }
  if (
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
    !parsed.hostname ||
    parsed.username ||
    parsed.password
  ) {
    throw badRequest('user.headUrlInvalid');
  }
  if (/[\s"'<>\\]/.test(url)) throw badRequest('user.headUrlInvalid');
  return url;
}
