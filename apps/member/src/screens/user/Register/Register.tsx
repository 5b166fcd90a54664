import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { register } from '../../../session';
import { paths, reLaunch, redirectTo, safeReturnPath, withQuery } from '../../../navigation';
import { AreaCodeSelect } from '../../../components/AreaCodeSelect/AreaCodeSelect';
import { DEFAULT_AREA_CODE } from '../../../components/AreaCodeSelect/useAreaCodes';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { SmsCodeButton } from '../../../components/SmsCodeButton/SmsCodeButton';
import {
  checkCode,
  checkConfirmation,
  checkNewPassword,
  checkPhone,
  digitsOnly,
  normalizeAreaCode,
  SMS_CODE_LENGTH,
} from '../../../forms/validators';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import * as f from '../../../forms/form.css';

type Field = 'phone' | 'smsCode' | 'password' | 'confirmPassword';

/** Register: area code, phone, SMS code, password, confirmation, invitation code (from ?code= / ?invitationCode=). */
export default function Register() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invitationCode, setInvitationCode] = useState(() => (params.get('code') ?? params.get('invitationCode') ?? '').trim().slice(0, 16));
  const [busy, setBusy] = useState(false);
  const { errors, check, clear } = useFieldErrors<Field>();
  const returnTo = safeReturnPath(params.get('redirect'));

  const sendCode = async () => {
    if (!check({ phone: checkPhone(phone, areaCode) })) return false as const;
    return api.post('/app/sms/sendSmsCodeNoAuth', { areaCode: normalizeAreaCode(areaCode), phone: phone.trim(), type: 'register' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = check({
      phone: checkPhone(phone, areaCode),
      smsCode: checkCode(smsCode),
      password: checkNewPassword(password),
      confirmPassword: checkConfirmation(password, confirmPassword),
    });
    if (!valid) return;
    setBusy(true);
    try {
      await register({
        areaCode: normalizeAreaCode(areaCode),
        phone: phone.trim(),
        smsCode: smsCode.trim(),
        password,
        confirmPassword,
        invitationCode: invitationCode.trim() || undefined,
      });
      toast.show(t('registerSuccess'));
      reLaunch(returnTo ?? paths.home);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const loginUrl = returnTo ? withQuery(paths.login, { redirect: returnTo }) : paths.login;

  return (
    <ScreenPage onBack={() => redirectTo(loginUrl)}>
      <div className={f.hero}>
        <h2 className={f.heading}>{t('registerIntro')}</h2>
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
        <TextField
          label={t('smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('smsCodePlaceholder')}
          value={smsCode}
          onChange={(v) => {
            setSmsCode(digitsOnly(v, SMS_CODE_LENGTH));
            clear('smsCode');
          }}
          errorMessage={errors.smsCode}
          suffix={<SmsCodeButton onSend={sendCode} />}
        />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          errorMessage={errors.password}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          placeholder={t('confirmPasswordPlaceholder')}
          value={confirmPassword}
          onChange={(v) => {
            setConfirmPassword(v);
            clear('confirmPassword');
          }}
          errorMessage={errors.confirmPassword}
        />
        <TextField
          label={t('invitationCode')}
          autoComplete="off"
          placeholder={t('invitationCodePlaceholder')}
          value={invitationCode}
          maxLength={16}
          onChange={(v) => setInvitationCode(v.trim())}
        />
        <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')}>
          {t('register')}
        </Button>
      </form>
      <p className={f.footer}>
        <span>{t('haveAccount')}</span>
        <button type="button" className={f.link} onClick={() => redirectTo(loginUrl)}>
          {t('loginNow')}
        </button>
      </p>
    </ScreenPage>
  );
}
