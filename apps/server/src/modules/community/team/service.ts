/** Team (single level): the share link, the invitees, and the invitees whose envelope is not received yet. */
import type { AppContext } from '../../../kernel/context.js';
import { pageOf } from '../../../http/envelope.js';
import { formatMoney } from '../../../lib/money.js';
import { readConfig } from '../content/config.js';
import { grantEnvelopes } from '../envelopes/grants.js';
import { maskPhone } from '../../../lib/phone.js';
import { iso, paging } from '../shared.js';
import { memberProfile, teamPage, teamTotals, waitingInviteeCount, waitingInviteePage } from './queries.js';

type PageInput = { page?: number; size?: number } | undefined;

/** The configured share base (an operator setting) or, when unset or not a URL, this server's register page. */
export async function shareUrl(ctx: AppContext, memberId: bigint, requestOrigin: string) {
  const { invitation_code } = await memberProfile(ctx.db, memberId);
  const configured = (await readConfig(ctx.db, 'share_base_url'))?.trim();
  const fallback = `${requestOrigin}/pages/user/register`;
  let url: URL;
  try {
    url = new URL(configured || fallback);
  } catch {
    url = new URL(fallback);
  }
  url.searchParams.set('invitationCode', invitation_code);
  return { url: url.toString(), invitationCode: invitation_code };
}

export async function teamInfo(ctx: AppContext, memberId: bigint, input: PageInput) {
  const { page, size, offset } = paging(input);
  const [me, totals, rows] = await Promise.all([
    memberProfile(ctx.db, memberId),
    teamTotals(ctx.db, memberId),
    teamPage(ctx.db, memberId, size, offset),
  ]);
  const members = rows.map((r) => ({
    id: Number(r.id),
    referrer: me.username,
    phone: maskPhone(r.phone),
    userName: r.username,
    registered: iso(r.created_at),
    hasBought: r.has_bought,
  }));
  return { teamSize: totals.teamSize, buyerCount: totals.buyers, ...pageOf(members, totals.teamSize, page, size) };
}

export async function waitingInvitees(ctx: AppContext, memberId: bigint, input: PageInput) {
  const { page, size, offset } = paging(input);
  // envelopes earned since the last grant run are granted first, so the list shows them
  await grantEnvelopes(ctx.db, ctx.clock.now(), { beneficiaryId: memberId });
  const [total, rows] = await Promise.all([
    waitingInviteeCount(ctx.db, memberId),
    waitingInviteePage(ctx.db, memberId, size, offset),
  ]);
  const records = rows.map((r) => ({
    id: Number(r.id),
    phone: maskPhone(r.phone),
    userName: r.username,
    registered: iso(r.created_at),
    hasBought: r.has_bought,
    envelopeId: r.envelope_id === null ? null : Number(r.envelope_id),
    amount: r.amount === null ? null : formatMoney(r.amount),
  }));
  return pageOf(records, total, page, size);
}
