import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Tx } from '../../../db/tx.js';

/**
 * Where uploaded files live: the local disk, PostgreSQL or an S3 bucket (s3-storage.ts), chosen by
 * configured-storage.ts. Every store is served through GET /core/file/uploads/<name> (routes.ts),
 * one code path for the headers, whichever store holds the bytes.
 */
export interface FileStorage {
  /** stores a new file under a fresh, unique name */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file (or the store does not serve files itself) */
  get(name: string): Promise<StoredFile | null>;
  /** the public URL of a stored file */
  url(name: string): string;
  /** lets go of connections when the server closes */
  close?(): Promise<void>;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
  /** the store's entity tag of the bytes, when it keeps one (S3 does), sent as the ETag header */
  etag?: string;
}

/** Stored names: 32 hex characters and the extension of the re-encoded format. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/** The largest picture accepted (the app-wide multipart limit in app.ts is the same). */
export const MAX_UPLOAD_MB = 5;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The content type a stored name stands for (its extension, which the upload chose from the bytes). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream';
}

export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly dir: string,
    private readonly publicPrefix = '/core/file/uploads',
  ) {}

  async put(name: string, data: Buffer): Promise<void> {
    if (!STORED_NAME.test(name)) throw new RangeError(`bad stored file name: ${name}`);
    await mkdir(this.dir, { recursive: true });
    // 'wx': never overwrite an existing file
    await writeFile(path.join(this.dir, name), data, { flag: 'wx' });
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const data = await readFile(path.join(this.dir, name));
      return { data, contentType: contentTypeOf(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  url(name: string): string {
    return `${this.publicPrefix}/${name}`;
  }
}

/**
 * Pictures in PostgreSQL (UPLOAD_STORE=database, the default with a DATABASE_URL): every server
 * process serves what any other stored, with the same URL, headers and limits as the disk store.
 */
export class DatabaseStorage implements FileStorage {
  constructor(
    private readonly db: Tx,
    private readonly publicPrefix = '/core/file/uploads',
  ) {}

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    if (!STORED_NAME.test(name)) throw new RangeError(`bad stored file name: ${name}`);
    // a name is written once: a second put of the same name fails on the primary key, as 'wx' does on disk
    await this.db.insertInto('upload_blobs').values({ name, content_type: contentType, data }).execute();
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const row = await this.db.selectFrom('upload_blobs').select(['data', 'content_type']).where('name', '=', name).executeTakeFirst();
    return row ? { data: Buffer.from(row.data), contentType: row.content_type } : null;
  }

  url(name: string): string {
    return `${this.publicPrefix}/${name}`;
  }
}

declare module '../../../kernel/context.js' {
  interface AppServices {
    /** where uploaded pictures are kept (the configured store unless another one is plugged in) */
    fileStorage: FileStorage;
  }
}
