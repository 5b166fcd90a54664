import { lazy, Suspense, type ReactNode } from 'react';
import { AurumProvider, ToastProvider } from '@aurum/ui';
import { useSettings } from '../settings/store';
import { useUiLocale } from '../i18n';
import { TimeoutOverlay } from './TimeoutOverlay';
import { AppTabBar } from './AppTabBar';
import { OfflineNotice } from '../components/OfflineNotice/OfflineNotice';
import { useDemoSms } from '../components/DemoSms/demoSms';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import * as styles from './app.css';

// The demo SMS banner shows only after a code was sent on a demo server (register, password
// reset): its chunk is fetched then, not with the first route (issue 18).
const DemoSmsBanner = lazy(() =>
  import('../components/DemoSms/DemoSmsBanner').then((m) => ({ default: m.DemoSmsBanner })),
);

function DemoSms() {
  const message = useDemoSms();
  if (!message) return null;
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <DemoSmsBanner />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Root layout of every route: the themed app column, the tab bar (tab pages), the toast host, the
 * offline notice, the demo SMS banner (development and demo servers) and the timeout screen.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  // the components' own texts (loading, pull to refresh, dialogs) in the member's language
  const uiLocale = useUiLocale();
  return (
    // Aurum's own theme (tokens.json, SPEC §9); the brand name of the nav bar comes from it too.
    <AurumProvider colorScheme={theme} locale={uiLocale} className={styles.shell}>
      <ToastProvider>
        {children}
        <AppTabBar />
        <OfflineNotice />
        <DemoSms />
        <TimeoutOverlay />
      </ToastProvider>
    </AurumProvider>
  );
}
