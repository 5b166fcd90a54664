import type { Module } from '../kernel/context.js';
import { systemFeature } from './system/routes.js';
import { smsFeature } from './sms/routes.js';
import { authFeature } from './auth/routes.js';
import { userFeature } from './user/routes.js';
import { operatorAuthFeature } from './operator-auth/routes.js';
import { communityFeature } from './community/routes.js';
import { moneyFeature } from './money/routes.js';
import { translationsFeature } from './translations/routes.js';
import { operatorConsoleFeature } from './operator-console/routes.js';

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
