/** Every read of the process environment is here: the rest of the server takes a ServerConfig. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// apps/server: this file is apps/server/src/kernel/config.ts
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * a read replica of DATABASE_URL for the hot read-only pages (product list, records pages):
   * DATABASE_READ_URL; its connections are read-only. Members who just wrote read from the
   * primary for databaseReadStickyMs (DATABASE_READ_STICKY_MS, default 10000), see http/read-routing.ts
   */
  databaseReadUrl: string | undefined;
  databaseReadStickyMs: number;
  /** connections per server process to PostgreSQL (DATABASE_POOL_SIZE); a few per database core is plenty */
  databasePoolSize: number;
  /**
   * hot statements as named prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS=0 turns
   * it off, e.g. behind a pooler in transaction mode without prepared-statement support)
   */
  databasePreparedStatements: boolean;
  /**
   * PostgreSQL: how long a request waits for a database connection (DATABASE_ACQUIRE_TIMEOUT_MS,
   * default 3000): for a free pool slot, or for a database that refuses new connections for now
   * (too many clients, restarting). Then it answers 503 "temporarily unavailable".
   */
  databaseAcquireTimeoutMs: number;
  /**
   * PostgreSQL: how long the server keeps trying to reach the database at start
   * (DATABASE_START_TIMEOUT_MS, default 30000), one log line per attempt; then it exits with code 1.
   */
  databaseStartTimeoutMs: number;
  /**
   * The in-process session cache (SESSION_CACHE=0 turns it off: every request reads its session
   * from the database). On PostgreSQL it is kept exact by LISTEN/NOTIFY (docs/server-auth.md).
   */
  sessionCache: boolean;
  /**
   * PostgreSQL: how long an answered ping of the notification connection lets a process serve
   * sessions from its cache, and the longest a logout waits for every process to acknowledge
   * (SESSION_CACHE_LEASE_MS, default 2000).
   */
  sessionCacheLeaseMs: number;
  /**
   * PostgreSQL: where the session cache's LISTEN connection goes (SESSION_LISTEN_URL, default
   * DATABASE_URL). Behind PgBouncer in transaction mode, point it at PostgreSQL itself (or a
   * session-mode pool): LISTEN needs a connection of its own.
   */
  sessionListenUrl: string | undefined;
  /** PGlite data folder when no DATABASE_URL is set */
  dataDir: string;
  /** built member app to serve from the same origin, if present */
  staticDir: string;
  /** built operator console (apps/console) served under /console/, if present (CONSOLE_DIR) */
  consoleDir: string;
  uploadDir: string;
  /**
   * where uploaded pictures are kept (UPLOAD_STORE=disk|database|s3): `disk` (UPLOAD_DIR) is the
   * embedded default; with a DATABASE_URL the default (undefined here) is `database` (a bytea
   * table), so every server process on every machine serves a picture any of them stored; `s3` (an
   * S3-compatible bucket, settings in `s3`) is chosen by UPLOAD_STORE=s3 or by setting S3_BUCKET
   */
  uploadStore: 'disk' | 'database' | 's3' | undefined;
  /** the bucket when uploadStore is `s3` (S3_BUCKET, S3_REGION, S3_ENDPOINT...), else undefined */
  s3: S3Settings | undefined;
  /** demo data on first start of an empty database */
  seedDemo: boolean;
  /** dev/test-only endpoints (clock control, last SMS code); never on in production */
  testHooks: boolean;
  swaggerUi: boolean;
  memberSessionTtlMs: number;
  operatorSessionTtlMs: number;
  /** run the income accrual job on a timer */
  scheduler: boolean;
  production: boolean;
  /** pino level of the server log (LOG_LEVEL, default info) */
  logLevel: string;
  /**
   * one "incoming request" and one "request completed" line per request (LOG_REQUESTS=1/0; default
   * on in development, off in production, where the proxy's access log has them: two log lines cost
   * about as much CPU as the rest of a cached read). Errors are logged either way.
   */
  logRequests: boolean;
  /**
   * the longest a client may take to send one whole request, headers and body (REQUEST_TIMEOUT_MS,
   * default 30 s; headers alone at most 10 s): a connection trickling bytes is closed with 408
   */
  requestTimeoutMs: number;
  /** the SMS provider (SMS_PROVIDER_URL, SMS_PROVIDER_KEY, SMS_PROVIDER_TIMEOUT_MS, SMS_PROVIDER=log) */
  sms: SmsSettings;
  /** the dev page listing the codes sent to the logging sink (DEMO_SMS=0 turns it off) */
  demoSmsInbox: boolean;
  /** server processes on PostgreSQL (WORKERS=n or auto: one per core; default 1) */
  workers: number;
  /** set by the cluster primary on the worker that migrates, seeds and logs the start line */
  firstWorker: boolean;
}

/** An S3 bucket, on AWS or on an S3-compatible store (MinIO, Cloudflare R2, Ceph...). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: an S3-compatible store's address; AWS's own endpoint for the region when unset */
  endpoint: string | undefined;
  /**
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither; with neither, the AWS SDK's default
   * credential chain (AWS_ACCESS_KEY_ID..., a profile, the instance or task role)
   */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * S3_FORCE_PATH_STYLE=1|0: bucket in the path (https://host/bucket/key), not in the host name;
   * default on with an S3_ENDPOINT (MinIO and most self-hosted stores need it), off for AWS
   */
  forcePathStyle: boolean;
}

export interface SmsSettings {
  providerUrl: string | undefined;
  providerKey: string;
  timeoutMs: number;
  /** SMS_PROVIDER=log: the logging sink on purpose, even in production */
  logOnly: boolean;
}

export function smsSettings(env: NodeJS.ProcessEnv = process.env): SmsSettings {
  return {
    providerUrl: env.SMS_PROVIDER_URL || undefined,
    providerKey: env.SMS_PROVIDER_KEY ?? '',
    timeoutMs: Number(env.SMS_PROVIDER_TIMEOUT_MS ?? 10_000),
    logOnly: env.SMS_PROVIDER === 'log',
  };
}

/** Where the fund-password pepper comes from (FUND_PASSWORD_PEPPER, else FUND_PASSWORD_PEPPER_FILE). */
export interface PepperSettings {
  secret: string | undefined;
  file: string | undefined;
  production: boolean;
}

export function pepperSettings(env: NodeJS.ProcessEnv = process.env): PepperSettings {
  return {
    secret: env.FUND_PASSWORD_PEPPER || undefined,
    file: env.FUND_PASSWORD_PEPPER_FILE || undefined,
    production: env.NODE_ENV === 'production',
  };
}

/** FUND_PASSWORD_PROOF_TTL_MS's default: about one sitting of payments. */
export const DEFAULT_FUND_PASSWORD_PROOF_TTL_MS = 10 * 60 * 1000;

/**
 * How long a fund password argon2 proved right is taken again without the hash
 * (FUND_PASSWORD_PROOF_TTL_MS, default 10 minutes; 0: every check pays the hash). Read once per
 * process, as the pepper is (modules/identity/auth/proved-pins.ts).
 */
export function fundPasswordProofTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  return nonNegative(env.FUND_PASSWORD_PROOF_TTL_MS, DEFAULT_FUND_PASSWORD_PROOF_TTL_MS);
}

/** The process log's level before any ServerConfig is loaded (LOG_LEVEL). */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOG_LEVEL || 'info';
}

function readUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.DATABASE_READ_URL || undefined;
  if (value && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL needs a DATABASE_URL (the primary it replicates)');
  if (value && !/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_READ_URL must be a postgres:// URL');
  return value;
}

const UPLOAD_STORES = ['disk', 'database', 's3'] as const;
const S3_VARIABLES = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** UPLOAD_STORE, or `s3` when only S3_BUCKET is set; undefined: the default of the database in use. */
function uploadStoreFrom(env: NodeJS.ProcessEnv): ServerConfig['uploadStore'] {
  const value = env.UPLOAD_STORE || undefined;
  if (value !== undefined && !(UPLOAD_STORES as readonly string[]).includes(value)) {
    throw new Error(`UPLOAD_STORE must be "disk", "database" or "s3", not "${value}"`);
  }
  if (value === 'database' && !env.DATABASE_URL) {
    // the embedded PGlite is one process on one machine: its folder is as shared as the disk
    throw new Error('UPLOAD_STORE=database needs a DATABASE_URL (PostgreSQL)');
  }
  if (env.S3_BUCKET && value && value !== 's3') {
    // a bucket that is set and silently not used would leave pictures on one machine
    throw new Error(`S3_BUCKET is set but UPLOAD_STORE=${value}: unset S3_BUCKET, or set UPLOAD_STORE=s3`);
  }
  return env.S3_BUCKET ? 's3' : (value as ServerConfig['uploadStore']);
}

function s3SettingsFrom(env: NodeJS.ProcessEnv, store: ServerConfig['uploadStore']): S3Settings | undefined {
  if (store !== 's3') {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep uploads in S3`);
    return undefined;
  }
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('UPLOAD_STORE=s3 needs S3_BUCKET (and S3_REGION)');
  const region = env.S3_REGION;
  if (!region) {
    throw new Error('S3_BUCKET needs S3_REGION: the bucket\'s region (e.g. eu-central-1; "auto" for Cloudflare R2, any such as us-east-1 for MinIO)');
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, not "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default credentials');
  }
  return {
    bucket,
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: readUrlFrom(env),
    databaseReadStickyMs: nonNegative(env.DATABASE_READ_STICKY_MS, 10_000),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE) || 10,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== '0',
    databaseAcquireTimeoutMs: Math.max(100, nonNegative(env.DATABASE_ACQUIRE_TIMEOUT_MS, 3_000)),
    databaseStartTimeoutMs: nonNegative(env.DATABASE_START_TIMEOUT_MS, 30_000),
    sessionCache: env.SESSION_CACHE !== '0',
    sessionCacheLeaseMs: Math.max(50, nonNegative(env.SESSION_CACHE_LEASE_MS, 2_000)),
    sessionListenUrl: env.SESSION_LISTEN_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(serverRoot, '.data', 'pglite'),
    staticDir: env.STATIC_DIR ?? path.resolve(serverRoot, '..', 'member', 'dist'),
    consoleDir: env.CONSOLE_DIR ?? path.resolve(serverRoot, '..', 'console', 'dist'),
    uploadDir: env.UPLOAD_DIR ?? path.join(serverRoot, '.data', 'uploads'),
    ...uploadSettingsFrom(env),
    seedDemo: env.SEED_DEMO !== '0',
    testHooks: !production && env.TEST_HOOKS === '1',
    swaggerUi: !production,
    memberSessionTtlMs: Number(env.MEMBER_SESSION_TTL_MS ?? 7 * 24 * 3600 * 1000),
    operatorSessionTtlMs: Number(env.OPERATOR_SESSION_TTL_MS ?? 12 * 3600 * 1000),
    scheduler: env.SCHEDULER !== '0',
    production,
    logLevel: logLevelFromEnv(env),
    logRequests: env.LOG_REQUESTS ? env.LOG_REQUESTS === '1' : !production,
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS) || 30_000,
    sms: smsSettings(env),
    demoSmsInbox: env.DEMO_SMS !== '0',
    workers: workerCount(env.WORKERS),
    firstWorker: env.AURUM_FIRST_WORKER === '1',
  };
}

function uploadSettingsFrom(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'uploadStore' | 's3'> {
  const uploadStore = uploadStoreFrom(env);
  return { uploadStore, s3: s3SettingsFrom(env, uploadStore) };
}

/** 1/true or 0/false; anything else stops the server at start rather than be guessed. */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

function workerCount(value: string | undefined): number {
  if (!value) return 1;
  if (value === 'auto') return availableParallelism();
  return Math.max(1, Math.floor(Number(value)) || 1);
}

/** A whole number of milliseconds from the environment, or the default when unset or not a number. */
function nonNegative(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}
