import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, Card, DelayedSpinner, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { copyWithToast } from '../../../lib/clipboard';
import * as styles from './Share.css';

type ShareInfo = ResultOf<'/app/config/getShareUrl'>;

/** Share: the member's registration link (with their invitation code) and the code, to copy or share. */
export default function Share() {
  const { t } = useTranslation(['share', 'common']);
  const [info, setInfo] = useState<ShareInfo | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setInfo(await api.post('/app/config/getShareUrl'));
    } catch (error) {
      toast.show(errorMessage(error));
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    if (!info) return;
    try {
      await navigator.share({
        title: t('shareTitle'),
        text: t('shareText', { code: info.invitationCode }),
        url: info.url,
      });
    } catch (error) {
      // The member closed the share sheet: nothing to say. Anything else: offer the copy instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void copyWithToast(info.url);
    }
  };

  return (
    <ScreenPage>
      <section className={styles.hero} aria-labelledby="share-title">
        <span className={styles.heroIcon} aria-hidden="true">
          <Icon path={icons.share} size={28} />
        </span>
        <h2 id="share-title" className={styles.heroTitle}>
          {t('heading')}
        </h2>
        <p className={styles.heroText}>{t('intro')}</p>
      </section>

      {failed ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void load()} />
      ) : !info ? (
        <DelayedSpinner label={t('common:loading')} />
      ) : (
        <>
          <Card title={t('linkTitle')} headingLevel={2}>
            <p className={styles.link} translate="no" data-dynamic>
              {info.url}
            </p>
            <div className={styles.actions}>
              <Button icon={<Icon path={icons.link} size={18} />} onPress={() => void copyWithToast(info.url)}>
                {t('copyLink')}
              </Button>
              {canShare && (
                <Button
                  variant="secondary"
                  icon={<Icon path={icons.share} size={18} />}
                  onPress={() => void share()}
                >
                  {t('shareNow')}
                </Button>
              )}
            </div>
          </Card>

          <Card title={t('codeTitle')} headingLevel={2}>
            <div className={styles.codeRow}>
              <span className={styles.code} translate="no" data-dynamic>
                {info.invitationCode}
              </span>
              <Button
                size="small"
                variant="secondary"
                icon={<Icon path={icons.copy} size={16} />}
                aria-label={t('copyCode')}
                onPress={() => void copyWithToast(info.invitationCode)}
              >
                {t('common:copy')}
              </Button>
            </div>
            <p className={styles.note}>{t('codeNote')}</p>
          </Card>
        </>
      )}
    </ScreenPage>
  );
}
