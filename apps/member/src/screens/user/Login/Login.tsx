import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brandName } from '@aurum/tokens';
import { Button, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { errorMessage } from '../../../api/errors';
import { login } from '../../../session';
import { navigateTo, paths, reLaunch, safeReturnPath, withQuery } from '../../../navigation';
import { AreaCodeSelect } from '../../../components/AreaCodeSelect/AreaCodeSelect';
import { DEFAULT_AREA_CODE } from '../../../components/AreaCodeSelect/useAreaCodes';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { checkPassword, checkPhone, digitsOnly, normalizeAreaCode } from '../../../forms/validators';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import * as f from '../../../forms/form.css';

type Field = 'phone' | 'password';

/** Login: area code, phone, password, "Forget password?", link to register. */
export default function Login() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear } = useFieldErrors<Field>();
  const returnTo = safeReturnPath(params.get('redirect'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!check({ phone: checkPhone(phone, areaCode), password: checkPassword(password) })) return;
    setBusy(true);
    try {
      await login({ areaCode: normalizeAreaCode(areaCode), phone: phone.trim(), password });
      toast.show(t('loginSuccess'));
      reLaunch(returnTo ?? paths.home);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenPage showBack={false}>
      <div className={f.hero}>
        <div className={f.monogram} aria-hidden="true">
          {brandName.charAt(0)}
        </div>
        <h2 className={f.heading}>{t('welcome')}</h2>
      </div>
      <form className={f.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('phonePlaceholder')}
          value={phone}
          onChange={(v) => {
            setPhone(digitsOnly(v, 15));
            clear('phone');
          }}
          errorMessage={errors.phone}
          prefix={<AreaCodeSelect value={areaCode} onChange={setAreaCode} />}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          errorMessage={errors.password}
        />
        <div className={f.rowEnd}>
          <button type="button" className={f.link} onClick={() => navigateTo(paths.forget)}>
            {t('forgotPassword')}
          </button>
        </div>
        <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')}>
          {t('login')}
        </Button>
      </form>
      <p className={f.footer}>
        <span>{t('noAccount')}</span>
        <button
          type="button"
          className={f.link}
          onClick={() => navigateTo(returnTo ? withQuery(paths.register, { redirect: returnTo }) : paths.register)}
        >
          {t('registerNow')}
        </button>
      </p>
    </ScreenPage>
  );
}
