import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { signOut } from '../../../session';
import { paths, reLaunch } from '../../../navigation';
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

type Field = 'phone' | 'smsCode' | 'newPassword' | 'confirmPassword';

/** Forgot password: reset the login password with an SMS code; then log in again. */
export default function Forget() {
  const { t } = useTranslation(['auth', 'common']);
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, check, clear } = useFieldErrors<Field>();

  const sendCode = async () => {
    if (!check({ phone: checkPhone(phone, areaCode) })) return false as const;
    return api.post('/app/sms/sendSmsCodeNoAuth', { areaCode: normalizeAreaCode(areaCode), phone: phone.trim(), type: 'forget' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const valid = check({
      phone: checkPhone(phone, areaCode),
      smsCode: checkCode(smsCode),
      newPassword: checkNewPassword(newPassword),
      confirmPassword: checkConfirmation(newPassword, confirmPassword),
    });
    if (!valid) return;
    setBusy(true);
    try {
      await api.post('/app/user/resetLoginPwd', {
        areaCode: normalizeAreaCode(areaCode),
        phone: phone.trim(),
        smsCode: smsCode.trim(),
        newPassword,
        confirmPassword,
      });
      // The server logs the account out everywhere.
      signOut();
      toast.show(t('resetSuccess'));
      reLaunch(paths.login);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenPage>
      <div className={f.hero}>
        <p className={f.intro}>{t('forgetIntro')}</p>
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
          label={t('newPassword')}
          autoComplete="new-password"
          placeholder={t('newPasswordPlaceholder')}
          value={newPassword}
          onChange={(v) => {
            setNewPassword(v);
            clear('newPassword');
          }}
          errorMessage={errors.newPassword}
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
        <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')}>
          {t('resetPassword')}
        </Button>
      </form>
      <p className={f.footer}>
        <button type="button" className={f.link} onClick={() => reLaunch(paths.login)}>
          {t('backToLogin')}
        </button>
      </p>
    </ScreenPage>
  );
}
