/**
 * The operator's money settings: pay channels, banks and money.* configuration values, audited.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Tx } from '../../../db/tx.js';
import { audit, auditSave, requireOnCreate, saveRow } from '../../../lib/audit.js';
import { setMoneyConfig } from '../config.js';

export interface ChannelInput {
  id?: number | undefined;
  code?: string | undefined;
  name?: string | undefined;
  kind?: 'gateway' | 'usdt' | undefined;
  icon?: string | undefined;
  payUrl?: string | undefined;
  /** set or rotate the callback secret; on create, one is generated when absent */
  secret?: string | undefined;
  rotateSecret?: boolean | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

function channelAdminView(c: {
  id: bigint;
  code: string;
  name: string;
  kind: string;
  icon: string;
  pay_url: string;
  status: string;
  sort: number;
}) {
  return {
    id: Number(c.id),
    code: c.code,
    name: c.name,
    kind: c.kind,
    icon: c.icon,
    payUrl: c.pay_url,
    status: c.status,
    sort: c.sort,
  };
}

export async function listChannelsAdmin(db: Tx) {
  const rows = await db
    .selectFrom('pay_channels')
    .selectAll()
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(channelAdminView);
}

/** Saves a channel; the secret is returned only when it was just set (never stored in the audit log). */
export async function saveChannel(db: Kysely<DB>, operatorId: bigint, input: ChannelInput, now: Date) {
  requireOnCreate(!input.id, { code: input.code, name: input.name, kind: input.kind });
  const newSecret =
    input.secret ?? (!input.id || input.rotateSecret ? randomBytes(24).toString('base64url') : undefined);
  const values = {
    code: input.code?.trim().toLowerCase(),
    name: input.name?.trim(),
    kind: input.kind,
    icon: input.icon,
    pay_url: input.payUrl,
    status: input.status,
    sort: input.sort,
    updated_at: now,
  };
  // a code in use: a unique violation, answered 409 by the error handler (http/conflicts.ts)
  return await db.transaction().execute(async (trx) => {
    const { before, after } = await saveRow(trx, 'pay_channels', input.id, {
      values: { ...values, secret: newSecret },
      defaults: { icon: '', pay_url: '', status: 'on', sort: 0 },
    });
    // The secret itself never goes into the audit log; only that it changed.
    await auditSave(trx, operatorId, 'money.payChannel', `pay_channel:${after.id}`, {
      before: before && channelAdminView(before),
      after: before ? { ...channelAdminView(after), secretChanged: !!newSecret } : channelAdminView(after),
    });
    return { ...channelAdminView(after), secret: newSecret ?? null };
  });
}

export interface BankInput {
  id?: number | undefined;
  name?: string | undefined;
  code?: string | undefined;
  logo?: string | undefined;
  status?: 'on' | 'off' | undefined;
  sort?: number | undefined;
}

export async function saveBank(db: Kysely<DB>, operatorId: bigint, input: BankInput) {
  requireOnCreate(!input.id, { name: input.name, code: input.code });
  const values = {
    name: input.name?.trim(),
    code: input.code?.trim().toUpperCase(),
    logo: input.logo,
    status: input.status,
    sort: input.sort,
  };
  const view = (b: {
    id: bigint;
    name: string;
    code: string;
    logo: string;
    status: string;
    sort: number;
  }) => ({
    id: Number(b.id),
    name: b.name,
    code: b.code,
    logo: b.logo,
    status: b.status,
    sort: b.sort,
  });
  // a code in use: a unique violation, answered 409 by the error handler (http/conflicts.ts)
  return await db.transaction().execute(async (trx) => {
    const saved = await saveRow(trx, 'banks', input.id, {
      values,
      defaults: { logo: '', status: 'on', sort: 0 },
      notFoundKey: 'money.bank.notFound',
    });
    await auditSave(trx, operatorId, 'money.bank', `bank:${saved.after.id}`, {
      before: saved.before && view(saved.before),
      after: view(saved.after),
    });
    return view(saved.after);
  });
}

export async function setConfigValue(db: Kysely<DB>, operatorId: bigint, key: string, value: string) {
  return db.transaction().execute(async (trx) => {
    const change = await setMoneyConfig(trx, key, value);
    await audit(trx, {
      operatorId,
      action: 'money.config.set',
      target: `sys_config:${key}`,
      before: { value: change.before },
      after: { value: change.after },
    });
    return { key, value: change.after };
  });
}
