import { useCallback, useEffect, useState } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../api/errors';
import { refreshProfile } from './actions';
import { sessionStore, useSession } from './store';

/**
 * The logged-in member's user and asset figures from the session store, loaded on mount.
 * `reload` is what a pull-to-refresh calls. `failed`: the last load failed and nothing is known
 * (the screen shows its error state); a failed refresh of a known profile is a toast.
 */
export function useProfile() {
  const user = useSession((s) => s.user);
  const asset = useSession((s) => s.asset);
  const [loading, setLoading] = useState(user === null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      await refreshProfile();
      setFailed(false);
    } catch (error) {
      setFailed(true);
      if (sessionStore.getState().user) toast.show(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { user, asset, loading, failed, reload };
}
