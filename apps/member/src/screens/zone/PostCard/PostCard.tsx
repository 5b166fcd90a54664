import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Avatar } from '@aurum/ui';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import * as styles from './PostCard.css';

export type Post = ResultOf<'/app/zone/detail'>;

/** The zone shows at most 9 pictures per post. */
export const MAX_PICTURES = 9;

export interface PostCardProps {
  post: Post;
  /** "Comments (n)" opens the comments page; left out on that page itself (it lists them) */
  onOpenComments?: (post: Post) => void;
  /** delete (own posts only) */
  onDelete?: (post: Post) => void;
  onOpenPicture?: (post: Post, index: number) => void;
}

/** One zone post: avatar, name, time, the text (rendered as text, never HTML), pictures, comment count. */
export function PostCard({ post, onOpenComments, onDelete, onOpenPicture }: PostCardProps) {
  const { t } = useTranslation(['zone', 'common']);
  const pictures = post.imgUrlList.slice(0, MAX_PICTURES);
  const layout =
    pictures.length === 1 ? 'single' : pictures.length === 2 || pictures.length === 4 ? 'two' : 'three';
  return (
    <article className={styles.card} aria-labelledby={`post-${post.id}-author`}>
      <header className={styles.header}>
        <Avatar src={post.headUrl || null} name={post.userName} colorIndex={post.userId % 20} decorative />
        <div className={styles.author}>
          <span id={`post-${post.id}-author`} className={styles.name}>
            {post.userName}
          </span>
          <time className={styles.time} dateTime={post.createdAt}>
            {formatDateTime(post.createdAt)}
          </time>
        </div>
        {post.mine && onDelete && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('deletePost')}
            onClick={() => onDelete(post)}
          >
            <Icon path={icons.trash} size={20} />
          </button>
        )}
      </header>

      {post.content && <p className={styles.content}>{post.content}</p>}

      {pictures.length > 0 && (
        <ul className={styles.grid} data-layout={layout} aria-label={t('pictures', { count: pictures.length })}>
          {pictures.map((url, index) => (
            <li key={`${index}-${url}`} className={styles.cell}>
              <button
                type="button"
                className={styles.pictureButton}
                aria-label={t('openPicture', { index: index + 1, total: pictures.length })}
                onClick={() => onOpenPicture?.(post, index)}
                disabled={!onOpenPicture}
              >
                <img
                  className={styles.picture}
                  src={url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {onOpenComments && (
        <footer className={styles.footer}>
          <button type="button" className={styles.commentsButton} onClick={() => onOpenComments(post)}>
            <Icon path={icons.comment} size={18} />
            {t('commentCount', { n: post.commentCount })}
          </button>
        </footer>
      )}
    </article>
  );
}
