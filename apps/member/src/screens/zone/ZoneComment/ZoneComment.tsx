import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Avatar, Button, DelayedSpinner, EmptyState, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirm/DeleteConfirmDialog';
import { useDeleteConfirm } from '../../../components/DeleteConfirm/useDeleteConfirm';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { formatDateTime } from '../../../lib/dates';
import { PostCard, type Post } from '../PostCard/PostCard';
import { PicturePreview } from '../PostCard/PicturePreview';
import { TextArea } from '../TextArea/TextArea';
import { checkComment, MAX_COMMENT_CHARS, parseId } from '../zoneRules';
import * as styles from './ZoneComment.css';

type Comment = ResultOf<'/app/zone/commentPage'>['records'][number];

/** A post's comments (oldest first), adding a comment, deleting one's own. Query: id = the post. */
export default function ZoneComment() {
  const { t } = useTranslation(['zone', 'common']);
  const [params] = useSearchParams();
  const postId = parseId(params.get('id'));
  if (postId === null) {
    return (
      <RefreshableScreenPage>
        <EmptyState message={t('postNotFound')} />
      </RefreshableScreenPage>
    );
  }
  return <Comments postId={postId} />;
}

function Comments({ postId }: { postId: number }) {
  const { t } = useTranslation(['zone', 'common']);
  const [post, setPost] = useState<Post | null>(null);
  const [postState, setPostState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);

  const fetchComments = useCallback(
    (page: number, size: number) => api.post('/app/zone/commentPage', { postId, page, size }),
    [postId],
  );
  const list = usePagedList(fetchComments, (c) => c.id);
  const { setItems } = list;

  useEffect(() => {
    let live = true;
    api.post('/app/zone/detail', { id: postId }).then(
      (detail) => {
        if (!live) return;
        setPost(detail);
        setPostState('ready');
      },
      (error: unknown) => {
        if (!live) return;
        toast.show(errorMessage(error));
        setPostState('missing');
      },
    );
    return () => {
      live = false;
    };
  }, [postId]);

  const changeCount = (delta: number) =>
    setPost((p) => (p ? { ...p, commentCount: Math.max(0, p.commentCount + delta) } : p));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = checkComment(draft);
    if (problem) {
      const text = problem === 'empty' ? t('emptyComment') : t('commentTooLong', { max: MAX_COMMENT_CHARS });
      setDraftError(text);
      return;
    }
    setSending(true);
    try {
      const comment = await api.post('/app/zone/comment', { postId, content: draft.trim() });
      setDraft('');
      changeCount(1);
      // Oldest first: the new comment belongs at the end, once the end is on screen.
      if (!list.hasMore) setItems((items) => [...items, comment]);
      toast.show(t('commentSent'));
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const removal = useDeleteConfirm<Comment>(async (comment, close) => {
    await api.post('/app/zone/deleteComment', { id: comment.id });
    setItems((items) => items.filter((c) => c.id !== comment.id));
    changeCount(-1);
    toast.show(t('commentDeleted'));
    close();
  });

  if (postState === 'loading' || postState === 'missing' || !post) {
    return (
      <RefreshableScreenPage>
        {postState === 'loading' ? (
          <DelayedSpinner label={t('common:loading')} />
        ) : (
          <EmptyState message={t('postNotFound')} />
        )}
      </RefreshableScreenPage>
    );
  }

  return (
    <RefreshableScreenPage onReachBottom={() => void list.loadMore()}>
      <PostCard post={post} onOpenPicture={(_, index) => setPreview(index)} />

      <section className={styles.section} aria-labelledby="comments-title">
        <h2 id="comments-title" className={styles.title}>
          {t('commentsTitle', { n: post.commentCount })}
        </h2>
        {list.items.length > 0 && (
          <ul className={styles.list}>
            {list.items.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <Avatar
                  src={comment.headUrl || null}
                  name={comment.userName}
                  colorIndex={comment.userId % 20}
                  size="small"
                  decorative
                />
                <div className={styles.body}>
                  <div className={styles.meta}>
                    <span className={styles.name}>{comment.userName}</span>
                    <time className={styles.time} dateTime={comment.createdAt}>
                      {formatDateTime(comment.createdAt)}
                    </time>
                  </div>
                  <p className={styles.text}>{comment.content}</p>
                </div>
                {comment.mine && (
                  <button
                    type="button"
                    className={styles.deleteButton}
                    aria-label={t('deleteComment')}
                    onClick={() => removal.ask(comment)}
                  >
                    <Icon path={icons.trash} size={18} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <ListFooter list={list} emptyMessage={t('noComments')} />
      </section>

      {/* Room for the comment bar, which stays at the bottom of the screen. */}
      <div className={styles.composerSpacer} aria-hidden="true" />
      {createPortal(
        <form className={styles.composer} onSubmit={(e) => void send(e)} noValidate>
          <TextArea
            className={styles.composerField}
            label={t('commentLabel')}
            hideLabel
            placeholder={t('commentPlaceholder')}
            value={draft}
            rows={2}
            max={MAX_COMMENT_CHARS}
            counterLabel={(n, max) => t('counter', { n, max })}
            errorMessage={draftError}
            onChange={(value) => {
              setDraft(value);
              setDraftError(undefined);
            }}
          />
          <Button
            type="submit"
            isLoading={sending}
            loadingLabel={t('common:loading')}
            icon={<Icon path={icons.send} size={18} />}
          >
            {t('send')}
          </Button>
        </form>,
        document.body,
      )}

      <PicturePreview
        pictures={preview === null ? null : post.imgUrlList}
        index={preview ?? 0}
        onIndexChange={setPreview}
        onClose={() => setPreview(null)}
      />

      <DeleteConfirmDialog
        confirm={removal.dialog}
        title={t('deleteCommentTitle')}
        message={t('deleteCommentMessage')}
        confirmLabel={t('delete')}
      />
    </RefreshableScreenPage>
  );
}
