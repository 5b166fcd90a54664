import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button, toast } from '@aurum/ui';
import { errorMessage } from '../../api/errors';

export interface SmsCodeButtonProps {
  /**
   * Checks the form and asks the server for a code. Return the server's wait (seconds) or
   * `false` when nothing was sent (a validation message was shown instead).
   */
  onSend: () => Promise<{ resendAfterSeconds: number } | false>;
  /** Countdown when the server does not say. @default 60 */
  defaultSeconds?: number;
}

/** "Send code" button that counts down ("Resend (59 s)") before it can send again. */
export function SmsCodeButton({ onSend, defaultSeconds = 60 }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearInterval(timer.current);
  }, []);

  const start = (seconds: number) => {
    setLeft(seconds);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const send = async () => {
    setBusy(true);
    try {
      const answer = await onSend();
      if (answer === false) return;
      toast.show(t('codeSent'));
      start(answer.resendAfterSeconds > 0 ? answer.resendAfterSeconds : defaultSeconds);
    } catch (error) {
      toast.show(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" variant="secondary" isDisabled={left > 0} isLoading={busy} onPress={() => void send()}>
      {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
    </Button>
  );
}
