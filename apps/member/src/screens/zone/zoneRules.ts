/** Limits of the zone, as the server enforces them (POST /app/zone/publish, /app/zone/comment, /file/upload). */
export const MAX_POST_CHARS = 1000;
export const MAX_COMMENT_CHARS = 500;
export const MAX_POST_PICTURES = 9;
export const MAX_PICTURE_MB = 5;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Characters as the member sees them (an emoji counts once). */
export const charCount = (text: string): number => [...text].length;

export type PictureProblem = 'notImage' | 'tooLarge';

/** A picture may be uploaded: one of the accepted types, at most 5 MB. */
export function checkPicture(file: { type: string; size: number }): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_PICTURE_MB * 1024 * 1024) return 'tooLarge';
  return null;
}

export type PostProblem = 'empty' | 'tooLong' | 'tooManyPictures' | 'uploading';

/** A post may be sent: some text or a picture, text within the limit, every picture uploaded. */
export function checkPost(content: string, pictures: readonly { url?: string | null }[]): PostProblem | null {
  const text = content.trim();
  if (!text && pictures.length === 0) return 'empty';
  if (charCount(text) > MAX_POST_CHARS) return 'tooLong';
  if (pictures.length > MAX_POST_PICTURES) return 'tooManyPictures';
  if (pictures.some((p) => !p.url)) return 'uploading';
  return null;
}

export type CommentProblem = 'empty' | 'tooLong';

export function checkComment(content: string): CommentProblem | null {
  const text = content.trim();
  if (!text) return 'empty';
  if (charCount(text) > MAX_COMMENT_CHARS) return 'tooLong';
  return null;
}

/** A positive integer id from a query parameter, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
