import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<bigint>;
  area_code: string;
  phone: string;
  username: string;
  head_url: string | null;
  password_hash: string;
  fund_password_hash: string | null;
  invitation_code: string;
  referrer_id: bigint | null;
  status: Generated<'active' | 'disabled'>;
  created_at: Generated<Date>;
}

export interface AuthTables {
  users: UsersTable;
}
