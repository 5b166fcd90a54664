import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** Longest side after resizing. */
export const MAX_SIDE = 1280;
/** Refuse decompression bombs: at most 40 megapixels decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/** What the bytes are, by their magic numbers (the file name and declared type are not trusted). */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 6) {
    const head = data.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

export interface NormalizedImage {
  data: Buffer;
  contentType: string;
  ext: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

/**
 * Decodes the picture, applies its EXIF orientation, shrinks it to at most 1280 px on the longest
 * side and re-encodes it. sharp writes no metadata unless asked, so EXIF (GPS, camera), XMP and
 * comments are dropped. JPEG stays JPEG, WebP stays WebP; PNG and GIF become PNG (a GIF keeps its
 * first frame). Throws when the bytes do not decode.
 */
export async function normalizeImage(data: Buffer, kind: ImageKind): Promise<NormalizedImage> {
  const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (kind === 'jpeg') {
    const out = await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data: out.data, contentType: 'image/jpeg', ext: 'jpg', width: out.info.width, height: out.info.height };
  }
  if (kind === 'webp') {
    const out = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { data: out.data, contentType: 'image/webp', ext: 'webp', width: out.info.width, height: out.info.height };
  }
  const out = await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { data: out.data, contentType: 'image/png', ext: 'png', width: out.info.width, height: out.info.height };
}
