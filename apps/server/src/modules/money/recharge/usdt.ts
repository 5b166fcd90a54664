/** What the recharge screen shows for USDT: networks and addresses, minimum, rate, and the channel to use. */
import type { Locale } from '../../../http/i18n.js';
import { t } from '../../../http/i18n.js';
import type { Tx } from '../../../db/tx.js';
import { loadMoneyConfig } from '../config.js';
import { formatUsdt } from '../units.js';
import { findActiveUsdtChannel } from './queries.js';
import { usdtNetworks } from './service.js';

export async function usdtInfo(db: Tx, locale: Locale) {
  const config = await loadMoneyConfig(db);
  const networks = usdtNetworks(config);
  const channel = await findActiveUsdtChannel(db);
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
