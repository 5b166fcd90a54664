import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import { DelayedSpinner, EmptyState, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { useSettings } from '../../../settings';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { formatDateTime } from '../../../lib/dates';
import { paragraphs } from './paragraphs';
import * as styles from './Info.css';
import { contentTypeValues, type ContentType, type ResultOf } from '@aurum/api-client';

type Content = ResultOf<'/app/platform/info/getContentByType'>;

/** Content page: about us, beginner guide or agreement (query `type`, default about), as text paragraphs. */
export default function Info() {
  const { t } = useTranslation(['web', 'common']);
  const [params] = useSearchParams();
  const raw = params.get('type') ?? 'about';
  const type = (contentTypeValues as readonly string[]).includes(raw) ? (raw as ContentType) : null;
  const locale = useSettings((s) => s.locale);
  const [content, setContent] = useState<Content | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!type) return;
    setFailed(false);
    try {
      setContent(await api.post('/app/platform/info/getContentByType', { type }));
    } catch (error) {
      toast.show(errorMessage(error));
      setFailed(true);
    }
  }, [type]);

  useEffect(() => {
    void load();
  }, [load, locale]);

  const fallbackTitle = type ? t(`contentTitles.${type}`) : undefined;

  return (
    <ScreenPage title={content?.title || fallbackTitle}>
      {!type ? (
        <EmptyState message={t('unknownContent')} />
      ) : failed && !content ? (
        <LoadFailed message={t('contentFailed')} onRetry={() => void load()} />
      ) : !content ? (
        <DelayedSpinner label={t('common:loading')} />
      ) : (
        <article className={styles.article} lang={content.locale}>
          <h2 className={styles.title}>{content.title || fallbackTitle}</h2>
          {paragraphs(content.content).map((text, index) => (
            <p key={index} className={styles.paragraph}>
              {text}
            </p>
          ))}
          <p className={styles.updated}>
            {t('updatedAt', { date: formatDateTime(content.updatedAt, false) })}
          </p>
        </article>
      )}
    </ScreenPage>
  );
}
