import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { Tx } from '../ledger/ledger.js';

/** Every operator action leaves a row: who, what, when, before and after. */
export async function audit(
  tx: Tx,
  entry: { operatorId: bigint | null; action: string; target?: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      target: entry.target ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before, bigintSafe),
      after: entry.after === undefined ? null : JSON.stringify(entry.after, bigintSafe),
    })
    .execute();
}

function bigintSafe(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Catalogue tables operators create and edit by id through a "save" endpoint. */
export type EditableTable =
  | 'products'
  | 'pay_channels'
  | 'banks'
  | 'notices'
  | 'scroll_messages'
  | 'swiper_slides'
  | 'envelope_rules'
  | 'lottery_prizes'
  | 'lottery_chance_rules';

/** The editable tables seen through one row shape: what the helpers below need (an id column). */
type AnyEditable = Kysely<{ t: { id: bigint } & Record<string, unknown> }>;

export interface SavedRow<T extends EditableTable> {
  /** the row as it was (undefined when the save created it) */
  before: Selectable<DB[T]> | undefined;
  after: Selectable<DB[T]>;
}

/**
 * Loads a row an operator is about to change, locked until the transaction ends, so two operators
 * editing it at once are serialised and each audit row's "before" is what was really replaced.
 */
export async function lockRowForEdit<T extends EditableTable>(
  trx: Tx,
  table: T,
  id: bigint,
  notFoundKey?: string,
): Promise<Selectable<DB[T]>> {
  const db = trx as unknown as AnyEditable;
  const row = await db
    .selectFrom(table as 't')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(notFoundKey);
  return row as Selectable<DB[T]>;
}

/**
 * "Create, or update the one with this id": the shape of every operator save endpoint. With an
 * id the row is locked first (`check` may refuse the change after seeing it); `values` may depend
 * on the row being replaced; `createOnly` adds columns set only when the row is new.
 */
export async function saveRow<T extends EditableTable>(
  trx: Tx,
  table: T,
  id: number | bigint | undefined | null,
  options: {
    values: Updateable<DB[T]> | ((before: Selectable<DB[T]> | undefined) => Updateable<DB[T]>);
    createOnly?: Partial<Insertable<DB[T]>>;
    notFoundKey?: string;
    check?: (before: Selectable<DB[T]>) => void;
  },
): Promise<SavedRow<T>> {
  const db = trx as unknown as AnyEditable;
  const before = id ? await lockRowForEdit(trx, table, BigInt(id), options.notFoundKey) : undefined;
  if (before) options.check?.(before);
  const values = typeof options.values === 'function' ? options.values(before) : options.values;
  const after = before
    ? await db
        .updateTable(table as 't')
        .set(values as Record<string, unknown>)
        .where('id', '=', (before as { id: bigint }).id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db
        .insertInto(table as 't')
        .values({ ...(values as Record<string, unknown>), ...options.createOnly } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
  return { before, after: after as Selectable<DB[T]> };
}

/** Audits a saveRow: `<action>.create` or `<action>.update`, with the views of both sides. */
export async function auditSave<V>(
  trx: Tx,
  operatorId: bigint,
  action: string,
  target: string,
  saved: { before: V | undefined; after: V },
): Promise<void> {
  await audit(trx, {
    operatorId,
    action: `${action}.${saved.before === undefined ? 'create' : 'update'}`,
    target,
    before: saved.before,
    after: saved.after,
  });
}
