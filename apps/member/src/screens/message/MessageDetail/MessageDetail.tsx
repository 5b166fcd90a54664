import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import { DelayedSpinner, EmptyState, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { MessageView } from '../MessageRow/MessageView';
import { markRemembered, recallMessage, rememberMessages, type UserMessage } from '../messageCache';

/** How far a directly opened detail looks for its message (pages of 100). */
const LOOKUP_PAGES = 10;

async function findMessage(id: number): Promise<UserMessage | null> {
  for (let page = 1; page <= LOOKUP_PAGES; page++) {
    const result = await api.post('/app/sysMessage/findUserMsg', { page, size: 100 });
    rememberMessages(result.records);
    const found = result.records.find((m) => m.id === id);
    if (found) return found;
    if (!result.hasMore) break;
  }
  return null;
}

/** One of my messages; opening it marks it read. No pull-to-refresh (SPEC §2). Query: id. */
export default function MessageDetail() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const [message, setMessage] = useState<UserMessage | null>(() =>
    id === null ? null : (recallMessage(id) ?? null),
  );
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(() =>
    id === null ? 'missing' : message ? 'ready' : 'loading',
  );

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const known = recallMessage(id);
    const load = known ? Promise.resolve(known) : findMessage(id);
    load.then(
      (found) => {
        if (!live) return;
        setMessage(found);
        setState(found ? 'ready' : 'missing');
        if (found && !found.read) {
          markRemembered(found.id);
          void api.post('/app/sysMessage/readMsg', { id: found.id }).catch(() => {});
        }
      },
      (error: unknown) => {
        if (!live) return;
        toast.show(errorMessage(error));
        setState('missing');
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  return (
    <ScreenPage>
      {state === 'loading' ? (
        <DelayedSpinner label={t('loading')} />
      ) : state === 'missing' || !message ? (
        <EmptyState message={t('notFound')} />
      ) : (
        <MessageView message={message} />
      )}
    </ScreenPage>
  );
}
