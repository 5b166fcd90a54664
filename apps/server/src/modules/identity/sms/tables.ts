import type { Generated } from 'kysely';
import type { Timestamp } from '../../../db/core-tables.js';

export interface SmsCodesTable {
  id: Generated<bigint>;
  area_code: string;
  phone: string;
  purpose: string;
  user_id: bigint | null;
  salt: string;
  code_hash: string;
  attempts: Generated<number>;
  wrong_guesses: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface SmsTables {
  sms_codes: SmsCodesTable;
}
