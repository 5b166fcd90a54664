import { useTranslation } from 'react-i18next';
import * as styles from './app.css';

// TODO(ui): use ChunkLoadError when available
/** A page chunk failed to load: a block that reloads the app on click (SPEC §8). */
export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.chunkFailed} onClick={() => window.location.reload()}>
      {t('chunkError')}
    </button>
  );
}
