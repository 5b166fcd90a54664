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
