import { lazy } from 'react';

/** The console's screens, each its own chunk. */
export const screens = {
  position: lazy(() => import('./screens/position/PositionScreen')),
  withdrawals: lazy(() => import('./screens/withdrawals/WithdrawalsScreen')),
  recharges: lazy(() => import('./screens/recharges/RechargesScreen')),
  products: lazy(() => import('./screens/products/ProductsScreen')),
  members: lazy(() => import('./screens/members/MembersScreen')),
  audit: lazy(() => import('./screens/audit/AuditScreen')),
};

export const navItems = [
  { key: 'position', label: 'Money position', path: '/' },
  { key: 'withdrawals', label: 'Withdrawals', path: '/withdrawals' },
  { key: 'recharges', label: 'Recharges', path: '/recharges' },
  { key: 'products', label: 'Products', path: '/products' },
  { key: 'members', label: 'Members', path: '/members' },
  { key: 'audit', label: 'Audit log', path: '/audit' },
] as const satisfies readonly { key: keyof typeof screens; label: string; path: string }[];
