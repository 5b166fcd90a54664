import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/location';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Card, RoundedPopup, TextField, toast } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { navigateBack } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { PagedList } from '../../../components/PagedList/PagedList';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { isReceiveAccount } from '../../../components/money/format';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import { SubmitButton } from '../../../forms/SubmitButton';
import * as money from '../../../components/money/money.css';
import * as styles from '../card.css';

type Bank = ResultOf<'/app/bank/page'>['records'][number];
type Field = 'payeeName' | 'receiveAccount' | 'bank';

const MAX_PAYEE = 64;

/** Add (or, with ?id, change) a bank card: payee name, receive account, bank from the server's list. */
export default function CardAdd() {
  const { t } = useTranslation(['card', 'wallet', 'common']);
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const [payeeName, setPayeeName] = useState('');
  const [receiveAccount, setReceiveAccount] = useState('');
  const [bank, setBank] = useState<{ id: number; name: string } | null>(null);
  const { errors, check, clear } = useFieldErrors<Field>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const fetchBanks = useCallback((page: number, size: number) => api.post('/app/bank/page', { page, size }), []);
  const banks = usePagedList<Bank>(fetchBanks, (b) => b.id, 50);

  const loadCard = useCallback(async () => {
    if (!editId) return;
    try {
      const page = await api.post('/app/userBank/page', { page: 1, size: 100 });
      const card = page.records.find((c) => c.id === editId);
      if (!card) return;
      setPayeeName(card.payeeName);
      setReceiveAccount(card.receiveAccount);
      setBank({ id: card.bankId, name: card.bankName });
    } catch (error) {
      toast.show(errorMessage(error));
    }
  }, [editId]);
  useEffect(() => {
    void loadCard();
  }, [loadCard]);

  const { reload: reloadBanks } = banks;
  const refresh = useCallback(() => Promise.all([reloadBanks(), loadCard()]), [reloadBanks, loadCard]);

  const payee = payeeName.trim();
  const account = receiveAccount.replace(/\s+/g, '');
  const { busy, onSubmit } = useFormSubmit({
    // SPEC §5, in the order of the form.
    validate: () =>
      check({
        payeeName: !payee ? t('wallet:payeeNameEmpty') : [...payee].length > MAX_PAYEE ? t('payeeTooLong') : null,
        receiveAccount: !account ? t('wallet:receiveAccountEmpty') : !isReceiveAccount(account) ? t('accountInvalid') : null,
        bank: bank ? null : t('wallet:selectBank'),
      }),
    send: async () => {
      await api.post('/app/userBank/saveOrUpdate', { id: editId ?? undefined, payeeName: payee, receiveAccount: account, bankId: bank?.id });
      toast.show(editId ? t('updated') : t('saved'));
      navigateBack();
    },
  });

  return (
    <RefreshableScreenPage onRefresh={refresh} title={editId ? t('editTitle') : undefined}>
      <Card>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('payeeName')}
            placeholder={t('payeeNamePlaceholder')}
            autoComplete="name"
            maxLength={MAX_PAYEE}
            value={payeeName}
            onChange={(v) => {
              setPayeeName(v);
              clear('payeeName');
            }}
            errorMessage={errors.payeeName}
          />
          <TextField
            label={t('receiveAccount')}
            placeholder={t('receiveAccountPlaceholder')}
            inputMode="text"
            autoComplete="off"
            maxLength={40}
            value={receiveAccount}
            onChange={(v) => {
              setReceiveAccount(v.replace(/[^A-Za-z0-9 ]/g, ''));
              clear('receiveAccount');
            }}
            errorMessage={errors.receiveAccount}
          />
          <div className={styles.field}>
            <span className={styles.fieldLabel} id="bank-label">
              {t('bank')}
            </span>
            <button
              type="button"
              className={styles.bankPicker}
              aria-labelledby="bank-label bank-value"
              aria-haspopup="dialog"
              data-invalid={errors.bank ? true : undefined}
              onClick={() => setPickerOpen(true)}
            >
              <span id="bank-value" className={bank ? undefined : styles.placeholder}>
                {bank ? bank.name : t('wallet:selectBank')}
              </span>
              <Icon path={icons.chevronRight} size={18} />
            </button>
            {errors.bank && (
              <p className={styles.fieldError} role="alert">
                <svg className={styles.fieldErrorIcon} width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
                  <circle cx="8" cy="8" r="7" />
                  <path d="M8 4.5v4.5M8 11.5v.2" />
                </svg>
                <span>{errors.bank}</span>
              </p>
            )}
          </div>
          <SubmitButton busy={busy}>{t('common:save')}</SubmitButton>
        </form>
      </Card>
      <p className={money.note}>{t('addNote')}</p>

      <RoundedPopup isOpen={pickerOpen} onClose={() => setPickerOpen(false)} placement="bottom" title={t('chooseBank')} closeLabel={t('common:close')}>
        <div className={styles.bankList}>
          <PagedList
            list={banks}
            label={t('chooseBank')}
            emptyMessage={t('noBanks')}
            renderItem={(b) => (
              <button
                type="button"
                aria-current={bank?.id === b.id ? 'true' : undefined}
                className={styles.bankOption}
                onClick={() => {
                  setBank({ id: b.id, name: b.name });
                  clear('bank');
                  setPickerOpen(false);
                }}
              >
                <span className={styles.bankOptionLogo} aria-hidden="true">
                  {b.logo ? <img src={b.logo} alt="" className={styles.bankLogoImage} /> : b.name.charAt(0)}
                </span>
                {b.name}
              </button>
            )}
          />
        </div>
      </RoundedPopup>
    </RefreshableScreenPage>
  );
}
