import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { slicePage } from '../../../components/PagedList/pagedList';
import { MessageRow } from '../../message/MessageRow/MessageRow';
import * as styles from '../../message/MessageRow/MessageRow.css';

type Notice = ResultOf<'/app/sysMessage/findAll'>[number];

/**
 * System messages: the published notices with this member's read state. The server sends them
 * all at once; the list shows them a page at a time as the member scrolls.
 */
export default function SysMessage() {
  const { t } = useTranslation('messages');
  const all = useRef<Notice[]>([]);
  const fetchNotices = useCallback(async (page: number, size: number) => {
    if (page === 1) all.current = await api.post('/app/sysMessage/findAll');
    return slicePage(all.current, page, size);
  }, []);
  const list = usePagedList(fetchNotices, (n) => n.id);
  const { setItems } = list;

  return (
    <RefreshableScreenPage onRefresh={list.reload} onReachBottom={() => void list.loadMore()}>
      {list.items.length > 0 && (
        <ul className={styles.list}>
          {list.items.map((notice) => (
            <li key={notice.id}>
              <MessageRow
                message={notice}
                onOpen={(n) => {
                  if (!n.read) {
                    setItems((items) => items.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
                    all.current = all.current.map((x) => (x.id === n.id ? { ...x, read: true } : x));
                  }
                  navigateTo(withQuery(paths.sysMessageDetail, { id: n.id }));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} emptyMessage={t('emptyNotices')} />
    </RefreshableScreenPage>
  );
}
