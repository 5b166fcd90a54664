/**
 * Which store keeps uploaded pictures (UPLOAD_STORE, S3_*): S3 is chosen by UPLOAD_STORE=s3 or by
 * S3_BUCKET alone, and a half-configured or contradictory S3 stops the server at start with a line
 * that names the setting to fix, rather than leaving pictures on one machine.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';

const bucket = { S3_BUCKET: 'aurum-pictures', S3_REGION: 'eu-central-1' };

describe('upload store settings', () => {
  it('keep the disk without a DATABASE_URL and leave the database default to the server with one', () => {
    expect(loadConfig({})).toMatchObject({ uploadStore: undefined, s3: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/aurum' })).toMatchObject({ uploadStore: undefined, s3: undefined });
    expect(loadConfig({ UPLOAD_STORE: 'disk', DATABASE_URL: 'postgres://db/aurum' }).uploadStore).toBe('disk');
  });

  it('choose S3 from S3_BUCKET alone, with AWS’s endpoint, the default credentials and virtual-host addressing', () => {
    const config = loadConfig({ ...bucket, DATABASE_URL: 'postgres://db/aurum' });
    expect(config.uploadStore).toBe('s3');
    expect(config.s3).toEqual({
      bucket: 'aurum-pictures',
      region: 'eu-central-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, UPLOAD_STORE: 's3' }).uploadStore).toBe('s3');
  });

  it('take an S3-compatible endpoint with keys, addressing the bucket in the path unless told otherwise', () => {
    const compatible = {
      ...bucket,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(compatible).s3).toEqual({
      bucket: 'aurum-pictures',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ ...compatible, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuse a half-configured S3, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'aurum-pictures' })).toThrow('S3_BUCKET needs S3_REGION');
    expect(() => loadConfig({ UPLOAD_STORE: 's3', S3_REGION: 'eu-central-1' })).toThrow('UPLOAD_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'key-id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ S3_REGION: 'eu-central-1', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_REGION, S3_ENDPOINT set without S3_BUCKET',
    );
  });

  it('refuse settings that contradict each other or cannot be read', () => {
    expect(() => loadConfig({ ...bucket, UPLOAD_STORE: 'database', DATABASE_URL: 'postgres://db/aurum' })).toThrow(
      'S3_BUCKET is set but UPLOAD_STORE=database',
    );
    expect(() => loadConfig({ ...bucket, UPLOAD_STORE: 'disk' })).toThrow('S3_BUCKET is set but UPLOAD_STORE=disk');
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL, not "minio:9000"',
    );
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be 1 or 0, not "yes"');
    expect(() => loadConfig({ UPLOAD_STORE: 'bucket' })).toThrow('UPLOAD_STORE must be "disk", "database" or "s3", not "bucket"');
    expect(() => loadConfig({ UPLOAD_STORE: 'database' })).toThrow('UPLOAD_STORE=database needs a DATABASE_URL');
  });
});
