import { useCallback, useEffect, useState } from 'react';
import { toast } from '@aurum/ui';
import { errorMessage } from '../api/errors';
import { refreshProfile } from './actions';
import { useSession } from './store';

/**
 * The logged-in member's user and asset figures from the session store, loaded on mount.
 * `reload` is what a pull-to-refresh calls.
 */
export function useProfile() {
  const user = useSession((s) => s.user);
  const asset = useSession((s) => s.asset);
  const [loading, setLoading] = useState(user === null);

  const reload = useCallback(async () => {
    try {
      await refreshProfile();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { user, asset, loading, reload };
}
