import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, DelayedSpinner, SelectField, SideNav, useAurum } from '@aurum/ui';
import { api } from '../api/client';
import { keys, queryClient } from '../api/query';
import { endSession, updateOperator, useSessionState } from '../session/session';
import { setTheme, useTheme } from '../lib/theme';
import { allowedFor } from '../routes';
import * as styles from './console.css';

/** Every signed-in screen: side navigation (with the pending counts), the operator, the page. */
export function ConsoleLayout() {
  const { session } = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();
  const { brandName } = useAurum();
  const theme = useTheme();
  const position = useQuery({
    queryKey: keys.position,
    queryFn: () => api.post('/admin/console/position'),
    enabled: Boolean(session),
    // the pending counts beside Withdrawals and Recharges stay current while the operator works
    refetchInterval: 30_000,
  });
  // The role can change while signed in (an admin changed it): what the server says is the truth,
  // asked on each start of the console and every few minutes.
  const me = useQuery({
    queryKey: ['console', 'me'],
    queryFn: () => api.post('/admin/auth/info'),
    enabled: Boolean(session),
    refetchInterval: 5 * 60_000,
  });
  const role = session?.operator.role;
  useEffect(() => {
    if (me.data && role && me.data.role !== role) updateOperator(me.data);
  }, [me.data, role]);
  if (!session) return <Navigate to="/signin" replace state={{ from: location.pathname }} />;

  const items = allowedFor(session.operator.role);
  const current = items.find((i) =>
    i.path === '/' ? location.pathname === '/' : location.pathname.startsWith(i.path),
  );
  const badges: Record<string, number | undefined> = {
    withdrawals: position.data?.heldWithdrawals.count || undefined,
    recharges: position.data?.pendingRecharges || undefined,
  };
  const signOut = async () => {
    await api.post('/admin/auth/logout').catch(() => undefined);
    queryClient.clear();
    endSession('signedOut');
  };
  return (
    <div className={styles.shell}>
      <SideNav
        className={styles.nav}
        label="Console"
        currentKey={current?.key}
        onNavigate={(href) => navigate(href.replace(/^\/console/, '') || '/')}
        header={
          <>
            <span className={styles.brand}>{brandName}</span>
            <span className={styles.brandSub}>Operator console</span>
          </>
        }
        items={items.map((i) => ({
          key: i.key,
          label: i.label,
          href: `/console${i.path}`,
          badge: badges[i.key],
        }))}
        footer={
          <div className={styles.who}>
            <span>
              <strong>{session.operator.username}</strong> · {session.operator.role}
            </span>
            <SelectField
              label="Theme"
              value={theme}
              onChange={(v) => setTheme(v as typeof theme)}
              options={[
                { value: 'system', label: 'System' },
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
              ]}
            />
            <Button variant="secondary" size="small" onPress={() => void signOut()}>
              Sign out
            </Button>
          </div>
        }
      />
      <main className={styles.main}>
        <Suspense fallback={<DelayedSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
