import { Outlet } from 'react-router-dom';
import { themeSurface } from '@aurum/tokens/theme.css';
import { ToastProvider } from '@aurum/ui';
import { themeClassName, useSettings } from '../settings/store';
import { TimeoutOverlay } from './TimeoutOverlay';
import { AppTabBar } from './AppTabBar';
import * as styles from './app.css';

/** Root layout of every route: the themed app column, the (hidden) tab bar, the toast host, the timeout screen. */
export function AppShell() {
  const theme = useSettings((s) => s.theme);
  return (
    <div className={`${themeClassName(theme)} ${themeSurface} ${styles.shell}`} data-theme={theme}>
      <ToastProvider>
        <Outlet />
        <AppTabBar />
        <TimeoutOverlay />
      </ToastProvider>
    </div>
  );
}
