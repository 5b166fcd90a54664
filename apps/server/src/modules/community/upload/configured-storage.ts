import type { AppContext } from '../../../kernel/context.js';
import { DatabaseStorage, LocalDiskStorage, MAX_UPLOAD_MB, type FileStorage } from './storage.js';

/**
 * The app's file storage: ctx.services.fileStorage when another store was plugged in, else the
 * configured one (UPLOAD_STORE, docs/operations.md). The AWS SDK is loaded only for the S3 store.
 */
export async function fileStorageOf(ctx: AppContext): Promise<FileStorage> {
  const existing = ctx.services.fileStorage;
  if (existing) return existing;
  const store = ctx.config.uploadStore ?? (ctx.config.databaseUrl ? 'database' : 'disk');
  let storage: FileStorage;
  if (store === 's3') {
    if (!ctx.config.s3) throw new Error('UPLOAD_STORE=s3 needs S3_BUCKET and S3_REGION');
    const { S3Storage } = await import('./s3-storage.js');
    storage = new S3Storage(ctx.config.s3, MAX_UPLOAD_MB * 1024 * 1024);
  } else {
    storage = store === 'database' ? new DatabaseStorage(ctx.db) : new LocalDiskStorage(ctx.config.uploadDir);
  }
  ctx.services.fileStorage = storage;
  return storage;
}
