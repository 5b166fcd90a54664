import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Tx } from '../db/tx.js';

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

/** The convention of every operator save, for its OpenAPI description. */
export const PARTIAL_SAVE =
  'A partial update: with an id, every field is optional and a field not sent keeps its stored value; ' +
  'a field sent empty ("") where the value may be "none" clears it. Without an id a new row is created.';

/**
 * The fields a create cannot do without. Saves are partial updates, so their body schemas require
 * nothing but what identifies the row; without an id (a create) each of these must be sent, else a
 * 400 `validation.required` naming the first one missing.
 */
export function requireOnCreate(creating: boolean, fields: Record<string, unknown>): void {
  if (!creating) return;
  for (const [field, value] of Object.entries(fields))
    if (value === undefined) throw badRequest('validation.required', { field });
}

/** The entries of `values` that were given: an undefined value means "not sent, keep what is stored". */
function definedEntries(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * "Create, or update the one with this id": the shape of every operator save endpoint, a partial
 * update. With an id the row is locked first (`check` may refuse the change after seeing it);
 * `values` may depend on the row being replaced, and a value left undefined keeps the stored one
 * (a field the operator did not send is never overwritten). Without an id the row is inserted from
 * `values`, with `defaults` for what was not given and `createOnly` columns set only then.
 */
export async function saveRow<T extends EditableTable>(
  trx: Tx,
  table: T,
  id: number | bigint | undefined | null,
  options: {
    values: Updateable<DB[T]> | ((before: Selectable<DB[T]> | undefined) => Updateable<DB[T]>);
    defaults?: Partial<Insertable<DB[T]>>;
    createOnly?: Partial<Insertable<DB[T]>>;
    notFoundKey?: string;
    check?: (before: Selectable<DB[T]>) => void;
  },
): Promise<SavedRow<T>> {
  const db = trx as unknown as AnyEditable;
  const before = id ? await lockRowForEdit(trx, table, BigInt(id), options.notFoundKey) : undefined;
  if (before) options.check?.(before);
  const given = definedEntries(
    (typeof options.values === 'function' ? options.values(before) : options.values) as Record<
      string,
      unknown
    >,
  );
  let after: unknown;
  if (!before) {
    after = await db
      .insertInto(table as 't')
      .values({ ...options.defaults, ...given, ...options.createOnly } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else if (Object.keys(given).length === 0) {
    after = before; // nothing sent but the id: nothing changes
  } else {
    after = await db
      .updateTable(table as 't')
      .set(given)
      .where('id', '=', (before as { id: bigint }).id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
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
