import { useTranslation } from '../../i18n';
import type { FieldBinding } from '../../forms/useFormFields';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirmation: FieldBinding;
  /** "Password" when the account is new (register), "New password" when it replaces one */
  wording?: 'password' | 'newPassword';
}

/** A new login password and its confirmation, each with show/hide. */
export function NewPasswordFields({
  password,
  confirmation,
  wording = 'newPassword',
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={wording === 'password' ? t('password') : t('newPassword')}
        autoComplete="new-password"
        placeholder={wording === 'password' ? t('passwordPlaceholder') : t('newPasswordPlaceholder')}
        {...password}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        placeholder={t('confirmPasswordPlaceholder')}
        {...confirmation}
      />
    </>
  );
}
