import { lazy } from 'react';
import type { Role } from './session/session';
import { can } from './session/roles';

/** The console's screens, each its own chunk. */
export const screens = {
  position: lazy(() => import('./screens/position/PositionScreen')),
  withdrawals: lazy(() => import('./screens/withdrawals/WithdrawalsScreen')),
  recharges: lazy(() => import('./screens/recharges/RechargesScreen')),
  products: lazy(() => import('./screens/products/ProductsScreen')),
  members: lazy(() => import('./screens/members/MembersScreen')),
  audit: lazy(() => import('./screens/audit/AuditScreen')),
  notices: lazy(() => import('./screens/notices/NoticesScreen')),
  content: lazy(() => import('./screens/content/ContentScreen')),
  engagement: lazy(() => import('./screens/content/EngagementScreen')),
  settings: lazy(() => import('./screens/settings/SettingsScreen')),
  operators: lazy(() => import('./screens/operators/OperatorsScreen')),
};

export const navItems = [
  { key: 'position', label: 'Money position', path: '/' },
  { key: 'withdrawals', label: 'Withdrawals', path: '/withdrawals' },
  { key: 'recharges', label: 'Recharges', path: '/recharges' },
  { key: 'products', label: 'Products', path: '/products' },
  { key: 'members', label: 'Members', path: '/members' },
  { key: 'audit', label: 'Audit log', path: '/audit' },
  { key: 'notices', label: 'Notices', path: '/notices' },
  { key: 'content', label: 'Content', path: '/content', allowed: can.editContent },
  { key: 'engagement', label: 'Engagement', path: '/engagement', allowed: can.moveMoney },
  { key: 'settings', label: 'Settings', path: '/settings' },
  { key: 'operators', label: 'Operators', path: '/operators', allowed: can.administer },
] as const satisfies readonly {
  key: keyof typeof screens;
  label: string;
  path: string;
  /** who sees the screen (everyone when absent) */
  allowed?: (role: Role) => boolean;
}[];

export type NavItem = (typeof navItems)[number];

export function allowedFor(role: Role) {
  return navItems.filter((item) => !('allowed' in item) || item.allowed(role));
}
