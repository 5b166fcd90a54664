import { useTranslation } from 'react-i18next';
import { Button, RoundedPopup } from '@aurum/ui';
import * as styles from './PostCard.css';

export interface PicturePreviewProps {
  /** the post's pictures; null when closed */
  pictures: readonly string[] | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A post's picture, large, with previous/next. */
export function PicturePreview({ pictures, index, onIndexChange, onClose }: PicturePreviewProps) {
  const { t } = useTranslation(['zone', 'common']);
  const count = pictures?.length ?? 0;
  const url = pictures?.[index];
  return (
    <RoundedPopup
      isOpen={Boolean(pictures && url)}
      onClose={onClose}
      title={t('pictureOf', { index: index + 1, total: count })}
      closeLabel={t('common:close')}
    >
      {url && (
        <img
          className={styles.previewImage}
          src={url}
          alt={t('pictureOf', { index: index + 1, total: count })}
        />
      )}
      {count > 1 && (
        <div className={styles.previewNav}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={index <= 0}
            onPress={() => onIndexChange(index - 1)}
          >
            {t('previousPicture')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            isDisabled={index >= count - 1}
            onPress={() => onIndexChange(index + 1)}
          >
            {t('nextPicture')}
          </Button>
        </div>
      )}
    </RoundedPopup>
  );
}
