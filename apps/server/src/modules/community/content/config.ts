import type { Tx } from '../../../db/tx.js';

/** sys_config keys any client may read through /app/config/getSysCfgValue (allow-list). */
export const PUBLIC_CONFIG_KEYS = ['notice_popup_wait_seconds', 'download_url', 'app_version', 'app_version_code'] as const;

/** sys_config keys the operator may change through /admin/community/config/set. */
export const EDITABLE_CONFIG_KEYS = [
  'notice_popup_wait_seconds',
  'download_url',
  'share_base_url',
  'app_version',
  'app_version_code',
] as const;

/** Values used when a key has no row (e.g. a database migrated before the key existed). */
export const CONFIG_DEFAULTS: Record<string, string> = {
  notice_popup_wait_seconds: '10',
  download_url: '',
  share_base_url: '',
  app_version: '1.2.2',
  app_version_code: '10',
};

export async function readConfig(db: Tx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sys_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? CONFIG_DEFAULTS[key];
}

/** Validates a value for an editable key; returns an error message key or null. */
export function configValueProblem(key: string, value: string): string | null {
  if (key === 'notice_popup_wait_seconds') return /^\d{1,3}$/.test(value) ? null : 'community.config.badValue';
  if (key === 'app_version_code') return /^\d{1,6}$/.test(value) ? null : 'community.config.badValue';
  if (key === 'app_version') return /^\d+\.\d+\.\d+$/.test(value) ? null : 'community.config.badValue';
  if (key === 'download_url' || key === 'share_base_url') {
    if (value === '') return null;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'community.config.badValue';
    } catch {
      return 'community.config.badValue';
    }
  }
  return 'community.config.unknownKey';
}
