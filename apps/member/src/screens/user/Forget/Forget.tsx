import { useTranslation } from '../../../i18n';
import { toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { signOut } from '../../../session';
import { paths, reLaunch } from '../../../navigation';
import { NewPasswordFields } from '../../../components/auth-form/NewPasswordFields';
import { PhoneField } from '../../../components/auth-form/PhoneField';
import { SmsCodeField } from '../../../components/auth-form/SmsCodeField';
import { usePhoneCodeForm } from '../../../components/auth-form/usePhoneCodeForm';
import { normalizeAreaCode } from '../../../forms/validators';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import { SubmitButton } from '../../../forms/SubmitButton';
import * as f from '../../../forms/form.css';

/** Forgot password: reset the login password with an SMS code; then log in again. */
export default function Forget() {
  const { t } = useTranslation(['auth', 'common']);
  const { areaCode, setAreaCode, values, field, sendCode, validate } = usePhoneCodeForm('forget');

  const { busy, onSubmit } = useFormSubmit({
    validate,
    send: async () => {
      await api.post('/app/user/resetLoginPwd', {
        areaCode: normalizeAreaCode(areaCode),
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        newPassword: values.password,
        confirmPassword: values.confirmPassword,
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
        <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} />
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
