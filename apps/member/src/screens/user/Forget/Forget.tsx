import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { signOut } from '../../../session';
import { paths, reLaunch } from '../../../navigation';
import { DEFAULT_AREA_CODE } from '../../../components/AreaCodeSelect/useAreaCodes';
import { NewPasswordFields } from '../../../components/auth-form/NewPasswordFields';
import { PhoneField } from '../../../components/auth-form/PhoneField';
import { SmsCodeField } from '../../../components/auth-form/SmsCodeField';
import { SubmitButton } from '../../../forms/SubmitButton';
import { sendPhoneCode } from '../../../components/auth-form/sendPhoneCode';
import {
  checkCode,
  checkConfirmation,
  checkNewPassword,
  checkPhone,
  normalizeAreaCode,
} from '../../../forms/validators';
import { useFormFields } from '../../../forms/useFormFields';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import * as f from '../../../forms/form.css';

/** Forgot password: reset the login password with an SMS code; then log in again. */
export default function Forget() {
  const { t } = useTranslation(['auth', 'common']);
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const { values, field, check } = useFormFields({
    phone: '',
    smsCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { phone, smsCode, newPassword, confirmPassword } = values;

  const sendCode = async () => {
    if (!check({ phone: checkPhone(phone, areaCode) })) return false as const;
    return sendPhoneCode('forget', areaCode, phone);
  };

  const { busy, onSubmit } = useFormSubmit({
    validate: () =>
      check({
        phone: checkPhone(phone, areaCode),
        smsCode: checkCode(smsCode),
        newPassword: checkNewPassword(newPassword),
        confirmPassword: checkConfirmation(newPassword, confirmPassword),
      }),
    send: async () => {
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
    },
  });

  return (
    <ScreenPage>
      <div className={f.hero}>
        <p className={f.intro}>{t('forgetIntro')}</p>
      </div>
      <form className={f.form} onSubmit={onSubmit} noValidate>
        <PhoneField areaCode={areaCode} onAreaCodeChange={setAreaCode} {...field('phone')} />
        <SmsCodeField onSend={sendCode} {...field('smsCode')} />
        <NewPasswordFields password={field('newPassword')} confirmation={field('confirmPassword')} />
        <SubmitButton busy={busy}>{t('resetPassword')}</SubmitButton>
      </form>
      <p className={f.footer}>
        <button type="button" className={f.link} onClick={() => reLaunch(paths.login)}>
          {t('backToLogin')}
        </button>
      </p>
    </ScreenPage>
  );
}
