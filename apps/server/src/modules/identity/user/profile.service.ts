/** The member's profile: who they are and their cash figures (session cache aware), avatar and name. */
import type { AppContext } from '../../../kernel/context.js';
import { MemberAnswerCache, type AnswerTicket } from '../../../auth/member-changes.js';
import { sessionExpired } from '../../../http/errors.js';
import { hashToken, plausibleToken } from '../../../auth/sessions.js';
import { formatMoney } from '../../../lib/money.js';
import { maskPhone } from '../../../lib/phone.js';
import { checkHeadUrl, checkUsername } from './profile.js';
import { setProfile, userInfoById, userInfoByToken, type UserInfoRow } from './queries.js';

/** getUserInfo's answer, as the route sends it. */
export type UserInfoAnswer = ReturnType<typeof answerOf>;

/** getUserInfo's answers, per member, in this process (PostgreSQL only; auth/member-changes.ts). */
export type UserInfoCache = MemberAnswerCache<UserInfoAnswer>;

export const userInfoCache = (ctx: AppContext): UserInfoCache =>
  new MemberAnswerCache<UserInfoAnswer>(ctx.sessions.memberChanges);

/**
 * getUserInfo without a database round trip when both caches know the member (the session cache
 * the token, the answer cache the member's answer); else in one round trip: by member id when the
 * session cache knows the token, else the session check and the figures in one statement (whose
 * session then goes into the cache).
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
    const answer = await answers.get(cached.subjectId);
    if (answer) return answer;
    const ticket = answers.ticket();
    const [user] = await userInfoById.execute(ctx.db, [cached.subjectId]);
    if (!user) throw sessionExpired();
    return remembered(answers, ticket, answerOf(user));
  }
  const ticket = answers.ticket();
  const [row] = await userInfoByToken.execute(ctx.db, [tokenHash, 'member', now]);
  if (!row) throw sessionExpired();
  ctx.sessions.remember(cached, row.id, row.session_expires_at);
  return remembered(answers, ticket, answerOf(row));
}

function remembered(answers: UserInfoCache, ticket: AnswerTicket, answer: UserInfoAnswer) {
  answers.remember(ticket, answer.memberId, answer);
  return answer;
}

/** The answer of one row, built once: a cached answer is sent as it is (never changed). */
function answerOf(user: UserInfoRow) {
  const balance = user.credits_posted - user.debits_posted;
  return Object.freeze({
    memberId: user.id,
    info: Object.freeze({
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
      balance: formatMoney(balance),
      available: formatMoney(balance - user.debits_pending),
    }),
  });
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
