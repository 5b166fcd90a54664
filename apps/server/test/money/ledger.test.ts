/**
 * Proves the ledger: random sequences of transfers, holds, posts, voids and retries keep the
 * books balanced and match a simple model; concurrent debits never overdraw or lose money; the
 * transfer log cannot be rewritten. Runs on PGlite and (TEST_DB=postgres) on PostgreSQL.
 */
import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  usingPostgres,
  type TestServer,
  createMember,
  giveCash,
} from '../support/fixtures.js';
import { ApiError, Codes, asApiError } from '../../src/http/errors.js';
import { LedgerError, type LedgerResult } from '../../src/ledger/errors.js';
import {
  getBalance,
  memberAccountId,
  memberBalances,
  operatorAccountId,
  type OperatorAccountCode,
} from '../../src/ledger/accounts.js';
import { postPending, transfer, voidPending, type TransferInput } from '../../src/ledger/transfers.js';
import { trialBalance } from '../../src/ledger/trial-balance.js';
import type { TransferCode } from '../../src/ledger/codes.js';

/** a code no business movement uses, so these transfers stay apart from real ones */
const TEST_CODE = 'test' as TransferCode;
const TEST_DEBIT_CODE = 'test_debit' as TransferCode;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const db = () => server.ctx.db;
const inTx = <T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> => db().transaction().execute(fn);

interface ModelAccount {
  id: bigint;
  label: string;
  limited: boolean;
  member: boolean;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}

type Op =
  | { t: 'transfer'; from: number; to: number; amount: bigint; pending: boolean }
  | { t: 'post' | 'void'; k: number }
  | { t: 'retry'; k: number }
  | { t: 'conflict'; k: number };

type Done =
  { kind: 'transfer'; input: TransferInput } | { kind: 'post' | 'void'; id: string; pendingId: string };

async function snapshot(ids: bigint[]) {
  const rows = await db().selectFrom('ledger_accounts').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ledger refuses with one of `results`, which the member reads as `code` (and `messageKey`). */
async function expectRefusal(
  promise: Promise<unknown>,
  results: LedgerResult[],
  code: number,
  messageKey?: string,
) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected LedgerError ${results.join('|')}`).toBeInstanceOf(LedgerError);
  expect(results).toContain((error as LedgerError).result);
  const refusal = asApiError(error);
  expect(refusal).toBeInstanceOf(ApiError);
  expect((refusal as ApiError).code).toBe(code);
  if (messageKey) expect((refusal as ApiError).messageKey).toBe(messageKey);
}

describe('ledger properties', () => {
  let accounts: Array<
    Omit<ModelAccount, 'debitsPending' | 'debitsPosted' | 'creditsPending' | 'creditsPosted'>
  >;
  let run = 0;
  const seen = {
    transfers: 0,
    holds: 0,
    refused: 0,
    posts: 0,
    voids: 0,
    alreadyResolved: 0,
    retries: 0,
    conflicts: 0,
  };

  beforeAll(async () => {
    const members = await Promise.all([0, 1, 2].map(() => createMember(db(), server.ctx.clock)));
    accounts = [];
    for (const [i, m] of members.entries()) {
      accounts.push({
        id: await memberAccountId(db(), m.id, 'member_cash'),
        label: `m${i}.cash`,
        limited: true,
        member: true,
      });
    }
    accounts.push({
      id: await memberAccountId(db(), members[0]!.id, 'member_unreceived'),
      label: 'm0.unreceived',
      limited: true,
      member: true,
    });
    const operators: Array<[OperatorAccountCode, boolean]> = [
      ['deposit_clearing', false],
      ['operator_capital', false],
      ['income_reserve', true],
      ['promotions', true],
      ['fee_revenue', false],
      ['withdrawal_payable', false],
    ];
    for (const [code, limited] of operators) {
      accounts.push({ id: await operatorAccountId(db(), code), label: code, limited, member: false });
    }
  });

  const n = 10;
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        t: fc.constant('transfer' as const),
        // sources skew towards the unlimited operator accounts so members get funded
        from: fc.oneof(fc.constantFrom(4, 5), fc.nat(n - 1)),
        to: fc.nat(n - 1),
        amount: fc.bigInt(0n, 5_000n),
        pending: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('post' as const), k: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('void' as const), k: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ t: fc.constant('retry' as const), k: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('conflict' as const), k: fc.nat() }) },
  );

  it('random transfers, holds, posts, voids and retries keep the books balanced and match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const start = await snapshot(accounts.map((a) => a.id));
        const model: ModelAccount[] = accounts.map((a) => {
          const row = start.get(a.id)!;
          return {
            ...a,
            debitsPending: row.debits_pending,
            debitsPosted: row.debits_posted,
            creditsPending: row.credits_pending,
            creditsPosted: row.credits_posted,
          };
        });
        const byId = new Map(model.map((a) => [a.id, a]));
        const done: Done[] = [];
        const pendings: Array<{
          id: string;
          from: ModelAccount;
          to: ModelAccount;
          amount: bigint;
          resolved: false | 'post' | 'void';
        }> = [];

        for (const [step, op] of ops.entries()) {
          const id = `prop:${run}:${step}`;
          if (op.t === 'transfer') {
            const from = model[op.from]!;
            const to = model[op.to === op.from ? (op.to + 1) % n : op.to]!;
            const input: TransferInput = {
              id,
              debitAccountId: from.id,
              creditAccountId: to.id,
              amount: op.amount,
              code: TEST_CODE,
              pending: op.pending,
            };
            const affordable =
              !from.limited || from.debitsPending + from.debitsPosted + op.amount <= from.creditsPosted;
            if (affordable) {
              const record = await inTx((trx) => transfer(trx, input));
              expect(record.created).toBe(true);
              seen[op.pending ? 'holds' : 'transfers'] += 1;
              if (op.pending) {
                from.debitsPending += op.amount;
                to.creditsPending += op.amount;
                pendings.push({ id, from, to, amount: op.amount, resolved: false });
              } else {
                from.debitsPosted += op.amount;
                to.creditsPosted += op.amount;
              }
              done.push({ kind: 'transfer', input });
            } else {
              await expectRefusal(
                inTx((trx) => transfer(trx, input)),
                ['exceeds_credits'],
                Codes.insufficientBalance,
              );
              seen.refused += 1;
            }
          } else if (op.t === 'post' || op.t === 'void') {
            if (pendings.length === 0) continue;
            const pending = pendings[op.k % pendings.length]!;
            const resolve = op.t === 'post' ? postPending : voidPending;
            if (pending.resolved) {
              await expectRefusal(
                inTx((trx) => resolve(trx, id, pending.id)),
                [pending.resolved === 'post' ? 'pending_already_posted' : 'pending_already_voided'],
                Codes.conflict,
                'error.alreadyResolved',
              );
              seen.alreadyResolved += 1;
            } else {
              const record = await inTx((trx) => resolve(trx, id, pending.id));
              expect(record).toMatchObject({ created: true, pendingId: pending.id, amount: pending.amount });
              pending.resolved = op.t;
              seen[op.t === 'post' ? 'posts' : 'voids'] += 1;
              pending.from.debitsPending -= pending.amount;
              pending.to.creditsPending -= pending.amount;
              if (op.t === 'post') {
                pending.from.debitsPosted += pending.amount;
                pending.to.creditsPosted += pending.amount;
              }
              done.push({ kind: op.t, id, pendingId: pending.id });
            }
          } else if (op.t === 'retry') {
            if (done.length === 0) continue;
            const earlier = done[op.k % done.length]!;
            const record =
              earlier.kind === 'transfer'
                ? await inTx((trx) => transfer(trx, earlier.input))
                : await inTx((trx) =>
                    (earlier.kind === 'post' ? postPending : voidPending)(trx, earlier.id, earlier.pendingId),
                  );
            expect(record.created).toBe(false);
            seen.retries += 1;
          } else {
            const transfers = done.filter(
              (d): d is Extract<Done, { kind: 'transfer' }> => d.kind === 'transfer',
            );
            if (transfers.length === 0) continue;
            const earlier = transfers[op.k % transfers.length]!;
            await expectRefusal(
              inTx((trx) => transfer(trx, { ...earlier.input, amount: earlier.input.amount + 1n })),
              ['exists_with_different_amount'],
              Codes.conflict,
              'error.idempotencyConflict',
            );
            seen.conflicts += 1;
          }

          // after every step: the database equals the model, the books balance, members are never negative
          const now = await snapshot(accounts.map((a) => a.id));
          for (const account of byId.values()) {
            const row = now.get(account.id)!;
            expect(
              {
                dp: row.debits_pending,
                dP: row.debits_posted,
                cp: row.credits_pending,
                cP: row.credits_posted,
              },
              `${account.label} after step ${step} (${op.t})`,
            ).toEqual({
              dp: account.debitsPending,
              dP: account.debitsPosted,
              cp: account.creditsPending,
              cP: account.creditsPosted,
            });
            if (account.member) {
              expect(row.credits_posted - row.debits_posted).toBeGreaterThanOrEqual(0n);
              expect(row.credits_posted - row.debits_posted - row.debits_pending).toBeGreaterThanOrEqual(0n);
            }
          }
          const balance = await trialBalance(db());
          expect(balance).toEqual({
            postedDifference: 0n,
            pendingDifference: 0n,
            accountsOutOfBalance: [],
            incomePayableDifference: 0n,
            ok: true,
          });
        }

        // a pending transfer was resolved at most once
        const twice = await sql<{ pending_id: string }>`
          select pending_id from ledger_transfers where pending_id is not null
          group by pending_id having count(*) > 1`.execute(db());
        expect(twice.rows).toEqual([]);
      }),
      { numRuns: usingPostgres ? 100 : 60 },
    );
    // the generated sequences reached every branch
    for (const [branch, count] of Object.entries(seen)) expect(count, branch).toBeGreaterThan(0);
  });
});

describe('ledger under concurrency', () => {
  it('100 concurrent debits on one account: exactly the affordable ones succeed, none lost or overdrawn', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 3_700n });
    const cash = await memberAccountId(db(), member.id, 'member_cash');
    const fees = await operatorAccountId(db(), 'fee_revenue');
    const feesBefore = await getBalance(db(), fees);

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) =>
            transfer(trx, {
              id: `concurrent:${member.id}:${i}`,
              debitAccountId: cash,
              creditAccountId: fees,
              amount: 100n,
              code: TEST_DEBIT_CODE,
              userId: member.id,
            }),
          ),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(37);
    expect(failed).toHaveLength(63);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(LedgerError);
      expect((f.reason as LedgerError).result).toBe('exceeds_credits');
      expect((asApiError(f.reason) as ApiError).code).toBe(Codes.insufficientBalance);
    }

    const { cash: after } = await memberBalances(db(), member.id);
    expect(after).toMatchObject({ balance: 0n, available: 0n, debitsPosted: 3_700n, creditsPosted: 3_700n });
    expect((await getBalance(db(), fees)).balance - feesBefore.balance).toBe(3_700n);
    const rows = await db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount', 'debit_balance_after'])
      .where('debit_account_id', '=', cash)
      .execute();
    expect(rows).toHaveLength(37);
    // every committed debit saw the balance its predecessor left: 3600, 3500, ..., 0
    expect(rows.map((r) => BigInt(r.debit_balance_after)).sort((a, b) => (a < b ? 1 : -1))).toEqual(
      Array.from({ length: 37 }, (_, i) => 3_600n - 100n * BigInt(i)),
    );
    expect(await trialBalance(db())).toMatchObject({ ok: true });
  });

  it('concurrent holds, then racing posts and voids: each hold resolves exactly once', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 1_000n });
    const cash = await memberAccountId(db(), member.id, 'member_cash');
    const payable = await operatorAccountId(db(), 'withdrawal_payable');
    const holds = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) =>
            transfer(trx, {
              id: `hold:${member.id}:${i}`,
              debitAccountId: cash,
              creditAccountId: payable,
              amount: 150n,
              code: 'withdraw',
              userId: member.id,
              pending: true,
            }),
          ),
      ),
    );
    const held = holds.flatMap((h) => (h.status === 'fulfilled' ? [h.value.id] : []));
    expect(held).toHaveLength(6); // 6 × 150 = 900 ≤ 1000 < 7 × 150
    expect((await memberBalances(db(), member.id)).cash).toMatchObject({ balance: 1_000n, available: 100n });

    // two posts and a void race for every hold
    const attempts = held.flatMap((pendingId, i) => [
      { id: `post-a:${pendingId}`, pendingId, fn: postPending, post: true, i },
      { id: `post-b:${pendingId}`, pendingId, fn: postPending, post: true, i },
      { id: `void:${pendingId}`, pendingId, fn: voidPending, post: false, i },
    ]);
    const outcomes = await Promise.allSettled(
      attempts.map((a) =>
        db()
          .transaction()
          .execute((trx) => a.fn(trx, a.id, a.pendingId)),
      ),
    );
    let posted = 0n;
    for (const pendingId of held) {
      const mine = attempts
        .map((a, i) => ({ a, o: outcomes[i]! }))
        .filter((x) => x.a.pendingId === pendingId);
      const won = mine.filter((x) => x.o.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of mine.filter((x) => x.o.status === 'rejected')) {
        const reason = (lost.o as PromiseRejectedResult).reason as LedgerError;
        expect(['pending_already_posted', 'pending_already_voided', 'pending_already_resolved']).toContain(
          reason.result,
        );
        expect((asApiError(reason) as ApiError).code).toBe(Codes.conflict);
      }
      if (won[0]!.a.post) posted += 150n;
    }
    const { cash: after } = await memberBalances(db(), member.id);
    expect(after).toMatchObject({ debitsPending: 0n, debitsPosted: posted, balance: 1_000n - posted });
    const resolutions = await db()
      .selectFrom('ledger_transfers')
      .select('pending_id')
      .where('pending_id', 'in', held)
      .execute();
    expect(resolutions).toHaveLength(held.length);
    expect(await trialBalance(db())).toMatchObject({ ok: true });
  });

  it('the same transfer id sent 20 times at once moves the money once', async () => {
    const member = await createMember(db(), server.ctx.clock);
    const cash = await memberAccountId(db(), member.id, 'member_cash');
    const clearing = await operatorAccountId(db(), 'deposit_clearing');
    const records = await Promise.all(
      Array.from({ length: 20 }, () =>
        db()
          .transaction()
          .execute((trx) =>
            transfer(trx, {
              id: `retry-storm:${member.id}`,
              debitAccountId: clearing,
              creditAccountId: cash,
              amount: 500n,
              code: 'recharge',
              userId: member.id,
            }),
          ),
      ),
    );
    expect(records.filter((r) => r.created)).toHaveLength(1);
    expect((await memberBalances(db(), member.id)).cash.balance).toBe(500n);
    expect(await trialBalance(db())).toMatchObject({ ok: true });
  });
});

describe('append-only transfer log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of ledger_transfers', async () => {
    const member = await createMember(db(), server.ctx.clock);
    await giveCash(db(), member.id, 1_000n);
    const row = await db()
      .selectFrom('ledger_transfers')
      .select(['id', 'amount'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();

    await expect(
      db().updateTable('ledger_transfers').set({ amount: 1n }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('ledger_transfers').where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate ledger_transfers cascade`.execute(db())).rejects.toThrow(/append-only/);

    const still = await db()
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(still.amount)).toBe(BigInt(row.amount));
    expect(await trialBalance(db())).toMatchObject({ ok: true });
  });

  it('refuses, at the database, an account update that would overdraw a member', async () => {
    const member = await createMember(db(), server.ctx.clock, { cash: 100n });
    const cash = await memberAccountId(db(), member.id, 'member_cash');
    await expect(
      db()
        .updateTable('ledger_accounts')
        .set((eb) => ({ debits_posted: eb('debits_posted', '+', 101n) }))
        .where('id', '=', cash)
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
