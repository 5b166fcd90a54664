import type { Tx } from '../../../db/tx.js';

/** Sends a personal message (used by the operator API; other features may call it in their transaction). */
export async function sendUserMessage(
  db: Tx,
  input: { userId: bigint; title: string; content: string; operatorId?: bigint | null; now: Date },
) {
  return db
    .insertInto('user_messages')
    .values({
      user_id: input.userId,
      title: input.title,
      content: input.content,
      created_by: input.operatorId ?? null,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
