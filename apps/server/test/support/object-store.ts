/**
 * A real S3-compatible server for tests (@20minutes/s3rver, in this process, on a free loopback
 * port, with a folder of its own and one bucket), and an AWS SDK client of the test's own to look
 * into the bucket. Nothing is fetched from outside: the server is an npm dev dependency.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../src/kernel/config.js';

export interface ObjectStore {
  bucket: string;
  /** the server's settings for this bucket, as loadConfig would read them from `env` */
  settings: S3Settings;
  /** the same as S3_* variables, for a server in a child process */
  env: Record<string, string>;
  /** the test's own client of the store */
  client: S3Client;
  /** the keys in the bucket */
  keys(): string[];
  close(): Promise<void>;
}

// s3rver checks request signatures against these keys
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const OBJECT_SUFFIX = '._S3rver_object';

export async function startObjectStore(bucket = 'aurum-pictures'): Promise<ObjectStore> {
  const folder = mkdtempSync(path.join(tmpdir(), 'aurum-s3-store-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true };
  const client = new S3Client({ region: settings.region, endpoint, forcePathStyle: true, credentials });
  return {
    bucket,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client,
    // read from s3rver's folder: its object listing rejects the signature of the SDK v3
    keys: () =>
      readdirSync(path.join(folder, bucket))
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length)),
    async close() {
      client.destroy();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
