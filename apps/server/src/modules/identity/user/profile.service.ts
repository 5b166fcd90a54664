/** The member's profile: who they are and their cash figures (session cache aware), avatar and name. */
import type { AppContext } from '../../../kernel/context.js';
import { MemberAnswerCache, type AnswerTicket } from '../../../auth/member-changes.js';
import { sessionExpired } from '../../../http/errors.js';
import { hashToken, plausibleToken } from '../../../auth/sessions.js';
import { formatMoney } from '../../../lib/money.js';
import { maskPhone } from '../../../lib/phone.js';
import { checkHeadUrl, checkUsername } from './profile.js';
import {
  MEMBER_CASH_BY_IDS,
  setProfile,
  userInfoById,
  userInfoByToken,
  type UserInfoRow,
} from './queries.js';

/** getUserInfo's answer, as the route sends it. */
export type UserInfoAnswer = ReturnType<typeof answerOf>;

/** A member's profile as getUserInfo shows it: everything but the cash figures. */
type MemberProfile = ReturnType<typeof profileOf>;
type CashFigures = Pick<UserInfoRow, 'credits_posted' | 'debits_posted' | 'debits_pending'>;

/**
 * getUserInfo's profiles, per member, in this process (PostgreSQL only; auth/member-changes.ts).
 * The cash figures are never cached: they change with every purchase, withdrawal and collection,
 * and announcing those changes made every money commit wait on PostgreSQL's NOTIFY lock (migration
 * 0066). The barrier before a cached profile is served reads them instead, for every member whose
 * request shares it: one statement for many answers, and as fresh as a read of the request's own.
 */
export type UserInfoCache = MemberAnswerCache<MemberProfile>;

export const userInfoCache = (ctx: AppContext): UserInfoCache =>
  new MemberAnswerCache<MemberProfile>(ctx.sessions.memberChanges, { readOnBarrier: MEMBER_CASH_BY_IDS });

/**
 * getUserInfo without a round trip of its own when both caches know the member (the session cache
 * the token, the answer cache the profile): the profile from memory and the cash figures read by
 * the shared barrier. Else in one round trip: by member id when the session cache knows the
 * token, else the session check and the figures in one statement (whose session then goes into the
 * cache).
 */
export async function userInfo(
  ctx: AppContext,
  answers: UserInfoCache,
  token: string | undefined,
): Promise<UserInfoAnswer> {
  if (!plausibleToken(token)) throw sessionExpired();
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  const cached = ctx.sessions.lookup('member', tokenHash, now);
  if ('subjectId' in cached) {
    const member = cached.subjectId;
    const cachedProfile = await answers.get(member);
    if (cachedProfile) return answerOf(cachedProfile.answer, cashFigures(cachedProfile.fresh!));
    const ticket = answers.ticket();
    const [user] = await userInfoById.execute(ctx.db, [member]);
    if (!user) throw sessionExpired();
    return answerOf(remembered(answers, ticket, profileOf(user)), user);
  }
  const ticket = answers.ticket();
  const [row] = await userInfoByToken.execute(ctx.db, [tokenHash, 'member', now]);
  if (!row) throw sessionExpired();
  ctx.sessions.remember(cached, row.id, row.session_expires_at);
  return answerOf(remembered(answers, ticket, profileOf(row)), row);
}

function remembered(answers: UserInfoCache, ticket: AnswerTicket, profile: MemberProfile) {
  answers.remember(ticket, profile.memberId, profile);
  return profile;
}

/** The profile of one row, built once: a cached profile is never changed. */
function profileOf(user: UserInfoRow) {
  return Object.freeze({
    memberId: user.id,
    id: Number(user.id),
    userName: user.username,
    areaCode: user.area_code,
    phone: user.phone,
    headUrl: user.head_url,
    invitationCode: user.invitation_code,
    hasFundPassword: user.has_fund_password,
    referrer:
      user.referrer_id !== null && user.referrer_phone !== null
        ? Object.freeze({ id: Number(user.referrer_id), phone: maskPhone(user.referrer_phone) })
        : null,
    registeredAt: new Date(user.created_at).toISOString(),
  });
}

/** The barrier's row (MEMBER_CASH_BY_IDS) as numbers: the LISTEN connection's driver gives bigints as text. */
function cashFigures(row: Record<string, unknown>): CashFigures {
  return {
    credits_posted: BigInt(row.credits_posted as string | bigint),
    debits_posted: BigInt(row.debits_posted as string | bigint),
    debits_pending: BigInt(row.debits_pending as string | bigint),
  };
}

function answerOf(profile: MemberProfile, cash: CashFigures) {
  const balance = cash.credits_posted - cash.debits_posted;
  // one literal, the same shape every time: the serializer stays on its fast path
  return {
    memberId: profile.memberId,
    info: {
      id: profile.id,
      userName: profile.userName,
      areaCode: profile.areaCode,
      phone: profile.phone,
      headUrl: profile.headUrl,
      invitationCode: profile.invitationCode,
      hasFundPassword: profile.hasFundPassword,
      referrer: profile.referrer,
      registeredAt: profile.registeredAt,
      balance: formatMoney(balance),
      available: formatMoney(balance - cash.debits_pending),
    },
  };
}

export async function changeAvatar(ctx: AppContext, memberId: bigint, requested: string) {
  const headUrl = checkHeadUrl(requested);
  await setProfile(ctx.db, memberId, { head_url: headUrl });
  return { headUrl };
}

export async function changeUsername(ctx: AppContext, memberId: bigint, requested: string) {
  const userName = checkUsername(requested);
  await setProfile(ctx.db, memberId, { username: userName });
  return { userName };
}
