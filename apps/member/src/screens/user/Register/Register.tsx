import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { register } from '../../../session';
import { paths, reLaunch, redirectTo, safeReturnPath, withQuery } from '../../../navigation';
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

/** Register: area code, phone, SMS code, password, confirmation, invitation code (from ?code= / ?invitationCode=). */
export default function Register() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const { values, field, check } = useFormFields({
    phone: '',
    smsCode: '',
    password: '',
    confirmPassword: '',
  });
  const [invitationCode, setInvitationCode] = useState(() =>
    (params.get('code') ?? params.get('invitationCode') ?? '').trim().slice(0, 16),
  );
  const returnTo = safeReturnPath(params.get('redirect'));
  const { phone, smsCode, password, confirmPassword } = values;

  const sendCode = async () => {
    if (!check({ phone: checkPhone(phone, areaCode) })) return false as const;
    return sendPhoneCode('register', areaCode, phone);
  };

  const { busy, onSubmit } = useFormSubmit({
    validate: () =>
      check({
        phone: checkPhone(phone, areaCode),
        smsCode: checkCode(smsCode),
        password: checkNewPassword(password),
        confirmPassword: checkConfirmation(password, confirmPassword),
      }),
    send: async () => {
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
    },
  });

  const loginUrl = returnTo ? withQuery(paths.login, { redirect: returnTo }) : paths.login;

  return (
    <ScreenPage onBack={() => redirectTo(loginUrl)}>
      <div className={f.hero}>
        <h2 className={f.heading}>{t('registerIntro')}</h2>
      </div>
      <form className={f.form} onSubmit={onSubmit} noValidate>
        <PhoneField areaCode={areaCode} onAreaCodeChange={setAreaCode} {...field('phone')} />
        <SmsCodeField onSend={sendCode} {...field('smsCode')} />
        <NewPasswordFields
          wording="password"
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <TextField
          label={t('invitationCode')}
          autoComplete="off"
          placeholder={t('invitationCodePlaceholder')}
          value={invitationCode}
          maxLength={16}
          onChange={(v) => setInvitationCode(v.trim())}
        />
        <SubmitButton busy={busy}>{t('register')}</SubmitButton>
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
