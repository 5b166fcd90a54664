import { Suspense, useEffect } from 'react';
import { Redirect, useLocation } from './location';
import { useTranslation } from '../i18n';
import { brandName } from '@aurum/tokens';
import { DelayedSpinner } from '@aurum/ui';
import type { RouteDef } from './routeMeta';
import { useSession } from '../session/store';
import { loginUrl } from '../navigation/login';
import { RouteMetaContext } from './routeMeta';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { ChunkFailed } from './ChunkFailed';
import * as styles from './app.css';

/**
 * One route: the login guard, the document title, and the lazy chunk with its 200 ms loading
 * indicator and its reload block on failure.
 */
export function RouteElement({ route }: { route: RouteDef }) {
  const { t } = useTranslation(['common', 'titles']);
  const isLogin = useSession((s) => s.isLogin);
  const loggedOutOnPurpose = useSession((s) => s.loggedOut);
  const location = useLocation();
  const title = t(`titles:${route.titleKey}`);

  useEffect(() => {
    document.title = route.brandTitle ? brandName : `${title} · ${brandName}`;
  }, [route.brandTitle, title]);

  if (route.needsLogin && !isLogin) {
    return <Redirect to={loggedOutOnPurpose ? loginUrl() : loginUrl(location.pathname + location.search)} />;
  }

  const Screen = route.component;
  return (
    <RouteMetaContext.Provider value={route}>
      <ChunkErrorBoundary fallback={<ChunkFailed />}>
        <Suspense
          fallback={
            <div className={styles.pageLoading}>
              <DelayedSpinner label={t('loading')} />
            </div>
          }
        >
          <Screen />
        </Suspense>
      </ChunkErrorBoundary>
    </RouteMetaContext.Provider>
  );
}
