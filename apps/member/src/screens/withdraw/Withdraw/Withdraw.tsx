import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { AmountInput, Button, Card, DelayedSpinner, MaskedText, RoundedPopup, toast, validateAmount } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { refreshProfile, useSession } from '../../../session';
import { navigateTo, paths } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { useActionKeys } from '../../../components/money/actionKey';
import { limitMinor, limitRange, weekdayNames, withdrawalFee } from '../../../components/money/format';
import { FundPasswordPayment } from '../../../components/money/FundPasswordPayment';
import { firstPaymentStep, type PaymentStep } from '../../../components/money/paymentStep';
import { useAmountField } from '../../../components/money/useAmountField';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { formatMinorMoney, minorToWire, wireToMinor } from '../../../lib/money';
import * as money from '../../../components/money/money.css';
import * as styles from './Withdraw.css';

type Info = ResultOf<'/app/wallet/getWithdrawalInfo'>;
type BankCard = ResultOf<'/app/userBank/page'>['records'][number];
type Wallet = ResultOf<'/app/wallet/listWallet'>[number];
type Method = 'bank' | 'wallet';

/**
 * Withdraw: balance, amount within the configured limits, the server's fee percent with the fee
 * and the actual arrival worked out, bank card or USDT wallet, an info popup with the open
 * weekdays; the fund password every time, then a slide to confirm (50 %).
 */
export default function Withdraw() {
  const { t, i18n } = useTranslation(['withdraw', 'wallet', 'common']);
  const user = useSession((s) => s.user);
  const [info, setInfo] = useState<Info | null>(null);
  const [cards, setCards] = useState<BankCard[] | null>(null);
  const [wallets, setWallets] = useState<Wallet[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [method, setMethod] = useState<Method>('bank');
  const [cardId, setCardId] = useState<number | null>(null);
  const [walletId, setWalletId] = useState<number | null>(null);
  const { amount, change: changeAmount, reject: rejectAmount, inputProps: amountInput } = useAmountField();
  const [infoOpen, setInfoOpen] = useState(false);
  const [step, setStep] = useState<PaymentStep>('idle');
  const keys = useActionKeys();

  const load = useCallback(async () => {
    try {
      const [i, c, w] = await Promise.all([
        api.post('/app/wallet/getWithdrawalInfo'),
        api.post('/app/userBank/page', { page: 1, size: 100 }),
        api.post('/app/wallet/listWallet'),
      ]);
      setInfo(i);
      setCards(c.records);
      setWallets(w);
      setCardId((id) => (id !== null && c.records.some((x) => x.id === id) ? id : (c.records[0]?.id ?? null)));
      setWalletId((id) => (id !== null && w.some((x) => x.id === id) ? id : (w[0]?.id ?? null)));
      setFailed(false);
    } catch (error) {
      setFailed(true);
      toast.show(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!info || !cards || !wallets) {
    return (
      <ScreenPage>
        {failed ? (
          <LoadFailed message={t('loadFailed')} onRetry={() => void load()} />
        ) : (
          <DelayedSpinner label={t('common:loading')} />
        )}
      </ScreenPage>
    );
  }

  const min = limitMinor(info.min);
  const max = limitMinor(info.max);
  const available = wireToMinor(info.available) ?? 0n;
  const typed = validateAmount(amount, {});
  const typedMinor = typed.ok ? typed.minor : null;
  const fee = typedMinor === null ? null : withdrawalFee(typedMinor, info.feeBasisPoints);
  const actual = typedMinor === null || fee === null ? null : typedMinor - fee;
  const days = weekdayNames(info.openWeekdays, i18n.language);
  const card = cards.find((c) => c.id === cardId) ?? null;
  const wallet = wallets.find((w) => w.id === walletId) ?? null;
  const hours = info.arrivalHours || 72;

  /** The checks of SPEC §5 in the order of the form; the first failure is shown. */
  const check = (): bigint | null => {
    const fail = (message: string, onAmount = false) => {
      if (onAmount) rejectAmount(message);
      else toast.show(message);
      return null;
    };
    const result = validateAmount(amount, { min: min ?? 1n, max: max ?? undefined });
    if (!result.ok && result.error === 'empty') return fail(t('wallet:enterWithdrawAmount'), true);
    if (method === 'bank' ? !card : !wallet) return fail(method === 'bank' ? t('wallet:selectBankCard') : t('selectWallet'));
    if (!result.ok) {
      if (result.error === 'belowMin') return fail(t('belowMin', { min: formatMinorMoney(min ?? 1n) }), true);
      if (result.error === 'aboveMax') return fail(t('aboveMax', { max: formatMinorMoney(max ?? 0n) }), true);
      return fail(t('invalidAmount'), true);
    }
    if (result.minor > available) return fail(t('insufficient'), true);
    if (!info.openToday) return fail(t('closedToday', { days: days.join(', ') }));
    if (result.minor - withdrawalFee(result.minor, info.feeBasisPoints) <= 0n) return fail(t('feeTooHigh'), true);
    return result.minor;
  };

  const start = () => {
    if (check() === null) return;
    setStep(firstPaymentStep(user));
  };

  const withdraw = async (password: string): Promise<boolean> => {
    const minor = check();
    if (minor === null) return false;
    const target = method === 'bank' ? { bankCardId: card?.id } : { walletId: wallet?.id };
    try {
      await api.post(
        '/app/user/withdrawal/apply',
        { amount: minorToWire(minor), fundPassword: password, ...target },
        { idempotencyKey: keys.keyFor(`withdraw:${method}:${card?.id ?? wallet?.id}:${minor}`) },
      );
      keys.settle();
      toast.show(t('submitted'));
      changeAmount('');
      void refreshProfile().catch(() => {});
      void load();
      return true;
    } catch (error) {
      toast.show(errorMessage(error));
      return false;
    }
  };

  const destination =
    method === 'bank'
      ? card && { label: t('bankCard'), value: `${card.bankName} · ${tail(card.receiveAccount)}` }
      : wallet && { label: t('wallet'), value: `${wallet.type} · ${tail(wallet.address)}` };

  return (
    <ScreenPage
      navRight={
        <button type="button" className={money.navLink} onClick={() => navigateTo(paths.billing)}>
          {t('records')}
        </button>
      }
    >
      <section className={money.panel} aria-label={t('available')}>
        <div className={styles.panelHead}>
          <span className={money.panelLabel}>{t('available')}</span>
          <button type="button" className={styles.infoButton} aria-label={t('infoTitle')} onClick={() => setInfoOpen(true)}>
            <Icon path={icons.version} size={20} />
          </button>
        </div>
        <span className={money.panelValue} translate="no">
          {formatMinorMoney(available)}
        </span>
        {(wireToMinor(info.frozen) ?? 0n) > 0n && <span className={money.panelNote}>{t('frozen', { amount: formatMinorMoney(wireToMinor(info.frozen) ?? 0n) })}</span>}
      </section>

      {!info.openToday && (
        <p className={money.warning} role="note">
          {t('closedToday', { days: days.join(', ') })}
        </p>
      )}

      <div className={money.segmented} role="radiogroup" aria-label={t('method')}>
        <button type="button" role="radio" aria-checked={method === 'bank'} className={money.segment} onClick={() => setMethod('bank')}>
          {t('bankCard')}
        </button>
        <button type="button" role="radio" aria-checked={method === 'wallet'} className={money.segment} onClick={() => setMethod('wallet')}>
          {t('usdtWallet')}
        </button>
      </div>

      <Card padding="none">
        {method === 'bank' ? (
          <Choices
            label={t('bankCard')}
            items={cards.map((c) => ({
              id: c.id,
              title: c.bankName,
              detail: (
                <>
                  <MaskedText kind="identifier" value={c.receiveAccount} /> · <MaskedText kind="name" value={c.payeeName} />
                </>
              ),
            }))}
            selected={cardId}
            onSelect={setCardId}
            addLabel={cards.length === 0 ? t('addFirstCard') : t('addCard')}
            onAdd={() => navigateTo(paths.cardAdd)}
          />
        ) : (
          <Choices
            label={t('usdtWallet')}
            items={wallets.map((w) => ({
              id: w.id,
              title: w.name ? `${w.type} · ${w.name}` : w.type,
              detail: <MaskedText kind="identifier" value={w.address} head={6} tail={6} />,
            }))}
            selected={walletId}
            onSelect={setWalletId}
            addLabel={wallets.length === 0 ? t('addFirstWallet') : t('manageWallets')}
            onAdd={() => navigateTo(paths.bindUsdt)}
          />
        )}
      </Card>

      <Card>
        <div className={money.formStack}>
          <AmountInput
            label={t('amount')}
            symbol="$"
            {...amountInput}
            description={t('limits', limitRange(min, max))}
            suffix={
              <button
                type="button"
                className={styles.allButton}
                onClick={() => {
                  const all = max !== null && available > max ? max : available;
                  changeAmount(minorToWire(all > 0n ? all : 0n));
                }}
              >
                {t('all')}
              </button>
            }
          />
          <dl className={money.summary}>
            <div className={money.row}>
              <dt className={money.rowLabel}>{t('fee', { percent: info.feePercent })}</dt>
              <dd className={money.rowValue} translate="no">
                {fee === null ? '--' : formatMinorMoney(fee)}
              </dd>
            </div>
            <div className={money.row}>
              <dt className={money.rowLabel}>{t('actualArrival')}</dt>
              <dd className={`${money.rowValue} ${money.strong}`} translate="no">
                {actual === null ? '--' : formatMinorMoney(actual > 0n ? actual : 0n)}
              </dd>
            </div>
          </dl>
          <p className={money.muted}>{t('wallet:withdrawArrival')}</p>
          <Button fullWidth size="large" onPress={start}>
            {t('submit')}
          </Button>
        </div>
      </Card>

      <RoundedPopup isOpen={infoOpen} onClose={() => setInfoOpen(false)} title={t('infoTitle')} closeLabel={t('common:close')}>
        <div className={styles.infoBody}>
          <p className={styles.infoText}>{t('openDaysIntro')}</p>
          <ul className={styles.days}>
            {days.map((d) => (
              <li key={d} className={styles.day}>
                {d}
              </li>
            ))}
          </ul>
          <p className={styles.infoText}>{info.openToday ? t('openToday') : t('notOpenToday')}</p>
          <p className={styles.infoText}>{t('arrivalHours', { count: hours })}</p>
          <p className={styles.infoText}>{t('feeInfo', { percent: info.feePercent })}</p>
          <p className={styles.infoText}>{t('limits', limitRange(min, max))}</p>
          <Button fullWidth onPress={() => setInfoOpen(false)}>
            {t('common:iKnowIt')}
          </Button>
        </div>
      </RoundedPopup>

      <FundPasswordPayment
        wording="withdraw"
        step={step}
        onStepChange={setStep}
        passwordDescription={typedMinor === null ? undefined : t('passwordFor', { amount: formatMinorMoney(typedMinor) })}
        confirmRows={[
          ...(destination ? [{ ...destination, translatable: true }] : []),
          { label: t('amount'), value: typedMinor === null ? '--' : formatMinorMoney(typedMinor) },
          { label: t('fee', { percent: info.feePercent }), value: fee === null ? '--' : formatMinorMoney(fee) },
          { label: t('actualArrival'), value: actual === null ? '--' : formatMinorMoney(actual), strong: true },
        ]}
        onConfirm={withdraw}
      />
    </ScreenPage>
  );
}

/** "…12345": the last characters of an account, for the summary. */
function tail(value: string): string {
  return value.length > 6 ? `…${value.slice(-5)}` : value;
}

interface Choice {
  id: number;
  title: string;
  detail: ReactNode;
}

/** A radio list of the member's cards or wallets, with an "add" row. */
function Choices({
  label,
  items,
  selected,
  onSelect,
  addLabel,
  onAdd,
}: {
  label: string;
  items: Choice[];
  selected: number | null;
  onSelect: (id: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={money.options}>
      {items.map((item) => (
        <button key={item.id} type="button" role="radio" aria-checked={item.id === selected} className={money.optionRow.dividerBelow} onClick={() => onSelect(item.id)}>
          <span className={money.optionText}>
            <span className={styles.choiceTitle}>{item.title}</span>
            <span className={money.muted} translate="no">
              {item.detail}
            </span>
          </span>
          <span className={money.optionMark} aria-hidden="true" />
        </button>
      ))}
      <button type="button" className={styles.addRow} onClick={onAdd}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
        {addLabel}
      </button>
    </div>
  );
}
