import { useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import { TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { register } from '../../../session';
import { paths, reLaunch, redirectTo, safeReturnPath, withQuery } from '../../../navigation';
import { NewPasswordFields } from '../../../components/auth-form/NewPasswordFields';
import { PhoneField } from '../../../components/auth-form/PhoneField';
import { SmsCodeField } from '../../../components/auth-form/SmsCodeField';
import { usePhoneCodeForm } from '../../../components/auth-form/usePhoneCodeForm';
import { normalizeAreaCode } from '../../../forms/validators';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import { SubmitButton } from '../../../forms/SubmitButton';
import * as f from '../../../forms/form.css';

/** Register: area code, phone, SMS code, password, confirmation, invitation code (from ?code= / ?invitationCode=). */
export default function Register() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const { areaCode, setAreaCode, values, field, sendCode, validate } = usePhoneCodeForm('register');
  const [invitationCode, setInvitationCode] = useState(() =>
    (params.get('code') ?? params.get('invitationCode') ?? '').trim().slice(0, 16),
  );
  const returnTo = safeReturnPath(params.get('redirect'));

  const { busy, onSubmit } = useFormSubmit({
    validate,
    send: async () => {
      await register({
        areaCode: normalizeAreaCode(areaCode),
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
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
