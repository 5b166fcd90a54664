import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { excerpt } from './excerpt';
import * as styles from './MessageRow.css';

export interface MessageLike {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

/** A message in a list: unread mark, title, date, first line; opens the detail. */
export function MessageRow({
  message,
  onOpen,
}: {
  message: MessageLike;
  onOpen: (message: MessageLike) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <button
      type="button"
      className={styles.row}
      data-unread={!message.read || undefined}
      onClick={() => onOpen(message)}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.titleLine}>
          <span className={styles.title}>{message.title}</span>
          <time className={styles.time} dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, false)}
          </time>
        </span>
        <span className={styles.excerpt}>{excerpt(message.content)}</span>
        {!message.read && <span className={styles.hidden}>{t('unread')}</span>}
      </span>
      <Icon path={icons.chevronRight} size={18} className={styles.chevron} />
    </button>
  );
}
