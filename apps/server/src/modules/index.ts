import type { Module } from '../kernel/context.js';
import { systemFeature } from './platform/system/routes.js';
import { smsFeature } from './identity/sms/routes.js';
import { authFeature } from './identity/auth/routes.js';
import { userFeature } from './identity/user/routes.js';
import { operatorAuthFeature } from './identity/operator-auth/routes.js';
import { communityFeature } from './community/routes.js';
import { moneyFeature } from './money/routes.js';
import { translationsFeature } from './platform/translations/routes.js';
import { operatorConsoleFeature } from './operations/routes.js';

/** Every module registers its routes here (under /core), in this order. */
export const modules: Module[] = [
  systemFeature,
  smsFeature,
  authFeature,
  userFeature,
  operatorAuthFeature,
  communityFeature,
  moneyFeature,
  translationsFeature,
  operatorConsoleFeature,
];
