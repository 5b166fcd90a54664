import { Suspense, lazy } from 'react';
import { useNotices } from './useNotices';

// The notice popup (and the dialog code under it) is fetched only when there is a notice to show.
const NoticeDialog = lazy(() => import('./NoticeDialog').then((m) => ({ default: m.NoticeDialog })));

/**
 * Home's unread notices, one popup at a time once the page is idle (useNotices). A chunk of its
 * own that home fetches when it mounts, so the notice requests are not on the first route
 * (issue 18).
 */
export default function HomeNotices() {
  const notices = useNotices();
  if (!notices.current) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notices.current} waitSeconds={notices.waitSeconds} onAcknowledge={notices.acknowledge} />
    </Suspense>
  );
}
