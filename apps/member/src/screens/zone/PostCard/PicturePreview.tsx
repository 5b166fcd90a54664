import { useTranslation } from '../../../i18n';
import { ImageViewer } from '@aurum/ui';

export interface PicturePreviewProps {
  /** the post's pictures; null when closed */
  pictures: readonly string[] | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A post's pictures full screen (@aurum/ui ImageViewer): swipe, pinch or double-tap to zoom. */
export function PicturePreview({ pictures, index, onIndexChange, onClose }: PicturePreviewProps) {
  const { t } = useTranslation(['zone', 'common']);
  const total = pictures?.length ?? 0;
  return (
    <ImageViewer
      isOpen={Boolean(pictures && total > 0)}
      images={(pictures ?? []).map((src, i) => ({ src, alt: t('pictureOf', { index: i + 1, total }) }))}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{
        dialog: t('picturesLabel'),
        close: t('common:close'),
        previous: t('previousPicture'),
        next: t('nextPicture'),
        counter: (i, n) => `${i} / ${n}`,
      }}
    />
  );
}
