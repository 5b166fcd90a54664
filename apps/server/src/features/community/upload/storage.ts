import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../../kernel/context.js';
import type { Tx } from '../../../ledger/ledger.js';

/**
 * Where uploaded files live. The local-disk store below serves them through GET
 * /core/file/uploads/<name>; an S3-compatible store would put objects in a bucket and return the
 * bucket's (or CDN's) URL from url(), and the rest of the server would not change.
 */
export interface FileStorage {
  /** stores a new file under a fresh, unique name */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file (or the store does not serve files itself) */
  get(name: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** the public URL of a stored file */
  url(name: string): string;
}

/** Stored names: 32 hex characters and the extension of the re-encoded format. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

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

  async get(name: string): Promise<{ data: Buffer; contentType: string } | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const data = await readFile(path.join(this.dir, name));
      return { data, contentType: CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream' };
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

  async get(name: string): Promise<{ data: Buffer; contentType: string } | null> {
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
    /** where uploaded pictures are kept (local disk unless another store is plugged in) */
    fileStorage: FileStorage;
  }
}

/** The app's file storage: ctx.services.fileStorage when another store was plugged in, else the configured one. */
export function fileStorageOf(ctx: AppContext): FileStorage {
  const existing = ctx.services.fileStorage;
  if (existing) return existing;
  const store = ctx.config.uploadStore ?? (ctx.config.databaseUrl ? 'database' : 'disk');
  const storage = store === 'database' ? new DatabaseStorage(ctx.db) : new LocalDiskStorage(ctx.config.uploadDir);
  ctx.services.fileStorage = storage;
  return storage;
}
