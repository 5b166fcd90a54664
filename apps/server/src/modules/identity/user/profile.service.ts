/** The member's profile: who they are and their cash figures (session cache aware), avatar and name. */
import type { AppContext } from '../../../kernel/context.js';
import { sessionExpired } from '../../../http/errors.js';
import { hashToken, plausibleToken } from '../../../auth/sessions.js';
import { formatMoney } from '../../../lib/money.js';
import { maskPhone } from '../../../lib/phone.js';
import { checkHeadUrl, checkUsername } from './profile.js';
import { setProfile, userInfoById, userInfoByToken, type UserInfoRow } from './queries.js';

/**
 * getUserInfo in one round trip: by member id when the session cache knows the token, else the
 * session check and the figures in one statement (whose session then goes into the cache).
 */
export async function userInfo(ctx: AppContext, token: string | undefined) {
  if (!plausibleToken(token)) throw sessionExpired();
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  const cached = ctx.sessions.lookup('member', tokenHash, now);
  let user: UserInfoRow | undefined;
  if ('subjectId' in cached) {
    [user] = await userInfoById.execute(ctx.db, [cached.subjectId]);
  } else {
    const [row] = await userInfoByToken.execute(ctx.db, [tokenHash, 'member', now]);
    if (row) ctx.sessions.remember(cached, row.id, row.session_expires_at);
    user = row;
  }
  if (!user) throw sessionExpired();
  const balance = user.credits_posted - user.debits_posted;
  return {
    memberId: user.id,
    info: {
      id: Number(user.id),
      userName: user.username,
      areaCode: user.area_code,
      phone: user.phone,
      headUrl: user.head_url,
      invitationCode: user.invitation_code,
      hasFundPassword: user.has_fund_password,
      referrer:
        user.referrer_id !== null && user.referrer_phone !== null
          ? { id: Number(user.referrer_id), phone: maskPhone(user.referrer_phone) }
          : null,
      registeredAt: new Date(user.created_at).toISOString(),
      balance: formatMoney(balance),
      available: formatMoney(balance - user.debits_pending),
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
