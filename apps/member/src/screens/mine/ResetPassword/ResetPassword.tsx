import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import { fundPasswordLength } from '@aurum/tokens';
import { MaskedText, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { refreshUser, useProfile } from '../../../session';
import { navigateBack, paths, redirectTo, withQuery } from '../../../navigation';
import { NewPasswordFields } from '../../../components/auth-form/NewPasswordFields';
import { PasswordField } from '../../../components/auth-form/PasswordField';
import { SmsCodeField } from '../../../components/auth-form/SmsCodeField';
import { SubmitButton } from '../../../forms/SubmitButton';
import {
  checkCode,
  checkConfirmation,
  checkNewPassword,
  checkPassword,
  digitsOnly,
} from '../../../forms/validators';
import { useFormFields } from '../../../forms/useFormFields';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import { isFundPassword } from '../../../components/money/FundPasswordSheet';
import { showDemoSms } from '../../../components/DemoSms/demoSms';
import * as f from '../../../forms/form.css';
import * as money from '../../../components/money/money.css';

type Kind = 'fund' | 'login';

/**
 * Reset password: the fund password (type=1, also what "Forget password?" opens) with a new
 * 6-digit password, its confirmation and an SMS code; or the login password (type=0) with the
 * current password.
 */
export default function ResetPassword() {
  const { t } = useTranslation(['password', 'common']);
  const [params] = useSearchParams();
  const kind: Kind = params.get('type') === '0' ? 'login' : 'fund';
  const { user } = useProfile();
  // "Set" for a member who has no fund password yet, "Change" otherwise (issue 14)
  const fundTitle = user && !user.hasFundPassword ? t('fundSetTitle') : t('fundTitle');

  return (
    <ScreenPage title={kind === 'fund' ? fundTitle : t('loginTitle')}>
      <div className={money.segmented} role="tablist" aria-label={t('which')}>
        {(['fund', 'login'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={money.segment}
            onClick={() =>
              k !== kind && redirectTo(withQuery(paths.resetPassword, { type: k === 'fund' ? 1 : 0 }))
            }
          >
            {k === 'fund' ? t('fundTab') : t('loginTab')}
          </button>
        ))}
      </div>
      {kind === 'fund' ? <FundPasswordForm /> : <LoginPasswordForm />}
    </ScreenPage>
  );
}

/** What both fund-password fields share: six digits typed on the numeric keypad. */
const fundPasswordInput = {
  inputMode: 'numeric',
  autoComplete: 'new-password',
  maxLength: fundPasswordLength,
} as const;
const fundPasswordDigits = (value: string) => digitsOnly(value, fundPasswordLength);

function FundPasswordForm() {
  const { t } = useTranslation(['password', 'auth', 'common']);
  const { user } = useProfile();
  const { values, field, check } = useFormFields({ fundPassword: '', confirmFundPassword: '', smsCode: '' });
  const { fundPassword, confirmFundPassword, smsCode } = values;

  const { busy, onSubmit } = useFormSubmit({
    validate: () =>
      check({
        fundPassword: !fundPassword
          ? t('fundRequired')
          : !isFundPassword(fundPassword)
            ? t('fundRule', { length: fundPasswordLength })
            : null,
        confirmFundPassword: !confirmFundPassword
          ? t('confirmRequired')
          : confirmFundPassword !== fundPassword
            ? t('mismatch')
            : null,
        smsCode: checkCode(smsCode),
      }),
    send: async () => {
      await api.post('/app/user/resetAssetPwd', {
        fundPassword,
        confirmFundPassword,
        smsCode: smsCode.trim(),
      });
      toast.show(t('fundChanged'));
      void refreshUser().catch(() => {});
      navigateBack();
    },
  });

  return (
    <form className={f.form} onSubmit={onSubmit} noValidate>
      <p className={f.intro}>
        {t('fundIntro')}{' '}
        {user && (
          <span translate="no">
            {user.areaCode} <MaskedText kind="phone" value={user.phone} />
          </span>
        )}
      </p>
      <PasswordField
        label={t('newFund')}
        placeholder={t('newFundPlaceholder', { length: fundPasswordLength })}
        {...fundPasswordInput}
        {...field('fundPassword', fundPasswordDigits)}
      />
      <PasswordField
        label={t('confirmFund')}
        placeholder={t('confirmFundPlaceholder')}
        {...fundPasswordInput}
        {...field('confirmFundPassword', fundPasswordDigits)}
      />
      <SmsCodeField
        onSend={async () => {
          const answer = await api.post('/app/sms/sendUserCode', { type: 'resetAssetPwd' });
          if (user) void showDemoSms({ areaCode: user.areaCode, phone: user.phone });
          return answer;
        }}
        {...field('smsCode')}
      />
      <SubmitButton busy={busy}>{t('fundSubmit')}</SubmitButton>
    </form>
  );
}

function LoginPasswordForm() {
  const { t } = useTranslation(['password', 'auth', 'common']);
  const { values, field, check } = useFormFields({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { oldPassword, newPassword, confirmPassword } = values;

  const { busy, onSubmit } = useFormSubmit({
    validate: () =>
      check({
        oldPassword: checkPassword(oldPassword) ? t('oldRequired') : null,
        newPassword: checkNewPassword(newPassword),
        confirmPassword: checkConfirmation(newPassword, confirmPassword),
      }),
    send: async () => {
      await api.post('/app/user/modifyPwd', { oldPassword, newPassword, confirmPassword });
      toast.show(t('loginChanged'));
      navigateBack();
    },
  });

  return (
    <form className={f.form} onSubmit={onSubmit} noValidate>
      <p className={f.intro}>{t('loginIntro')}</p>
      <PasswordField
        label={t('oldPassword')}
        placeholder={t('oldPlaceholder')}
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <NewPasswordFields password={field('newPassword')} confirmation={field('confirmPassword')} />
      <SubmitButton busy={busy}>{t('loginSubmit')}</SubmitButton>
    </form>
  );
}
