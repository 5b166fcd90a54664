/** The part of @20minutes/s3rver (an S3-compatible server in Node, a test dependency) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port */
    port?: number;
    /** where buckets and objects are kept */
    directory: string;
    silent?: boolean;
    /** buckets made before the server answers */
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
