/** What the recharge screen shows for USDT: networks and addresses, minimum, rate, and the channel to use. */
import type { Locale } from '../../../http/i18n.js';
import { t } from '../../../http/i18n.js';
import type { Tx } from '../../../ledger/ledger.js';
import { loadMoneyConfig } from '../config.js';
import { formatUsdt } from '../units.js';
import { usdtNetworks } from './service.js';

/** The USDT channel members pay into: the first one that is on, by the operators' order. */
function activeUsdtChannel(db: Tx) {
  return db
    .selectFrom('pay_channels')
    .select('id')
    .where('kind', '=', 'usdt')
    .where('status', '=', 'on')
    .orderBy('sort', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

export async function usdtInfo(db: Tx, locale: Locale) {
  const config = await loadMoneyConfig(db);
  const networks = usdtNetworks(config);
  const channel = await activeUsdtChannel(db);
  return {
    networks,
    network: networks[0]?.network ?? null,
    address: networks[0]?.address ?? null,
    min: formatUsdt(config.usdtMin),
    rate: config.usdtRate,
    warning: t(locale, 'money.recharge.usdtBelowMin', { min: formatUsdt(config.usdtMin, 0) }),
    payChannelId: channel ? Number(channel.id) : null,
  };
}

/** Nonces older than the largest accepted clock skew (2 h) can never be replayed successfully. */
export async function pruneCallbackNonces(db: Tx, now: Date) {
  await db.deleteFrom('callback_nonces').where('created_at', '<', new Date(now.getTime() - 2 * 3600 * 1000)).execute();
}
