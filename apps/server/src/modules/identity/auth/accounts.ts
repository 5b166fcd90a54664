import { randomInt } from 'node:crypto';
import { ApiError, Codes } from '../../../http/errors.js';
import type { Tx } from '../../../db/tx.js';
import { openMemberAccounts } from '../../../ledger/accounts.js';

// No 0/O, 1/I/L: codes are read aloud and typed by hand.
const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;

export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1)
    code += INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)];
  return code;
}

/** Invitation codes are matched case-insensitively. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface NewMember {
  areaCode: string;
  phone: string;
  passwordHash: string;
  fundPasswordHash: string | null;
  referrerId: bigint | null;
  username?: string;
}

/**
 * Creates the member row with a fresh unique invitation code and opens the member's ledger
 * accounts, inside the caller's transaction. A phone already registered → ApiError 409.
 */
export async function createMemberUser(
  trx: Tx,
  input: NewMember,
): Promise<{ id: bigint; invitationCode: string }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const invitationCode = newInvitationCode();
    const row = await trx
      .insertInto('users')
      .values({
        area_code: input.areaCode,
        phone: input.phone,
        username: input.username ?? `User${invitationCode.slice(0, 6)}`,
        password_hash: input.passwordHash,
        fund_password_hash: input.fundPasswordHash,
        invitation_code: invitationCode,
        referrer_id: input.referrerId,
      })
      // either unique key (phone, invitation code) may collide; find out which below
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await openMemberAccounts(trx, row.id);
      return { id: row.id, invitationCode };
    }
    if (await phoneRegistered(trx, input.areaCode, input.phone)) throw phoneTaken();
  }
  throw new Error('could not allocate a unique invitation code');
}

export async function phoneRegistered(db: Tx, areaCode: string, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('area_code', '=', areaCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return !!row;
}

export const phoneTaken = () => new ApiError(Codes.conflict, 'auth.phoneTaken');

/** The member a login names, with what the login checks. */
export function memberForLogin(db: Tx, areaCode: string, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('area_code', '=', areaCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export async function memberIdByInvitationCode(db: Tx, invitationCode: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', invitationCode)
    .executeTakeFirst();
  return row?.id ?? null;
}
