import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { DelayedSpinner, EmptyState, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { MessageView } from '../../message/MessageRow/MessageView';import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';


type Notice = ResultOf<'/app/sysMessage/findAll'>[number];

/** One system notice; opening it marks it read (/app/sysMessage/readMsg). Query: id. */
export default function SysMessageDetail() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>(id === null ? 'missing' : 'loading');
  const markedRead = useRef(false);

  const load = useCallback(async () => {
    if (id === null) return;
    try {
      const found = (await api.post('/app/sysMessage/findAll')).find((n) => n.id === id) ?? null;
      setNotice(found);
      setState(found ? 'ready' : 'missing');
      if (found && !found.read && !markedRead.current) {
        markedRead.current = true;
        void api.post('/app/sysMessage/readMsg', { id: found.id }).catch(() => {
          markedRead.current = false;
        });
      }
    } catch (error) {
      // over a notice already shown; without one the error state says it
      if (markedRead.current) toast.show(errorMessage(error));
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <RefreshableScreenPage onRefresh={load}>
      {state === 'loading' ? (
        <DelayedSpinner label={t('loading')} />
      ) : state === 'failed' ? (
        <LoadFailed onRetry={() => void load()} />
      ) : state === 'missing' || !notice ? (
        <EmptyState message={t('notFound')} />
      ) : (
        <MessageView message={notice} />
      )}
    </RefreshableScreenPage>
  );
}
