import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { MessageRow } from '../MessageRow/MessageRow';
import { rememberMessages } from '../messageCache';
import * as styles from '../MessageRow/MessageRow.css';

/** My messages: the member's personal messages, newest first, with read state. */
export default function Message() {
  const { t } = useTranslation('messages');
  const [unread, setUnread] = useState<number | null>(null);

  const fetchMessages = useCallback(async (page: number, size: number) => {
    const result = await api.post('/app/sysMessage/findUserMsg', { page, size });
    if (page === 1) setUnread(result.unread);
    rememberMessages(result.records);
    return result;
  }, []);
  const list = usePagedList(fetchMessages, (m) => m.id);
  const { setItems } = list;

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={() => void list.loadMore()}>
      {unread !== null && list.items.length > 0 && (
        <p className={styles.summary}>{t('unreadCount', { n: unread })}</p>
      )}
      {list.items.length > 0 && (
        <ul className={styles.list}>
          {list.items.map((message) => (
            <li key={message.id}>
              <MessageRow
                message={message}
                onOpen={(m) => {
                  if (!m.read) {
                    setItems((items) => items.map((x) => (x.id === m.id ? { ...x, read: true } : x)));
                    setUnread((n) => (n === null ? n : Math.max(0, n - 1)));
                  }
                  navigateTo(withQuery(paths.messageDetail, { id: m.id }));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} emptyMessage={t('emptyMine')} />
    </RefreshableScreenPage>
  );
}
