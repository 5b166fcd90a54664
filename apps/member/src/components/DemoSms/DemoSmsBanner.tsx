import { useTranslation } from '../../i18n';
import { Icon } from '../Icon';
import * as icons from '../iconPaths/shell';
import { dismissDemoSms, useDemoSms } from './demoSms';
import * as styles from './DemoSmsBanner.css';

/** "Demo SMS: code 123456 sent to +1 5550000001" with a close button (development and demo only). */
export function DemoSmsBanner() {
  const { t } = useTranslation('common');
  const message = useDemoSms();
  if (!message) return null;
  const code = <span className={styles.code}>{message.code}</span>;
  return (
    <aside className={styles.banner} aria-label={t('demoSms')} data-testid="demo-sms" role="status">
      <div className={styles.body}>
        <span className={styles.label}>{t('demoSms')}</span>
        <span className={styles.text} translate="no">
          {t('demoSmsText', { code: message.code, phone: `${message.areaCode} ${message.phone}` })
            .split(message.code)
            .flatMap((part, i) => (i === 0 ? [part] : [<span key={i}>{code}</span>, part]))}
        </span>
      </div>
      <button type="button" className={styles.dismiss} aria-label={t('dismiss')} onClick={dismissDemoSms}>
        <Icon path={icons.close} size={20} />
      </button>
    </aside>
  );
}
