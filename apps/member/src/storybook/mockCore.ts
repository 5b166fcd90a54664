/**
 * Mock Service Worker handlers for the /core/ API (msw-storybook-addon puts them per story in
 * `parameters.msw.handlers`). Each handler answers in the wire envelope `{ code, result, message }`;
 * `answer` types the result by the generated client, so mocks cannot drift from the server schema.
 */
import { http, HttpResponse, delay } from 'msw';
import type { PostPath, ResultOf } from '@aurum/api-client';
import * as core from './coreAnswers';

/** A successful answer to POST /core<path>; `result` may read the form-encoded request. */
export function answer<P extends PostPath>(
  path: P,
  result: ResultOf<P> | ((form: URLSearchParams) => ResultOf<P>),
) {
  return http.post(`/core${path}`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const value =
      typeof result === 'function' ? (result as (f: URLSearchParams) => ResultOf<P>)(form) : result;
    return HttpResponse.json({ code: 200, result: value, message: 'success' });
  });
}

/** A refusal (the server's `code` and `message`, HTTP 200 as the server sends them). */
export function refuse(path: PostPath, code: number, message: string) {
  return http.post(`/core${path}`, () => HttpResponse.json({ code, result: null, message }));
}

/** A request that never answers within the story: the screen's loading state. */
export function pending(path: PostPath) {
  return http.post(`/core${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The demo member, logged in, with the answers every screen of the app shell asks for. */
export const memberHandlers = [
  answer('/app/user/getUserInfo', core.user),
  answer('/app/user/getIncomeInfo', core.income),
  answer('/app/sysMessage/findAll', core.notices),
  answer('/app/config/getSysCfgValue', core.noticeWaitSeconds),
  http.get('/core/app/demo/sms', () => HttpResponse.json({ code: 200, result: [], message: 'success' })),
];

export const homeHandlers = [
  ...memberHandlers,
  answer('/app/swiper/findAll', core.slides),
  answer('/app/scrollMessage/list', core.announcements),
  answer('/app/product/page', core.productPage),
];

export const productHandlers = [
  ...memberHandlers,
  answer('/app/product/detail', core.product),
  answer('/app/user/checkFundPassword', core.fundPasswordAccepted),
];

export const withdrawHandlers = [
  ...memberHandlers,
  answer('/app/wallet/getWithdrawalInfo', core.withdrawalInfo),
  answer('/app/userBank/page', core.bankCards),
  answer('/app/wallet/listWallet', core.wallets),
  answer('/app/user/checkFundPassword', core.fundPasswordAccepted),
];

export const mineHandlers = [...memberHandlers, answer('/app/user/getUserTeamInfoSingleLevel', core.team)];

export const fundingHandlers = [
  ...memberHandlers,
  answer('/app/user/account/findUserAccountRecordPage', core.fundingRecords),
];

export const zoneHandlers = [...memberHandlers, answer('/app/zone/page', core.zonePosts)];
