import { useTranslation } from '../../i18n';
import { TextField } from '@aurum/ui';
import { AreaCodeSelect } from '../AreaCodeSelect/AreaCodeSelect';
import { digitsOnly } from '../../forms/validators';
import type { FieldBinding } from '../../forms/useFormFields';

/** Longest national number (E.164 allows 15 digits in all). */
const MAX_PHONE_DIGITS = 15;

export interface PhoneFieldProps extends FieldBinding {
  areaCode: string;
  onAreaCodeChange: (code: string) => void;
}

/** The phone number, digits only, with the area-code picker in front (login, register, forgot password). */
export function PhoneField({ areaCode, onAreaCodeChange, value, onChange, errorMessage }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('phonePlaceholder')}
      value={value}
      onChange={(v) => onChange(digitsOnly(v, MAX_PHONE_DIGITS))}
      errorMessage={errorMessage}
      prefix={<AreaCodeSelect value={areaCode} onChange={onAreaCodeChange} />}
    />
  );
}
