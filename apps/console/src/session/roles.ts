import type { Role } from './session';

/**
 * What each role may do, mirroring the server's checks (apps/server: requireOperator): admin does
 * everything, finance moves money, support reads. The console hides what a role may not use; the
 * server refuses it anyway.
 */
export const can = {
  moveMoney: (role: Role) => role === 'admin' || role === 'finance',
  editCatalogue: (role: Role) => role === 'admin',
  /** settings and operators */
  administer: (role: Role) => role === 'admin',
  /** notices and other member-facing content */
  editContent: (role: Role) => role === 'admin' || role === 'support',
};
