import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { AmountInput, Button, Card, DelayedSpinner, EmptyState, toast, validateAmount } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { navigateTo, paths } from '../../../navigation';
import { formatMinorMoney, formatWireMoney, minorToWire, wireToMinor } from '../../../lib/money';
import { copyWithToast } from '../../../lib/clipboard';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { useActionKeys } from '../../../components/money/actionKey';
import { limitMinor, limitRange, multiplyByRate } from '../../../components/money/format';
import { RecordCard, StatusBadge } from '../../../components/money/RecordCard';
import { useAmountField } from '../../../components/money/useAmountField';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import * as money from '../../../components/money/money.css';
import * as styles from './Recharge.css';

type Info = ResultOf<'/app/wallet/getRechargeInfo'>;
type Channel = Info['channels'][number];
type Started = ResultOf<'/app/user/recharge/recharge'>;
type Tab = 'channel' | 'usdt';

const QUICK_AMOUNTS = [100, 500, 1000, 2000, 5000, 10000];

/** Recharge: by payment channel (opens the pay page) or by USDT transfer to the deposit address. */
export default function Recharge() {
  const { t } = useTranslation(['recharge', 'common']);
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<Tab>('channel');

  const load = useCallback(async () => {
    try {
      setInfo(await api.post('/app/wallet/getRechargeInfo'));
      setFailed(false);
    } catch (error) {
      setFailed(true);
      toast.show(errorMessage(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const gateways = info?.channels.filter((c) => c.kind === 'gateway') ?? [];
  const usdtChannel = info?.channels.find((c) => c.kind === 'usdt');
  const hasUsdt = Boolean(info?.usdt && usdtChannel);

  return (
    <ScreenPage
      navRight={
        <button type="button" className={money.navLink} onClick={() => navigateTo(paths.record)}>
          {t('records')}
        </button>
      }
    >
      {!info ? (
        failed ? (
          <LoadFailed message={t('loadFailed')} onRetry={() => void load()} />
        ) : (
          <DelayedSpinner label={t('common:loading')} />
        )
      ) : (
        <>
          <div className={money.segmented} role="tablist" aria-label={t('method')}>
            <button type="button" role="tab" aria-selected={tab === 'channel'} className={money.segment} onClick={() => setTab('channel')}>
              {t('channelTab')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'usdt'} className={money.segment} onClick={() => setTab('usdt')} disabled={!hasUsdt}>
              {t('usdtTab')}
            </button>
          </div>
          {tab === 'channel' ? (
            <ChannelRecharge channels={gateways} configMin={info.min} configMax={info.max} />
          ) : info.usdt && usdtChannel ? (
            <UsdtRecharge usdt={info.usdt} channel={usdtChannel} />
          ) : null}
        </>
      )}
    </ScreenPage>
  );
}

function ChannelRecharge({ channels, configMin, configMax }: { channels: Channel[]; configMin: string; configMax: string }) {
  const { t } = useTranslation(['recharge', 'common', 'status']);
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const { amount, change: changeAmount, reject: rejectAmount, inputProps: amountInput } = useAmountField();
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const keys = useActionKeys();

  const channel = channels.find((c) => c.id === channelId) ?? null;
  const min = limitMinor(channel?.min) ?? limitMinor(configMin);
  const max = limitMinor(channel?.max) ?? limitMinor(configMax);

  if (channels.length === 0) return <EmptyState message={t('noChannels')} />;

  const check = (): bigint | null => {
    if (!channel) {
      toast.show(t('selectChannel'));
      return null;
    }
    const result = validateAmount(amount, { min: min ?? 1n, max: max ?? undefined });
    if (result.ok) return result.minor;
    const message =
      result.error === 'empty'
        ? t('enterAmount')
        : result.error === 'belowMin'
          ? t('belowMin', { min: formatMinorMoney(min ?? 1n) })
          : result.error === 'aboveMax'
            ? t('aboveMax', { max: formatMinorMoney(max ?? 0n) })
            : t('invalidAmount');
    rejectAmount(message);
    return null;
  };

  const submit = async () => {
    if (busy) return;
    const minor = check();
    if (minor === null || !channel) return;
    setBusy(true);
    try {
      const answer = await api.post(
        '/app/user/recharge/recharge',
        { amount: minorToWire(minor), payChannelId: channel.id },
        { idempotencyKey: keys.keyFor(`recharge:${channel.id}:${minor}`) },
      );
      keys.settle();
      setStarted(answer);
      if (answer.payUrl) window.open(answer.payUrl, '_blank', 'noopener');
    } catch (err) {
      toast.show(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (started) {
    return (
      <>
        <RecordCard
          title={t('orderCreated')}
          aside={<StatusBadge tone="pending">{t('status:funds.unpaid')}</StatusBadge>}
          rows={[
            { label: t('orderNo'), value: started.orderNo },
            { label: t('payChannel'), value: started.payChannel, translatable: true },
            { label: t('amount'), value: formatWireMoney(started.amount), strong: true },
          ]}
        />
        <p className={money.note}>{started.payUrl ? t('payHint') : t('noPayUrl')}</p>
        {started.payUrl && (
          <a className={styles.payLink} href={started.payUrl} target="_blank" rel="noopener noreferrer">
            {t('payNow')}
          </a>
        )}
        <Button variant="secondary" fullWidth onPress={() => navigateTo(paths.record)}>
          {t('records')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onPress={() => {
            setStarted(null);
            changeAmount('');
          }}
        >
          {t('newRecharge')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Card title={t('payChannel')} padding="none">
        <div className={money.options} role="radiogroup" aria-label={t('payChannel')}>
          {channels.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === channelId}
              className={money.optionRow.dividerAbove}
              onClick={() => setChannelId(c.id)}
            >
              <span className={styles.channelIcon} aria-hidden="true">
                {c.icon ? <img src={c.icon} alt="" className={styles.channelImage} /> : <Icon path={icons.card} size={20} />}
              </span>
              <span className={money.optionText}>
                <span className={styles.channelName}>{c.name}</span>
                <span className={money.muted} translate="no">
                  {formatWireMoney(c.min ?? configMin)} – {formatWireMoney(c.max ?? configMax)}
                </span>
              </span>
              <span className={money.optionMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      </Card>

      <Card>
        <div className={money.formStack}>
          <AmountInput label={t('amount')} symbol="$" {...amountInput} description={t('limits', limitRange(min, max))} />
          <div className={styles.quick} role="group" aria-label={t('quickAmounts')}>
            {QUICK_AMOUNTS.filter((q) => (min === null || BigInt(q * 100) >= min) && (max === null || BigInt(q * 100) <= max)).map((q) => {
              const text = String(q);
              return (
                <button
                  key={q}
                  type="button"
                  className={styles.quickButton}
                  aria-pressed={amount === text}
                  onClick={() => changeAmount(text)}
                >
                  {formatMinorMoney(BigInt(q * 100), { wholeWithoutCents: true })}
                </button>
              );
            })}
          </div>
          <Button fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')} onPress={() => void submit()}>
            {t('submit')}
          </Button>
        </div>
      </Card>
    </>
  );
}

function UsdtRecharge({ usdt, channel }: { usdt: NonNullable<Info['usdt']>; channel: Channel }) {
  const { t } = useTranslation(['recharge', 'common', 'status']);
  const networks: { network: string; address: string }[] =
    usdt.networks.length > 0 ? usdt.networks : usdt.network && usdt.address ? [{ network: usdt.network, address: usdt.address }] : [];
  const [network, setNetwork] = useState(usdt.network ?? networks[0]?.network ?? '');
  const { amount, reject: rejectAmount, inputProps: amountInput } = useAmountField();
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const keys = useActionKeys();
  const current = networks.find((n) => n.network === network) ?? networks[0];
  const min = wireToMinor(usdt.min) ?? 100n;
  const minText = usdt.min.replace(/\.0+$/, '');
  const warning = usdt.warning || t('usdtWarning', { min: minText });

  const typedMinor = wireToMinor(amount.replace(/\.$/, ''));
  const estimate = typedMinor === null ? null : multiplyByRate(typedMinor, usdt.rate);

  const submit = async () => {
    if (busy || !current) return;
    const result = validateAmount(amount, { min });
    if (!result.ok) {
      rejectAmount(result.error === 'empty' ? t('enterUsdtAmount') : result.error === 'belowMin' ? warning : t('invalidAmount'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post(
        '/app/user/recharge/recharge',
        { amount: minorToWire(result.minor), payChannelId: channel.id, network: current.network },
        { idempotencyKey: keys.keyFor(`usdt:${current.network}:${result.minor}`) },
      );
      keys.settle();
      setStarted(answer);
      toast.show(t('usdtSubmitted'));
    } catch (err) {
      toast.show(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={money.warning} role="note">
        {warning}
      </p>
      {networks.length > 1 && (
        <div className={money.segmented} role="radiogroup" aria-label={t('network')}>
          {networks.map((n) => (
            <button key={n.network} type="button" role="radio" aria-checked={n.network === network} className={money.segment} onClick={() => setNetwork(n.network)}>
              {n.network}
            </button>
          ))}
        </div>
      )}
      <Card title={t('depositAddress')}>
        <div className={money.formStack}>
          <div className={styles.addressRow}>
            <span className={money.muted}>{t('network')}</span>
            <span className={money.networkTag} translate="no">
              USDT · {current?.network}
            </span>
          </div>
          <code className={styles.address} translate="no">
            {current?.address}
          </code>
          <Button variant="secondary" fullWidth icon={<Icon path={icons.copy} size={16} />} onPress={() => current && void copyWithToast(current.address)}>
            {t('copyAddress')}
          </Button>
          <p className={money.muted}>{t('rate', { rate: usdt.rate })}</p>
        </div>
      </Card>

      {started ? (
        <>
          <RecordCard
            title={t('usdtSubmitted')}
            aside={<StatusBadge tone="pending">{t('status:funds.pending')}</StatusBadge>}
            rows={[
              { label: t('orderNo'), value: started.orderNo },
              { label: t('network'), value: started.usdt?.network ?? started.network },
              { label: t('usdtAmount'), value: `${started.usdt?.amount ?? started.usdtAmount} USDT`, strong: true },
              { label: t('estimatedCredit'), value: formatWireMoney(started.usdt?.estimatedAmount) },
            ]}
          />
          <p className={money.note}>{t('usdtPendingHint')}</p>
          <Button variant="secondary" fullWidth onPress={() => navigateTo(paths.record)}>
            {t('records')}
          </Button>
        </>
      ) : (
        <Card>
          <div className={money.formStack}>
            <AmountInput label={t('usdtAmount')} symbol="USDT" {...amountInput} description={t('usdtMin', { min: minText })} />
            <div className={styles.addressRow}>
              <span className={money.muted}>{t('estimatedCredit')}</span>
              <span translate="no">{estimate === null ? '--' : formatMinorMoney(estimate)}</span>
            </div>
            <Button fullWidth size="large" isLoading={busy} loadingLabel={t('common:loading')} onPress={() => void submit()}>
              {t('usdtSubmit')}
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}
