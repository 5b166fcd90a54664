import { formatDateTime } from '../../../lib/dates';
import type { MessageLike } from './MessageRow';
import * as styles from './MessageRow.css';

/** A message in full: title, date, the text as written (line breaks kept, never HTML). */
export function MessageView({ message }: { message: MessageLike }) {
  return (
    <article className={styles.detail} aria-labelledby="message-title">
      <h2 id="message-title" className={styles.detailTitle}>
        {message.title}
      </h2>
      <time className={styles.time} dateTime={message.createdAt}>
        {formatDateTime(message.createdAt)}
      </time>
      <p className={styles.detailBody}>{message.content}</p>
    </article>
  );
}
