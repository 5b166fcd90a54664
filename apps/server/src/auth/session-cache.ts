/**
 * The in-process session cache, kept exact across server processes by PostgreSQL LISTEN/NOTIFY.
 * Why it is exact, and what it assumes, is written down in docs/server-auth.md ("Session cache").
 *
 * - A cached entry is the subject of one token hash and the session's expiry, checked on every read.
 * - A revocation (logout, password change, operator revocation) notifies a channel inside the
 *   revoking transaction; every process's listener drops the subject's entries and acknowledges.
 *   The revoking request then waits (`settle`) until every listener acknowledged, or at most one
 *   lease, before it answers.
 * - A process serves from its cache only while its listener is connected and its lease is fresh
 *   (a ping on the listener connection, answered, sent less than `leaseMs` ago). Otherwise every
 *   read goes to the database, and the cache is emptied when the listener is back.
 * - On PGlite (one process) the revoking request drops the entries itself after commit.
 *
 * The PostgreSQL store (its LISTEN connection, pings, acknowledgements) is in session-listener.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MemberChangeFeed } from './member-changes.js';

export type SubjectType = 'member' | 'operator';

/** A revocation made in a transaction: what `settle` waits for once it committed. */
export interface Revocation {
  /** the notification's id, acknowledged by every listener */
  id: string;
  subjects: Array<{ subjectType: SubjectType; subjectId: bigint }>;
}

/** A cache miss: remember the database's answer only if no revocation happened meanwhile. */
export interface CacheTicket {
  key: string;
  generation: number;
}

export type SessionCacheMode = 'local' | 'listening' | 'fallback' | 'off';

export interface SessionStore {
  /** The NOTIFY channel revocations go to, or null when revocations stay in this process. */
  readonly channel: string | null;
  /** PostgreSQL: the changes of members' answers heard on the same LISTEN connection (member-changes.ts). */
  readonly memberChanges: MemberChangeFeed | null;
  /** The subject of a cached live session, or a ticket to remember the database's answer with. */
  lookup(subjectType: SubjectType, tokenHash: string, now: Date): { subjectId: bigint } | CacheTicket;
  /** Keeps a live session read from the database (unless a revocation arrived since the ticket). */
  remember(ticket: CacheTicket, subjectId: bigint, expiresAt: Date): void;
  /** A fresh revocation id (before the revoking transaction runs). */
  newRevocationId(): string;
  /**
   * After the revoking transaction committed: drops the subjects here and returns once every
   * process has dropped them (every listener acknowledged, or one lease has passed).
   */
  settle(revocation: Revocation | null): Promise<void>;
  mode(): SessionCacheMode;
  /** PostgreSQL: the backend pid of the LISTEN connection, while it is up */
  listenerPid(): number | null;
  close(): Promise<void>;
}

interface Entry {
  subjectType: SubjectType;
  subjectId: bigint;
  expiresAtMs: number;
}

/** Token hash → live session, bounded (the oldest entries go first), indexed by subject. */
export class SessionEntries {
  private readonly entries = new Map<string, Entry>();
  private readonly bySubject = new Map<string, Set<string>>();
  /** bumped by every drop: a read that began before it must not store what it read */
  generation = 0;
  constructor(private readonly maxEntries: number) {}

  get(key: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAtMs <= nowMs) {
      this.delete(key, entry);
      return undefined;
    }
    return entry;
  }
  set(key: string, entry: Entry) {
    const existing = this.entries.get(key);
    if (existing) this.delete(key, existing);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.delete(oldest.value[0], oldest.value[1]);
    }
    this.entries.set(key, entry);
    const subject = subjectKey(entry.subjectType, entry.subjectId);
    let keys = this.bySubject.get(subject);
    if (!keys) this.bySubject.set(subject, (keys = new Set()));
    keys.add(key);
  }
  dropSubject(subjectType: SubjectType, subjectId: bigint) {
    this.generation += 1;
    const subject = subjectKey(subjectType, subjectId);
    for (const key of this.bySubject.get(subject) ?? []) this.entries.delete(key);
    this.bySubject.delete(subject);
  }
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.bySubject.clear();
  }
  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    const subject = subjectKey(entry.subjectType, entry.subjectId);
    const keys = this.bySubject.get(subject);
    keys?.delete(key);
    if (keys?.size === 0) this.bySubject.delete(subject);
  }
}

const subjectKey = (subjectType: SubjectType, subjectId: bigint) => `${subjectType}:${subjectId}`;

export interface SessionStoreOptions {
  /** max cached sessions per process */
  maxEntries?: number;
  /**
   * PostgreSQL: how long an answered ping on the listener connection lets this process serve from
   * its cache, and the longest a revoking request waits for acknowledgements.
   */
  leaseMs?: number;
  warn?: (message: string) => void;
}

export const keyOf = (subjectType: SubjectType, tokenHash: string) => `${subjectType}:${tokenHash}`;

/** No cache at all: every read goes to the database (SESSION_CACHE=0). */
export function uncachedSessionStore(): SessionStore {
  return {
    channel: null,
    memberChanges: null,
    lookup: (subjectType, tokenHash) => ({ key: keyOf(subjectType, tokenHash), generation: 0 }),
    remember: () => {},
    newRevocationId: () => randomBytes(9).toString('base64url'),
    settle: async () => {},
    mode: () => 'off',
    listenerPid: () => null,
    close: async () => {},
  };
}

/** PGlite: one process, so a revocation drops the entries itself once its transaction committed. */
export function localSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const entries = new SessionEntries(options.maxEntries ?? 100_000);
  return {
    channel: null,
    memberChanges: null,
    lookup: (subjectType, tokenHash, now) => lookupIn(entries, subjectType, tokenHash, now),
    remember: (ticket, subjectId, expiresAt) => rememberIn(entries, ticket, subjectId, expiresAt),
    newRevocationId: () => randomBytes(9).toString('base64url'),
    async settle(revocation) {
      for (const s of revocation?.subjects ?? []) entries.dropSubject(s.subjectType, s.subjectId);
    },
    mode: () => 'local',
    listenerPid: () => null,
    close: async () => {},
  };
}

export function lookupIn(entries: SessionEntries, subjectType: SubjectType, tokenHash: string, now: Date) {
  const key = keyOf(subjectType, tokenHash);
  const entry = entries.get(key, now.getTime());
  if (entry) return { subjectId: entry.subjectId };
  return { key, generation: entries.generation };
}

export function rememberIn(entries: SessionEntries, ticket: CacheTicket, subjectId: bigint, expiresAt: Date) {
  if (ticket.generation !== entries.generation) return;
  const subjectType = ticket.key.slice(0, ticket.key.indexOf(':')) as SubjectType;
  entries.set(ticket.key, { subjectType, subjectId, expiresAtMs: expiresAt.getTime() });
}

const schemaTag = (schema: string) => createHash('sha256').update(schema).digest('hex').slice(0, 16);

/** The NOTIFY channel of one schema's sessions: per schema, as each test file has its own. */
export const sessionChannel = (schema: string) => `aurum_sessions_${schemaTag(schema)}`;

/** The NOTIFY channel of one schema's member changes (migration 0065 computes the same name). */
export const memberChannel = (schema: string) => `aurum_members_${schemaTag(schema)}`;

/** For tests: the size of a store's cache is not exposed; this says whether a token is cached. */
export function isCached(
  store: SessionStore,
  subjectType: SubjectType,
  tokenHash: string,
  now: Date,
): boolean {
  return 'subjectId' in store.lookup(subjectType, tokenHash, now);
}
