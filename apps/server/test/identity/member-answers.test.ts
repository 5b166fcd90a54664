/**
 * getUserInfo's answer cache (src/auth/member-changes.ts, migration 0065): a member's answer is
 * served from memory only while it is exact. Unit checks of the cache and its shared barrier; then
 * two server processes on one PostgreSQL database, with every change made by a third party (this
 * test process, as another machine or psql would): each is seen by both processes on the very next
 * request, including while the notification connection is down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Database } from '../../src/db/database.js';
import { createClock } from '../../src/lib/clock.js';
import {
  MemberAnswerCache,
  SharedBarrier,
  type BarrierReads,
  type BarrierRows,
  type MemberChange,
  type MemberChangeFeed,
} from '../../src/auth/member-changes.js';
import { createMember, giveCash, usingPostgres } from '../support/fixtures.js';
import {
  hostAndPort,
  serversOnOwnSchema,
  startTcpProxy,
  untilListening,
  type ServerProcess,
  type TcpProxy,
} from '../support/processes.js';

/** A feed driven by the test: `changed` announces, `barrierAnswers` decides each barrier. */
interface ScriptedFeed {
  listening: boolean;
  barriers: number;
  barrierAnswers: boolean;
  duringBarrier: (() => void) | null;
  changed: (change: MemberChange) => void;
  api: MemberChangeFeed;
}

function scriptedFeed(): ScriptedFeed {
  const subscribers = new Set<(change: MemberChange) => void>();
  const feed: ScriptedFeed = {
    listening: true,
    barriers: 0,
    barrierAnswers: true,
    /** what happens while a barrier is in flight (a change delivered ahead of its answer) */
    duringBarrier: null,
    changed: (change: MemberChange) => subscribers.forEach((s) => s(change)),
    api: {
      subscribe: (s: (change: MemberChange) => void) => {
        subscribers.add(s);
        return () => void subscribers.delete(s);
      },
      barrier: async () => {
        feed.barriers += 1;
        feed.duringBarrier?.();
        return feed.barrierAnswers && { row: undefined };
      },
      listening: () => feed.listening,
    },
  };
  return feed;
}

describe('the answer cache', () => {
  it('serves an answer only after a barrier, and not one a change delivered meanwhile dropped', async () => {
    const feed = scriptedFeed();
    const cache = new MemberAnswerCache<string>(feed.api);
    cache.remember(cache.ticket(), 1n, 'one');
    expect((await cache.get(1n))?.answer).toBe('one');
    expect(feed.barriers).toBe(1);
    // nothing held: no barrier, straight to the database
    expect(await cache.get(2n)).toBeUndefined();
    expect(feed.barriers).toBe(1);
    // a change committed before the request arrived reaches us ahead of the barrier's answer
    feed.duringBarrier = () => feed.changed(1n);
    expect(await cache.get(1n)).toBeUndefined();
    feed.duringBarrier = null;
    // a barrier that cannot answer (listener down, statement failed): not served
    cache.remember(cache.ticket(), 1n, 'one again');
    feed.barrierAnswers = false;
    expect(await cache.get(1n)).toBeUndefined();
  });

  it('does not keep what a read fetched while a change was heard, nor anything while not listening', () => {
    const feed = scriptedFeed();
    const cache = new MemberAnswerCache<string>(feed.api);
    const ticket = cache.ticket();
    feed.changed(9n); // any member: the read may have started before it committed
    cache.remember(ticket, 1n, 'stale?');
    expect(cache.holds(1n)).toBe(false);
    feed.listening = false;
    cache.remember(cache.ticket(), 1n, 'unheard');
    expect(cache.holds(1n)).toBe(false);
    feed.listening = true;
    cache.remember(cache.ticket(), 1n, 'one');
    cache.remember(cache.ticket(), 2n, 'two');
    feed.changed(1n);
    expect([cache.holds(1n), cache.holds(2n)]).toEqual([false, true]);
    feed.changed('all');
    expect(cache.holds(2n)).toBe(false);
  });

  it('keeps at most maxEntries answers, dropping the oldest; without a feed it keeps nothing', async () => {
    const feed = scriptedFeed();
    const cache = new MemberAnswerCache<string>(feed.api, { maxEntries: 2 });
    for (const id of [1n, 2n, 3n]) cache.remember(cache.ticket(), id, String(id));
    expect([1n, 2n, 3n].map((id) => cache.holds(id))).toEqual([false, true, true]);
    const none = new MemberAnswerCache<string>(null);
    none.remember(none.ticket(), 1n, 'one');
    expect(await none.get(1n)).toBeUndefined();
  });

  it('one barrier in flight at a time; callers arriving meanwhile share the next one, never the one already sent', async () => {
    const sent: Array<() => void> = [];
    const barrier = new SharedBarrier(
      () => new Promise<BarrierRows>((resolve) => sent.push(() => resolve(new Map()))),
    );
    const first = barrier.wait();
    expect(sent).toHaveLength(1);
    const second = barrier.wait();
    const third = barrier.wait();
    expect(sent).toHaveLength(1); // not sent until the first answered
    let secondDone = false;
    void second.then(() => (secondDone = true));
    sent[0]!();
    expect(await first).toEqual({ row: undefined });
    await new Promise((r) => setTimeout(r, 0));
    expect(secondDone).toBe(false); // it arrived after the first was sent: it waits for its own
    expect(sent).toHaveLength(2);
    sent[1]!();
    expect(await Promise.all([second, third])).toEqual([{ row: undefined }, { row: undefined }]);
    // a failing statement answers false, and the next caller gets a fresh barrier
    const failing = new SharedBarrier(() => Promise.reject(new Error('connection lost')));
    expect(await failing.wait()).toBe(false);
    expect(await failing.wait()).toBe(false);
  });
  it('a barrier runs the reads of every caller that shares it, in one statement per SQL, and gives each caller its own row', async () => {
    const sent: Array<{ reads: BarrierReads; answer: (rows: BarrierRows) => void }> = [];
    const barrier = new SharedBarrier(
      (reads) => new Promise<BarrierRows>((resolve) => sent.push({ reads, answer: resolve })),
    );
    const rowsOf = (reads: BarrierReads): BarrierRows =>
      new Map(
        [...reads].map(([text, members]) => [
          text,
          new Map([...members].map((m) => [String(m), { member_id: String(m), read: `${text} ${m}` }])),
        ]),
      );
    const first = barrier.wait({ sql: 'cash', member: 1n });
    const waiting = [
      barrier.wait({ sql: 'cash', member: 2n }),
      barrier.wait({ sql: 'cash', member: 3n }),
      barrier.wait({ sql: 'cash', member: 2n }),
      barrier.wait(),
    ];
    expect([...sent[0]!.reads]).toEqual([['cash', new Set([1n])]]);
    sent[0]!.answer(rowsOf(sent[0]!.reads));
    expect(await first).toEqual({ row: { member_id: '1', read: 'cash 1' } });
    await new Promise((r) => setTimeout(r, 0));
    // the callers that arrived meanwhile: one barrier, their members read together, each once
    expect(sent).toHaveLength(2);
    expect([...sent[1]!.reads]).toEqual([['cash', new Set([2n, 3n])]]);
    sent[1]!.answer(rowsOf(sent[1]!.reads));
    expect((await Promise.all(waiting)).map((a) => a && a.row?.read)).toEqual([
      'cash 2',
      'cash 3',
      'cash 2',
      undefined,
    ]);
  });

  it('a cache with a read on the barrier serves an answer only with its fresh row', async () => {
    const feed = scriptedFeed();
    const rowFor = (member: bigint) => ({ member_id: String(member), cash: '5' });
    let reads = 0;
    feed.api.barrier = async (read) => {
      reads += read ? 1 : 0;
      return { row: read && read.member === 1n ? rowFor(read.member) : undefined };
    };
    const cache = new MemberAnswerCache<string>(feed.api, { readOnBarrier: 'cash' });
    cache.remember(cache.ticket(), 1n, 'one');
    cache.remember(cache.ticket(), 2n, 'two');
    expect(await cache.get(1n)).toEqual({ answer: 'one', fresh: rowFor(1n) });
    // no row for the member: not served, the caller reads the database
    expect(await cache.get(2n)).toBeUndefined();
    expect(reads).toBe(2);
  });
});

describe.runIf(usingPostgres)('getUserInfo across two server processes (PostgreSQL)', () => {
  let setup: Awaited<ReturnType<typeof serversOnOwnSchema>>;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    setup = await serversOnOwnSchema('answers', 2);
    database = setup.database;
    [a, b] = setup.servers as [ServerProcess, ServerProcess];
  }, 180_000);
  afterAll(async () => {
    await setup?.close();
  });

  interface Info {
    userName: string;
    phone: string;
    balance: string;
    available: string;
    hasFundPassword: boolean;
    referrer: { id: number; phone: string } | null;
  }
  const info = async (server: ServerProcess, token: string) => {
    const res = await server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });
    expect(res.body.code).toBe(200);
    return res.body.result as Info;
  };
  /** A change the triggers do not announce: only a process that reads the database sees it. */
  const renameSilently = async (id: bigint, name: string) => {
    await database.db.transaction().execute(async (trx) => {
      await sql`alter table users disable trigger users_member_changes`.execute(trx);
      await sql`update users set username = ${name} where id = ${id}`.execute(trx);
      await sql`alter table users enable trigger users_member_changes`.execute(trx);
    });
  };

  it('answers from memory (a change nobody announced is not seen), and every announced change on the next request', async () => {
    await Promise.all([untilListening(a), untilListening(b)]);
    const referrer = await createMember(database.db, createClock());
    const member = await createMember(database.db, createClock(), { referrerId: referrer.id });
    for (const server of [a, b]) expect((await info(server, member.token)).balance).toBe('0.00');

    // cached: a rename with the trigger switched off is not seen; the next announced change is
    await renameSilently(member.id, 'unannounced');
    expect((await info(b, member.token)).userName).not.toBe('unannounced');

    // money through the ledger, by a third party, seen by both at once, many times over, while the
    // profile is served from memory
    for (let round = 1; round <= 20; round += 1) {
      await giveCash(database.db, member.id, 100n);
      const expected = `${round}.00`;
      const [fromA, fromB] = await Promise.all([info(a, member.token), info(b, member.token)]);
      expect([fromA.balance, fromB.balance]).toEqual([expected, expected]);
      // cash is read on every request, not announced: the cached profile stays
      expect(fromB.userName).not.toBe('unannounced');
    }

    // a pending withdrawal (debits_pending) changes `available`, not `balance`; written past the
    // ledger, as a DBA would: no trigger announces it, and it is seen all the same
    await sql`update ledger_accounts set debits_pending = debits_pending + 500
              where user_id = ${member.id} and code = 'member_cash'`.execute(database.db);
    expect(await info(b, member.token)).toMatchObject({ balance: '20.00', available: '15.00' });
    await sql`update ledger_accounts set debits_pending = debits_pending - 500
              where user_id = ${member.id} and code = 'member_cash'`.execute(database.db);

    // the profile: name, fund password removed, and the referrer's phone (many members' answers)
    await sql`update users set username = 'renamed', fund_password_hash = null where id = ${member.id}`.execute(
      database.db,
    );
    expect(await info(b, member.token)).toMatchObject({ userName: 'renamed', hasFundPassword: false });
    const newPhone = `19${String(Date.now()).slice(-9)}`;
    await sql`update users set phone = ${newPhone} where id = ${referrer.id}`.execute(database.db);
    const referred = await info(b, member.token);
    expect(referred.referrer?.phone.slice(-3)).toBe(newPhone.slice(-3));
    // a change that rolled back announces nothing and changes nothing
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`update users set username = 'rolled back' where id = ${member.id}`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await info(b, member.token)).userName).toBe('renamed');
  }, 180_000);

  it('reads are exact under concurrent writes: no answer older than a write that finished before it was asked', async () => {
    await Promise.all([untilListening(a), untilListening(b)]);
    const member = await createMember(database.db, createClock());
    let finished = 0;
    const writer = (async () => {
      for (let i = 0; i < 40; i += 1) {
        await giveCash(database.db, member.id, 100n);
        finished += 1;
      }
    })();
    const stale: string[] = [];
    const reader = async (server: ServerProcess) => {
      while (finished < 40) {
        const before = finished;
        const balance = Number((await info(server, member.token)).balance);
        if (balance < before) stale.push(`${balance} after ${before} deposits`);
      }
    };
    await Promise.all([writer, reader(a), reader(b), reader(b)]);
    expect(stale).toEqual([]);
    expect((await info(b, member.token)).balance).toBe('40.00');
  }, 180_000);

  it('while the notification connection is down it reads the database, and caches again once it is back', async () => {
    const [pidA, pidB] = await Promise.all([untilListening(a), untilListening(b)]);
    const member = await createMember(database.db, createClock());
    expect((await info(b, member.token)).userName).toMatch(/^member/);
    await sql`select pg_terminate_backend(${pidB}::int)`.execute(database.db);
    // whatever B noticed yet, no answer cached before the loss is served: a silent change is seen
    await renameSilently(member.id, 'while down');
    await giveCash(database.db, member.id, 700n);
    expect(await info(b, member.token)).toMatchObject({ userName: 'while down', balance: '7.00' });
    // back: a new listener, cached again (a silent change is not seen), announced changes are
    await untilListening(b, pidB);
    expect((await info(b, member.token)).userName).toBe('while down');
    await renameSilently(member.id, 'silent again');
    expect((await info(b, member.token)).userName).toBe('while down');
    await giveCash(database.db, member.id, 100n);
    expect(await info(b, member.token)).toMatchObject({ userName: 'while down', balance: '8.00' });
    await sql`update users set username = 'announced' where id = ${member.id}`.execute(database.db);
    expect(await info(b, member.token)).toMatchObject({ userName: 'announced', balance: '8.00' });
    expect(pidA).not.toBeNull();
  }, 180_000);
});

describe.runIf(usingPostgres)('getUserInfo when the notification connection stalls (PostgreSQL)', () => {
  const LEASE_MS = 1_000;
  let proxy: TcpProxy;
  let setup: Awaited<ReturnType<typeof serversOnOwnSchema>>;
  let server: ServerProcess;

  beforeAll(async () => {
    proxy = await startTcpProxy(hostAndPort(process.env.DATABASE_URL!));
    // only the LISTEN connection goes through the proxy; the pool reaches PostgreSQL directly
    setup = await serversOnOwnSchema('answers_stall', 1, (url) => ({
      SESSION_LISTEN_URL: proxy.via(url),
      SESSION_CACHE_LEASE_MS: String(LEASE_MS),
    }));
    server = setup.servers[0]!;
  }, 180_000);
  afterAll(async () => {
    proxy?.thaw();
    await setup?.close();
    await proxy?.close();
  });

  const info = async (token: string) => {
    const res = await server.post('/core/app/user/getUserInfo', {}, { 'x-access-token': token });
    expect(res.body.code).toBe(200);
    return res.body.result as { balance: string };
  };

  it('answers within a lease, from the database, while no byte passes; caches again once it flows', async () => {
    await untilListening(server);
    const member = await createMember(setup.database.db, createClock());
    expect((await info(member.token)).balance).toBe('0.00');
    proxy.freeze();
    await giveCash(setup.database.db, member.id, 300n); // its notification is held in the stall
    const started = Date.now();
    expect((await info(member.token)).balance).toBe('3.00');
    expect(Date.now() - started).toBeLessThan(LEASE_MS + 1_000);
    // the lease has run out: no barrier is sent, answers come from the database at once
    const again = Date.now();
    await giveCash(setup.database.db, member.id, 100n);
    expect((await info(member.token)).balance).toBe('4.00');
    expect(Date.now() - again).toBeLessThan(500);
    proxy.thaw();
    await untilListening(server);
    await giveCash(setup.database.db, member.id, 100n);
    expect((await info(member.token)).balance).toBe('5.00');
  }, 60_000);
});
