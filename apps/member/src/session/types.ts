import type { ResultOf } from '@aurum/api-client';

/** POST /app/user/getUserInfo */
export type UserInfo = ResultOf<'/app/user/getUserInfo'>;
/** POST /app/user/getIncomeInfo: balance, assets, income figures */
export type AssetInfo = ResultOf<'/app/user/getIncomeInfo'>;
