import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { Button, Card, TextField, toast } from '@aurum/ui';
import { api } from '../../../api/client';
import { errorMessage, isApiError } from '../../../api/errors';
import { refreshProfile } from '../../../session';
import { formatWireMoney } from '../../../lib/money';
import { checkBonusCode, normalizeBonusCode } from './bonusRules';
import { newRequestId } from './requestId';
import * as styles from './BonusRedemption.css';

/** Enter a bonus code and redeem it into the balance; the server's refusal is shown as it says it. */
export function RedeemCard() {
  const { t } = useTranslation(['bonus', 'common']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // One id per attempt at one code: a retry after a lost answer is not paid twice.
  const attempt = useRef<{ code: string; id: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = normalizeBonusCode(code);
    const problem = checkBonusCode(value);
    if (problem) {
      const text = problem === 'empty' ? t('codeRequired') : t('codeTooLong');
      setError(text);
      return;
    }
    if (attempt.current?.code !== value) attempt.current = { code: value, id: newRequestId() };
    const requestId = attempt.current.id;
    setBusy(true);
    try {
      const result = await api.post(
        '/app/bonus/redeem',
        { code: value, requestId },
        { idempotencyKey: requestId },
      );
      attempt.current = null;
      setCode('');
      setError(undefined);
      toast.show(t('redeemed', { amount: formatWireMoney(result.amount) }));
      void refreshProfile().catch(() => {});
    } catch (err) {
      // The server answered: a new attempt gets a new id. No answer: a retry reuses this one.
      if (isApiError(err)) attempt.current = null;
      // about the code: under the field only
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('redeemTitle')} headingLevel={2}>
      <form className={styles.redeemForm} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('codeLabel')}
          placeholder={t('codePlaceholder')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          errorMessage={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <Button type="submit" fullWidth isLoading={busy} loadingLabel={t('common:loading')}>
          {t('redeem')}
        </Button>
      </form>
    </Card>
  );
}
