import { useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { addBundledTexts, useTranslation } from '../../../i18n';
import { enUS as authTexts } from '../../../i18n/catalogs/en-US?catalog=auth';
import { brandName } from '@aurum/tokens';
import { toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { login } from '../../../session';
import { navigateTo, paths, reLaunch, safeReturnPath, withQuery } from '../../../navigation';
import { DEFAULT_AREA_CODE } from '../../../components/AreaCodeSelect/useAreaCodes';
import { PasswordField } from '../../../components/auth-form/PasswordField';
import { PhoneField } from '../../../components/auth-form/PhoneField';
import { SubmitButton } from '../../../forms/SubmitButton';
import { checkPassword, checkPhone, normalizeAreaCode } from '../../../forms/validators';
import { useFormFields } from '../../../forms/useFormFields';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import * as f from '../../../forms/form.css';

// Login's en-US texts come with its chunk, not the entry (i18n/parts.ts).
addBundledTexts(authTexts);

/** Login: area code, phone, password, "Forget password?", link to register. */
export default function Login() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const { values, field, check } = useFormFields({ phone: '', password: '' });
  const returnTo = safeReturnPath(params.get('redirect'));
  const { phone, password } = values;

  const { busy, onSubmit } = useFormSubmit({
    validate: () => check({ phone: checkPhone(phone, areaCode), password: checkPassword(password) }),
    send: async () => {
      await login({ areaCode: normalizeAreaCode(areaCode), phone: phone.trim(), password });
      toast.show(t('loginSuccess'));
      reLaunch(returnTo ?? paths.home);
    },
  });

  return (
    <ScreenPage showBack={false}>
      <div className={f.hero}>
        <div className={f.monogram} aria-hidden="true">
          {brandName.charAt(0)}
        </div>
        <h2 className={f.heading}>{t('welcome')}</h2>
      </div>
      <form className={f.form} onSubmit={onSubmit} noValidate>
        <PhoneField areaCode={areaCode} onAreaCodeChange={setAreaCode} {...field('phone')} />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          {...field('password')}
        />
        <div className={f.rowEnd}>
          <button type="button" className={f.link} onClick={() => navigateTo(paths.forget)}>
            {t('forgotPassword')}
          </button>
        </div>
        <SubmitButton busy={busy}>{t('login')}</SubmitButton>
      </form>
      <p className={f.footer}>
        <span>{t('noAccount')}</span>
        <button
          type="button"
          className={f.link}
          onClick={() =>
            navigateTo(returnTo ? withQuery(paths.register, { redirect: returnTo }) : paths.register)
          }
        >
          {t('registerNow')}
        </button>
      </p>
    </ScreenPage>
  );
}
