import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fundPasswordLength } from '@aurum/tokens';
import { Button, MaskedText, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshUser, useProfile } from '../../../session';
import { navigateBack, paths, redirectTo, withQuery } from '../../../navigation';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { SmsCodeButton } from '../../../components/SmsCodeButton/SmsCodeButton';
import { checkCode, checkConfirmation, checkNewPassword, checkPassword, digitsOnly, SMS_CODE_LENGTH } from '../../../forms/validators';
import { isFundPassword } from '../../../components/money/FundPasswordSheet';
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

  return (
    <ScreenPage title={kind === 'fund' ? t('fundTitle') : t('loginTitle')}>
      <div className={money.segmented} role="tablist" aria-label={t('which')}>
        {(['fund', 'login'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={money.segment}
            onClick={() => k !== kind && redirectTo(withQuery(paths.resetPassword, { type: k === 'fund' ? 1 : 0 }))}
          >
            {k === 'fund' ? t('fundTab') : t('loginTab')}
          </button>
        ))}
      </div>
      {kind === 'fund' ? <FundPasswordForm /> : <LoginPasswordForm />}
    </ScreenPage>
  );
}

type FundField = 'fundPassword' | 'confirmFundPassword' | 'smsCode';

function FundPasswordForm() {
  const { t } = useTranslation(['password', 'auth', 'common']);
  const { user } = useProfile();
  const [fundPassword, setFundPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FundField, string>>>({});
  const [busy, setBusy] = useState(false);

  const clear = (field: FundField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next: Partial<Record<FundField, string>> = {};
    if (!fundPassword) next.fundPassword = t('fundRequired');
    else if (!isFundPassword(fundPassword)) next.fundPassword = t('fundRule', { length: fundPasswordLength });
    if (!confirm) next.confirmFundPassword = t('confirmRequired');
    else if (confirm !== fundPassword) next.confirmFundPassword = t('mismatch');
    const code = checkCode(smsCode);
    if (code) next.smsCode = t(`auth:validation.${code.key}`, code.values ?? {});
    setErrors(next);
    const first = next.fundPassword ?? next.confirmFundPassword ?? next.smsCode;
    if (first) {
      toast.show(first);
      return;
    }
    setBusy(true);
    try {
      await api.post('/app/user/resetAssetPwd', { fundPassword, confirmFundPassword: confirm, smsCode: smsCode.trim() });
      toast.show(t('fundChanged'));
      void refreshUser().catch(() => {});
      navigateBack();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={f.form} onSubmit={(e) => void submit(e)} noValidate>
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
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={fundPasswordLength}
        value={fundPassword}
        onChange={(v) => {
          setFundPassword(digitsOnly(v, fundPasswordLength));
          clear('fundPassword');
        }}
        errorMessage={errors.fundPassword}
      />
      <PasswordField
        label={t('confirmFund')}
        placeholder={t('confirmFundPlaceholder')}
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={fundPasswordLength}
        value={confirm}
        onChange={(v) => {
          setConfirm(digitsOnly(v, fundPasswordLength));
          clear('confirmFundPassword');
        }}
        errorMessage={errors.confirmFundPassword}
      />
      <TextField
        label={t('auth:smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth:smsCodePlaceholder')}
        value={smsCode}
        onChange={(v) => {
          setSmsCode(digitsOnly(v, SMS_CODE_LENGTH));
          clear('smsCode');
        }}
        errorMessage={errors.smsCode}
        suffix={<SmsCodeButton onSend={() => api.post('/app/sms/sendUserCode', { type: 'resetAssetPwd' })} />}
      />
      <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')}>
        {t('fundSubmit')}
      </Button>
    </form>
  );
}

type LoginField = 'oldPassword' | 'newPassword' | 'confirmPassword';

function LoginPasswordForm() {
  const { t } = useTranslation(['password', 'auth', 'common']);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [busy, setBusy] = useState(false);

  const clear = (field: LoginField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checks = {
      oldPassword: checkPassword(oldPassword),
      newPassword: checkNewPassword(newPassword),
      confirmPassword: checkConfirmation(newPassword, confirmPassword),
    };
    const next: Partial<Record<LoginField, string>> = {};
    for (const [field, problem] of Object.entries(checks) as [LoginField, ReturnType<typeof checkPassword>][]) {
      if (problem) next[field] = field === 'oldPassword' ? t('oldRequired') : t(`auth:validation.${problem.key}`, problem.values ?? {});
    }
    setErrors(next);
    const first = next.oldPassword ?? next.newPassword ?? next.confirmPassword;
    if (first) {
      toast.show(first);
      return;
    }
    setBusy(true);
    try {
      await api.post('/app/user/modifyPwd', { oldPassword, newPassword, confirmPassword });
      toast.show(t('loginChanged'));
      navigateBack();
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={f.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={f.intro}>{t('loginIntro')}</p>
      <PasswordField
        label={t('oldPassword')}
        placeholder={t('oldPlaceholder')}
        autoComplete="current-password"
        value={oldPassword}
        onChange={(v) => {
          setOldPassword(v);
          clear('oldPassword');
        }}
        errorMessage={errors.oldPassword}
      />
      <PasswordField
        label={t('auth:newPassword')}
        placeholder={t('auth:newPasswordPlaceholder')}
        autoComplete="new-password"
        value={newPassword}
        onChange={(v) => {
          setNewPassword(v);
          clear('newPassword');
        }}
        errorMessage={errors.newPassword}
      />
      <PasswordField
        label={t('auth:confirmPassword')}
        placeholder={t('auth:confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(v) => {
          setConfirmPassword(v);
          clear('confirmPassword');
        }}
        errorMessage={errors.confirmPassword}
      />
      <Button type="submit" fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')}>
        {t('loginSubmit')}
      </Button>
    </form>
  );
}
