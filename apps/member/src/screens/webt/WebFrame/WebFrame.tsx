import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import { Button, DelayedSpinner, EmptyState } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { navigateBack, paths, redirectTo, withQuery } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { cleanTitle, parseWebUrl, sandboxFor } from './webUrl';
import * as styles from './WebFrame.css';
import { contentTypeValues, type ContentType } from '@aurum/api-client';

const isContentType = (value: string | null): value is ContentType =>
  (contentTypeValues as readonly string[]).includes(value ?? '');

/**
 * A web page inside the app (/pages/webt/webt, /pages/webview/webview): query `url` (http or https
 * only, else an error) and optional `title`. Without a url, `type=about|guide|agreement` opens
 * the content page instead.
 */
export function WebFrame() {
  const { t } = useTranslation(['web', 'common']);
  const [params] = useSearchParams();
  const rawUrl = params.get('url');
  const type = params.get('type');
  const url = parseWebUrl(rawUrl);
  const title = cleanTitle(params.get('title'));
  const [loaded, setLoaded] = useState(false);
  const toContent = !rawUrl && isContentType(type);

  useEffect(() => {
    if (toContent) redirectTo(withQuery(paths.info, { type }));
  }, [toContent, type]);

  if (toContent) return null;

  if (!url) {
    return (
      <ScreenPage title={title ?? undefined}>
        <div className={styles.error}>
          <EmptyState
            message={rawUrl ? t('badUrl') : t('noUrl')}
            action={
              <Button size="small" variant="secondary" onPress={() => navigateBack()}>
                {t('common:back')}
              </Button>
            }
          />
        </div>
      </ScreenPage>
    );
  }

  return (
    <ScreenPage title={title ?? url.hostname} padded={false}>
      <div className={styles.bar}>
        <span className={styles.host} translate="no" title={url.href}>
          {url.protocol === 'https:' && <Icon path={icons.lock} size={14} />}
          {url.host}
        </span>
        <a className={styles.external} href={url.href} target="_blank" rel="noopener noreferrer">
          {t('openExternal')}
          <Icon path={icons.external} size={14} />
        </a>
      </div>
      <div className={styles.frameBox}>
        {!loaded && (
          <div className={styles.loading}>
            <DelayedSpinner label={t('common:loading')} />
          </div>
        )}
        <iframe
          key={url.href}
          className={styles.frame}
          src={url.href}
          title={title ?? url.hostname}
          sandbox={sandboxFor(url, window.location.origin)}
          referrerPolicy="no-referrer"
          allow=""
          onLoad={() => setLoaded(true)}
        />
      </div>
    </ScreenPage>
  );
}
