import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Avatar, Button, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { useProfile } from '../../../session';
import { navigateTo, paths, withQuery } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirm/DeleteConfirmDialog';
import { useDeleteConfirm } from '../../../components/DeleteConfirm/useDeleteConfirm';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { PostCard, type Post } from '../PostCard/PostCard';
import { PicturePreview } from '../PostCard/PicturePreview';
import { navIconButton } from '../../../components/NavIconButton/NavIconButton.css';
import * as styles from './Zone.css';

const fetchPosts = (page: number, size: number) => api.post('/app/zone/page', { page, size });

/** Zone (tab 2): the community feed, newest first; publish, comments, delete own posts. */
export default function Zone() {
  const { t } = useTranslation(['zone', 'common']);
  // loaded when the feed opens, so the composer shows the member's own picture, as their posts do
  const { user } = useProfile();
  const list = usePagedList(fetchPosts, (post) => post.id);
  const { setItems } = list;
  const [preview, setPreview] = useState<{ pictures: string[]; index: number } | null>(null);

  const publish = () => navigateTo(paths.zonePublish);

  const removal = useDeleteConfirm<Post>(async (post, close) => {
    await api.post('/app/zone/delete', { id: post.id });
    setItems((posts) => posts.filter((p) => p.id !== post.id));
    toast.show(t('postDeleted'));
    close();
  });

  return (
    <RefreshableScreenPage
      onRefresh={list.reload}
      onReachBottom={() => void list.loadMore()}
      navRight={
        <button type="button" className={navIconButton.accent} aria-label={t('publish')} onClick={publish}>
          <Icon path={icons.plus} />
        </button>
      }
    >
      <button type="button" className={styles.compose} onClick={publish}>
        <Avatar
          src={user?.headUrl || null}
          name={user?.userName}
          colorIndex={user ? user.id % 20 : undefined}
          size="small"
          decorative
        />
        <span className={styles.composePrompt}>{t('composePrompt')}</span>
        <span className={styles.composeIcon} aria-hidden="true">
          <Icon path={icons.image} size={20} />
        </span>
      </button>

      {list.items.length > 0 && (
        <ul className={styles.feed} aria-label={t('feed')}>
          {list.items.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                onOpenComments={(p) => navigateTo(withQuery(paths.zoneComment, { id: p.id }))}
                onDelete={removal.ask}
                onOpenPicture={(p, index) => setPreview({ pictures: p.imgUrlList, index })}
              />
            </li>
          ))}
        </ul>
      )}
      <ListFooter
        list={list}
        emptyMessage={t('empty')}
        emptyAction={
          <Button size="small" icon={<Icon path={icons.plus} size={16} />} onPress={publish}>
            {t('publish')}
          </Button>
        }
      />

      <PicturePreview
        pictures={preview?.pictures ?? null}
        index={preview?.index ?? 0}
        onIndexChange={(index) => setPreview((p) => (p ? { ...p, index } : p))}
        onClose={() => setPreview(null)}
      />

      <DeleteConfirmDialog
        confirm={removal.dialog}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
      />
    </RefreshableScreenPage>
  );
}
