import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Avatar, Button, Card, Cell, RoundedPopup, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshUser, setUser, useProfile } from '../../../session';
import { setLocale, setTheme, themes, useSettings, type Theme } from '../../../settings';
import { locales, type Locale } from '../../../i18n';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import * as styles from './Setting.css';

const MAX_AVATAR_MB = 5;
const MAX_NICKNAME = 20;

/** Settings: avatar upload, nickname, theme (light/dark), language (6 locales), version. */
export default function Setting() {
  const { t } = useTranslation(['setting', 'common']);
  const { user } = useProfile();
  const theme = useSettings((s) => s.theme);
  const locale = useSettings((s) => s.locale);
  const version = useSettings((s) => s.version);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [nicknameOpen, setNicknameOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.show(t('imageOnly'));
      return;
    }
    if (file.size > MAX_AVATAR_MB * 1024 * 1024) {
      toast.show(t('imageTooLarge', { size: MAX_AVATAR_MB }));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await api.upload(file, file.name);
      const { headUrl } = await api.post('/app/user/modifyHeadUrl', { headUrl: uploaded.url });
      if (user) setUser({ ...user, headUrl });
      toast.show(t('avatarUpdated'));
      void refreshUser().catch(() => {});
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ScreenPage>
      <Card padding="none">
        <Cell
          title={t('avatar')}
          icon={<Icon path={icons.camera} className={styles.cellIcon} />}
          value={<Avatar src={user?.headUrl || null} name={user?.userName} colorIndex={user ? user.id % 20 : undefined} size="small" decorative />}
          description={uploading ? t('common:loading') : undefined}
          isDisabled={uploading}
          onPress={() => fileInput.current?.click()}
        />
        <Cell
          title={t('nickname')}
          icon={<Icon path={icons.edit} className={styles.cellIcon} />}
          value={<span className={styles.value}>{user?.userName ?? ''}</span>}
          onPress={() => setNicknameOpen(true)}
        />
      </Card>
      <input
        ref={fileInput}
        className={styles.hiddenInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e)}
      />

      <Card>
        <fieldset className={styles.fieldset}>
          <legend className={styles.themeLegend}>{t('theme')}</legend>
          <div className={styles.segmented}>
            {themes.map((name: Theme) => (
              <label key={name} className={styles.segment}>
                <input
                  className={styles.segmentInput}
                  type="radio"
                  name="theme"
                  value={name}
                  checked={theme === name}
                  onChange={() => setTheme(name)}
                />
                {name === 'light' ? t('themeLight') : t('themeDark')}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      <Card padding="none">
        <Cell
          title={t('language')}
          icon={<Icon path={icons.language} className={styles.cellIcon} />}
          value={<span className={styles.value} lang={locale}>{t(`languages.${locale}`)}</span>}
          onPress={() => setLanguageOpen(true)}
        />
        <Cell title={t('version')} icon={<Icon path={icons.version} className={styles.cellIcon} />} value={<span translate="no">{version}</span>} />
      </Card>

      <NicknameDialog isOpen={nicknameOpen} current={user?.userName ?? ''} onClose={() => setNicknameOpen(false)} />

      <RoundedPopup isOpen={languageOpen} onClose={() => setLanguageOpen(false)} placement="bottom" title={t('language')} closeLabel={t('common:close')}>
        <ul className={styles.list} role="radiogroup" aria-label={t('language')}>
          {locales.map((code: Locale) => (
            <li key={code} role="presentation">
              <button
                type="button"
                role="radio"
                aria-checked={code === locale}
                className={styles.option}
                lang={code}
                onClick={() => {
                  void setLocale(code).catch(() => toast.show(t('common:networkError')));
                  setLanguageOpen(false);
                }}
              >
                <span>{t(`languages.${code}`)}</span>
                {code === locale && (
                  <svg className={styles.check} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
                    <path d="M5 12l5 5 9-11" />
                  </svg>
                )}
              </button>
            </li>
          ))}
        </ul>
      </RoundedPopup>
    </ScreenPage>
  );
}

function NicknameDialog({ isOpen, current, onClose }: { isOpen: boolean; current: string; onClose: () => void }) {
  const { t } = useTranslation(['setting', 'common']);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    // Reset the draft each time the dialog opens.
    setWasOpen(isOpen);
    if (isOpen) {
      setValue(current);
      setError(undefined);
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    const problem = !name ? t('nicknameRequired') : [...name].length > MAX_NICKNAME ? t('nicknameTooLong', { max: MAX_NICKNAME }) : undefined;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await api.post('/app/user/modifyUsername', { userName: name });
      await refreshUser().catch(() => {});
      toast.show(t('nicknameSaved'));
      onClose();
    } catch (err) {
      toast.show(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <RoundedPopup isOpen={isOpen} onClose={onClose} title={t('editNickname')} closeLabel={t('common:close')}>
      <form className={styles.dialogBody} onSubmit={(e) => void save(e)} noValidate>
        <TextField
          label={t('nickname')}
          placeholder={t('nicknamePlaceholder')}
          value={value}
          autoFocus
          maxLength={MAX_NICKNAME}
          onChange={(v) => {
            setValue(v);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <Button type="submit" fullWidth isLoading={busy} loadingLabel={t('common:loading')}>
          {t('common:save')}
        </Button>
      </form>
    </RoundedPopup>
  );
}
