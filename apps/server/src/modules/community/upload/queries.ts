import type { Tx } from '../../../db/tx.js';

export async function insertUpload(
  db: Tx,
  input: { name: string; memberId: bigint | null; url: string; contentType: string; size: number; width: number; height: number; now: Date },
) {
  await db
    .insertInto('uploads')
    .values({
      name: input.name,
      user_id: input.memberId,
      url: input.url,
      content_type: input.contentType,
      size: input.size,
      width: input.width,
      height: input.height,
      created_at: input.now,
    })
    .execute();
}
