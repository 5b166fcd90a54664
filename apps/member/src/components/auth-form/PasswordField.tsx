import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { TextField, type TextFieldProps } from '@aurum/ui';
import * as formStyles from '../../forms/form.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** A password TextField with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className={formStyles.passwordToggle}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {!visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
