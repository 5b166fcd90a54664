import type { App, AppContext } from '../app.js';
import { systemFeature } from './system/routes.js';
import { smsFeature } from './sms/routes.js';
import { authFeature } from './auth/routes.js';
import { userFeature } from './user/routes.js';
import { operatorAuthFeature } from './operator-auth/routes.js';
import { communityFeature } from './community/routes.js';
import { moneyFeature } from './money/routes.js';
import { translationsFeature } from './translations/routes.js';
import { operatorConsoleFeature } from './operator-console/routes.js';

export interface Feature {
  name: string;
  register(app: App, ctx: AppContext): Promise<void>;
  /** demo data for a fresh embedded database (products, channels, a demo member...) */
  seedDemo?(ctx: AppContext): Promise<void>;
  /** background work started with the server (e.g. the daily income accrual); returns a stop function */
  start?(ctx: AppContext): () => void;
}

/** Every feature folder registers its routes here (under /core). */
export const features: Feature[] = [systemFeature, smsFeature, authFeature, userFeature, operatorAuthFeature, communityFeature, moneyFeature, translationsFeature, operatorConsoleFeature];
