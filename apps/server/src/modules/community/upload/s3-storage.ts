/**
 * Pictures in an S3 bucket (UPLOAD_STORE=s3, or S3_BUCKET set): AWS S3 or an S3-compatible store
 * (MinIO, Cloudflare R2, Ceph...) through the official AWS SDK. Every server process on every
 * machine serves what any of them stored, through the same route, URL and headers as the disk and
 * database stores. The object key is the stored name itself (random, written once).
 */
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../../kernel/config.js';
import { STORED_NAME, contentTypeOf, type FileStorage, type StoredFile } from './storage.js';

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    /** an object larger than this was not stored by the upload route: it is not served */
    private readonly maxBytes: number,
    private readonly publicPrefix = '/core/file/uploads',
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // undefined: the SDK's default credential chain (AWS_* variables, profile, instance role)
      credentials: settings.credentials,
      // a store that stops answering must not hold a member's request open for ever
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    if (!STORED_NAME.test(name)) throw new RangeError(`bad stored file name: ${name}`);
    // Names are 128 random bits, so a put never meets an existing key; If-None-Match is not sent
    // because not every S3-compatible store implements conditional writes.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: data, ContentType: contentType }));
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!object.Body || (object.ContentLength ?? 0) > this.maxBytes) {
        object.Body?.transformToWebStream().cancel().catch(() => {});
        return null;
      }
      const data = Buffer.from(await object.Body.transformToByteArray());
      // The type comes from the name, as on disk: an object's metadata could have been changed by
      // anyone else who writes to the bucket.
      return { data, contentType: contentTypeOf(name), etag: object.ETag };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  url(name: string): string {
    return `${this.publicPrefix}/${name}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
