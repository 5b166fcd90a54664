import { useTranslation } from '../../i18n';
import { TextField } from '@aurum/ui';
import { digitsOnly, SMS_CODE_LENGTH } from '../../forms/validators';
import type { FieldBinding } from '../../forms/useFormFields';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

export interface SmsCodeFieldProps extends FieldBinding {
  /** asks the server for a code (see SmsCodeButton) */
  onSend: SmsCodeButtonProps['onSend'];
}

/** The SMS code, digits only, with the "Send code" countdown button inside. */
export function SmsCodeField({ onSend, value, onChange, errorMessage }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('smsCodePlaceholder')}
      value={value}
      onChange={(v) => onChange(digitsOnly(v, SMS_CODE_LENGTH))}
      errorMessage={errorMessage}
      suffix={<SmsCodeButton onSend={onSend} />}
    />
  );
}
