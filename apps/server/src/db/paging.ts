import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query and the count of all its rows, side by side (two statements in
 * parallel on the pool): `base` holds the FROM, joins and WHERE; `rows` adds the columns and the
 * order. Every paged list of the server goes through here, so LIMIT/OFFSET and the count agree.
 */
export async function pageOfRows<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  page: number,
  size: number,
): Promise<{ rows: O[]; total: number }> {
  const [found, counted] = await Promise.all([
    rows(base)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    // (typed by hand: over a generic DB, Kysely cannot narrow the result of a select to its column)
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as Promise<{
      n: string | number | bigint;
    }>,
  ]);
  return { rows: found, total: Number(counted.n) };
}
