import type { AppContext } from '../../kernel/context.js';
import { operatorAccountId } from '../../ledger/accounts.js';
import { transfer } from '../../ledger/transfers.js';
import { DAY_MS } from '../../lib/clock.js';
import { openRound } from './lottery/service.js';
import { slideUrl } from '../platform/translations/demo.js';

/** A home slide shipped with the server (assets/slides, one file per locale; see translations/demo.ts). */
function slide(slug: string): string {
  return slideUrl(slug, 'en-US');
}

const AREA_CODES = [
  ['+1', 'US', 'United States / Canada'],
  ['+44', 'GB', 'United Kingdom'],
  ['+86', 'CN', 'China'],
  ['+886', 'TW', 'Taiwan'],
  ['+852', 'HK', 'Hong Kong'],
  ['+34', 'ES', 'Spain'],
  ['+33', 'FR', 'France'],
  ['+90', 'TR', 'Türkiye'],
  ['+49', 'DE', 'Germany'],
  ['+52', 'MX', 'Mexico'],
] as const;

const CONTENT: Array<{ type: 'about' | 'guide' | 'agreement'; locale: string; title: string; content: string }> = [
  {
    type: 'about',
    locale: 'en-US',
    title: 'About Aurum',
    content:
      'Aurum is a jewellery house working with gold and precious stones since 1998. Members take part in our ' +
      'collections through income-earning products: each product pays a daily income for its period.\n\n' +
      'Our team is here to help every day from 9:00 to 21:00.',
  },
  {
    type: 'about',
    locale: 'zh-CN',
    title: '关于 Aurum',
    content: 'Aurum 自 1998 年起专注于黄金与宝石首饰。会员可通过收益型产品参与我们的系列，每款产品在周期内每日产生收益。\n\n客服每天 9:00 至 21:00 在线。',
  },
  {
    type: 'guide',
    locale: 'en-US',
    title: 'Beginner guide',
    content:
      '1. Recharge your balance from the home page.\n' +
      '2. Choose a product in the product list and buy it with your fund password.\n' +
      '3. Collect your daily income on the receive page.\n' +
      '4. Withdraw to your bank card or wallet; a withdrawal reaches the bank account within 72 hours.\n' +
      '5. Share your invitation link: when a friend makes a first purchase you receive a red envelope.',
  },
  {
    type: 'guide',
    locale: 'zh-CN',
    title: '新手指南',
    content:
      '1. 在首页充值余额。\n2. 在产品列表选择产品，使用资金密码购买。\n3. 在领取页面领取每日收益。\n' +
      '4. 提现到银行卡或钱包，提现将在 72 小时内到账。\n5. 分享邀请链接：好友首次购买后，您将获得一个红包。',
  },
  {
    type: 'agreement',
    locale: 'en-US',
    title: 'Member agreement',
    content:
      'By registering you agree to provide accurate information, to keep your login and fund passwords secret, ' +
      'and to use one account per person. Rewards (red envelopes, bonus codes, lottery prizes) are credited to ' +
      'your balance and may be withdrawn under the usual withdrawal rules. Recharges below USDT 1 are not ' +
      'credited and not refundable. Posts in the community zone must respect other members; the operator may ' +
      'hide any post or comment.',
  },
  {
    type: 'agreement',
    locale: 'zh-CN',
    title: '会员协议',
    content:
      '注册即表示您同意提供真实信息、妥善保管登录密码和资金密码，并且每人仅使用一个账户。奖励（红包、兑换码、' +
      '抽奖奖品）将计入您的余额，并可按常规提现规则提现。低于 1 USDT 的充值不予到账且不可退还。社区发帖须尊重' +
      '其他会员，运营方可隐藏任何帖子或评论。',
  },
];

/**
 * Demo data for a fresh database: area codes, slides, notices, scroll messages, platform texts,
 * lottery prizes with an open round and chance rules, the bonus code DEMO2026, an invitation
 * envelope rule, and a promotions budget (operator capital → promotions) to pay them.
 */
export async function seedCommunityDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('area_codes')
      .values(AREA_CODES.map(([code, country, name], index) => ({ code, country, name, sort: index })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    await trx
      .insertInto('swiper_slides')
      .values([
        { title: 'New collection', image_url: slide('gold-collection'), sort: 0 },
        { title: 'Invite friends', image_url: slide('invite'), sort: 1 },
        { title: 'Lucky draw', image_url: slide('lucky-draw'), sort: 2 },
      ])
      .execute();

    await trx
      .insertInto('notices')
      .values([
        {
          title: 'Welcome to Aurum',
          content: 'Thank you for joining. Recharge, choose a product and collect your income every day.',
          sort: 3,
          created_at: now,
        },
        {
          title: 'Withdrawal times',
          content: 'Withdrawals are reviewed every weekday; an approved withdrawal reaches your bank account within 72 hours.',
          sort: 2,
          created_at: now,
        },
        {
          title: 'Community zone rules',
          content: 'Share your pieces and experiences. Be kind: posts that offend other members will be hidden.',
          sort: 1,
          created_at: now,
        },
      ])
      .execute();

    await trx
      .insertInto('scroll_messages')
      .values([
        { content: 'The Gold Collection is now available in the product list.', sort: 3, created_at: now },
        { content: 'Invite a friend: receive a red envelope when they make their first purchase.', sort: 2, created_at: now },
        { content: 'Every purchase earns a lucky draw chance.', sort: 1, created_at: now },
      ])
      .execute();

    await trx
      .insertInto('platform_content')
      .values(CONTENT.map((c) => ({ ...c, updated_at: now })))
      .onConflict((oc) => oc.columns(['type', 'locale']).doNothing())
      .execute();

    await trx
      .insertInto('lottery_prizes')
      .values([
        { name: 'Thanks for playing', kind: 'none', amount: 0n, weight: 500, stock: null, sort: 0 },
        { name: '1.00 cash', kind: 'cash', amount: 100n, weight: 300, stock: null, sort: 1 },
        { name: '5.00 cash', kind: 'cash', amount: 500n, weight: 150, stock: 1000, sort: 2 },
        { name: '20.00 cash', kind: 'cash', amount: 2000n, weight: 45, stock: 100, sort: 3 },
        { name: '100.00 cash', kind: 'cash', amount: 10000n, weight: 5, stock: 10, sort: 4 },
      ])
      .execute();
    await openRound(trx, now);
    await trx
      .insertInto('lottery_chance_rules')
      .values([
        { kind: 'per_purchase', chances: 1 },
        { kind: 'registration', chances: 1 },
      ])
      .execute();

    const yearAhead = new Date(now.getTime() + 365 * DAY_MS);
    const endOf2026 = new Date('2026-12-31T23:59:59Z');
    await trx
      .insertInto('bonus_codes')
      .values({
        code: 'DEMO2026',
        amount: 500n,
        total_uses: 10000,
        expires_at: yearAhead > endOf2026 ? yearAhead : endOf2026,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    await trx
      .insertInto('envelope_rules')
      .values({ kind: 'invitee_first_purchase', title: 'Invitation reward', amount: 1000n })
      .execute();

    await transfer(trx, {
      id: 'demo:community:promotions-budget',
      debitAccountId: await operatorAccountId(trx, 'operator_capital'),
      creditAccountId: await operatorAccountId(trx, 'promotions'),
      amount: 10_000_000n,
      code: 'promotions_budget',
      ref: 'demo seed',
    });
  });
}
