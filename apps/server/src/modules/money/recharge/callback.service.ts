/**
 * Payment callbacks, from a payment gateway (kind gateway) or from the USDT chain watcher (kind
 * usdt). Nothing is trusted before the signature checks out:
 *
 *   X-Signature: hex HMAC-SHA256 of the exact raw body, keyed with the channel's secret.
 *
 * The body (JSON or form-encoded) carries `orderNo`, `status` (success | failed | pending, default
 * success), `timestamp` (Unix seconds) and `nonce`, plus `amount` (gateway, "12.34", must equal the
 * order) or `usdtAmount` / `txHash` (USDT). A timestamp further than money.callback_window_seconds
 * from now is refused as stale; a nonce already seen for the channel is refused as a replay. Only
 * then is the recharge credited, once. Every callback, accepted or refused, is written to
 * callback_log with its raw body; refusals are also logged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Tx } from '../../../db/tx.js';
import { ApiError, Codes, asApiError } from '../../../http/errors.js';
import { isAmount, parseMoney } from '../../../lib/money.js';
import { loadMoneyConfig } from '../config.js';
import { isUsdt, parseUsdt } from '../units.js';
import {
  claimCallbackNonce,
  deleteCallbackNoncesBefore,
  findChannelByCode,
  insertCallbackLog,
  markRechargePending,
} from './queries.js';
import type { PayChannelRow } from './service.js';
import { confirmRecharge, failRecharge, lockRecharge, type ConfirmOutcome } from './settlement.js';

export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(signCallback(secret, rawBody), 'hex');
  const actual = Buffer.from(given.trim().toLowerCase(), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A refused callback: the outcome written to callback_log and the answer sent back. */
class Refusal extends ApiError {
  constructor(
    readonly outcome: string,
    messageKey: string,
    code: number,
    readonly detail?: string,
  ) {
    super(code, messageKey);
  }
}

function parseBody(raw: string, contentType: string | undefined): Record<string, string> | null {
  try {
    if ((contentType ?? '').includes('json') || raw.trimStart().startsWith('{')) {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      return Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
          .map(([k, v]) => [k, String(v)]),
      );
    }
    return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return null;
  }
}

/** One callback as it arrived: the raw body exactly as sent, and where it came from. */
export interface ReceivedCallback {
  channelCode: string;
  rawBody: string;
  contentType: string | undefined;
  signature: string | undefined;
  remoteIp: string;
}

/**
 * Checks and applies one callback, and writes it to callback_log whatever the outcome. A refusal
 * is logged and thrown (its code and message key are the answer).
 */
export async function receiveCallback(
  db: Kysely<DB>,
  received: ReceivedCallback,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ orderNo: string; outcome: string }> {
  const { channelCode, rawBody: raw, signature } = received;
  let orderNo: string | null = null;
  const write = (outcome: string, detail: string | null) =>
    insertCallbackLog(db, {
      channel_code: channelCode.slice(0, 40),
      order_no: orderNo,
      outcome,
      detail,
      signature: signature?.slice(0, 200) ?? null,
      remote_ip: received.remoteIp,
      raw_body: raw,
    });
  try {
    const channel = await findChannelByCode(db, channelCode);
    if (!channel) throw new Refusal('unknown_channel', 'money.callback.unknownChannel', Codes.notFound);
    if (!signatureMatches(channel.secret, raw, signature)) {
      throw new Refusal('bad_signature', 'money.callback.badSignature', Codes.forbidden);
    }
    const body = parseBody(raw, received.contentType);
    if (!body || !body.orderNo || !body.nonce || !body.timestamp) {
      throw new Refusal(
        'bad_body',
        'money.callback.badBody',
        Codes.badRequest,
        'orderNo, nonce and timestamp are required',
      );
    }
    orderNo = body.orderNo.slice(0, 64);
    const status = await checkFreshBody(db, body, now);

    const outcome = await db
      .transaction()
      .execute((trx) => settleCallback(trx, channel, body, status, orderNo!, now));
    await write(outcome === 'credited' ? 'accepted' : outcome, null);
    if (outcome === 'below_minimum') {
      log.warn({ channelCode, orderNo }, 'USDT deposit below the minimum: recorded as failed, not credited');
    }
    return { orderNo: orderNo!, outcome };
  } catch (error) {
    if (error instanceof Refusal) {
      await write(error.outcome, error.detail ?? null);
      log.warn({ channelCode, orderNo, outcome: error.outcome }, 'payment callback refused');
    }
    throw error;
  }
}

/**
 * The checks of a signed body before anything is written: the timestamp within the window, a
 * nonce of at most 64 characters, a known status. Answers the status (success by default).
 */
async function checkFreshBody(db: Tx, body: Record<string, string>, now: Date): Promise<string> {
  const config = await loadMoneyConfig(db);
  const timestamp = Number(body.timestamp);
  if (
    !Number.isFinite(timestamp) ||
    Math.abs(now.getTime() - timestamp * 1000) > config.callbackWindowSeconds * 1000
  ) {
    throw new Refusal('stale', 'money.callback.stale', Codes.badRequest, `timestamp ${body.timestamp}`);
  }
  if (body.nonce!.length > 64)
    throw new Refusal('bad_body', 'money.callback.badBody', Codes.badRequest, 'nonce too long');
  const status = body.status ?? 'success';
  if (!['success', 'failed', 'pending'].includes(status)) {
    throw new Refusal('bad_body', 'money.callback.badBody', Codes.badRequest, `status ${status}`);
  }
  return status;
}

/**
 * One callback, under the recharge's row lock: the nonce is used once, the order and the amount
 * must match, then the recharge is marked pending, failed or credited (settlement.ts).
 */
async function settleCallback(
  trx: Tx,
  channel: PayChannelRow,
  body: Record<string, string>,
  status: string,
  orderNo: string,
  now: Date,
): Promise<string> {
  const fresh = await claimCallbackNonce(trx, channel.id, body.nonce!, now);
  if (!fresh) throw new Refusal('replayed', 'money.callback.replayed', Codes.conflict, `nonce ${body.nonce}`);
  const recharge = await lockRecharge(trx, { orderNo, channelId: channel.id });
  if (!recharge) throw new Refusal('unknown_order', 'money.callback.unknownOrder', Codes.notFound);

  if (channel.kind === 'gateway') {
    if (!body.amount || !isAmount(body.amount)) {
      throw new Refusal(
        'wrong_amount',
        'money.callback.wrongAmount',
        Codes.badRequest,
        `amount ${body.amount}`,
      );
    }
    const amount = parseMoney(body.amount);
    if (amount !== BigInt(recharge.amount)) {
      throw new Refusal(
        'wrong_amount',
        'money.callback.wrongAmount',
        Codes.badRequest,
        `amount ${body.amount}`,
      );
    }
  } else if (status === 'success' && (!body.usdtAmount || !isUsdt(body.usdtAmount))) {
    throw new Refusal(
      'bad_body',
      'money.callback.badBody',
      Codes.badRequest,
      `usdtAmount ${body.usdtAmount}`,
    );
  }

  if (status === 'pending') {
    if (recharge.status === 'unpaid') await markRechargePending(trx, recharge.id, now);
    return 'pending';
  }
  if (status === 'failed') {
    if (recharge.status === 'success')
      throw new Refusal('conflict', 'money.recharge.settled', Codes.conflict, 'already success');
    const failed = await failRecharge(trx, recharge, body.reason ?? 'reported failed by the channel', now);
    return failed === 'failed' ? 'failed' : 'duplicate';
  }
  try {
    const confirmed: ConfirmOutcome = await confirmRecharge(
      trx,
      recharge,
      channel.kind === 'gateway'
        ? { amount: BigInt(recharge.amount), tradeNo: body.tradeNo?.slice(0, 100) }
        : { usdtAmount: parseUsdt(body.usdtAmount!), txHash: body.txHash?.slice(0, 100) },
      now,
    );
    return confirmed;
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error instanceof ApiError && !(error instanceof Refusal)) {
      throw new Refusal('conflict', error.messageKey, error.code, 'settled or duplicate transaction');
    }
    throw error;
  }
}

/** Nonces older than the largest accepted clock skew (2 h) can never be replayed successfully. */
export async function pruneCallbackNonces(db: Tx, now: Date) {
  await deleteCallbackNoncesBefore(db, new Date(now.getTime() - 2 * 3600 * 1000));
}
