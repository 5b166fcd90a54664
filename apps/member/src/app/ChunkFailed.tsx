import { useTranslation } from '../i18n';
import { ChunkLoadError } from '@aurum/ui';
import { ScreenPage } from '../layout/ScreenPage';

/** A page chunk failed to load: the nav bar (so back still works) and a block that reloads on click (SPEC §8). */
export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <ScreenPage padded={false}>
      <ChunkLoadError message={t('chunkError')} onReload={() => window.location.reload()} />
    </ScreenPage>
  );
}
