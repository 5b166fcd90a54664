import { Fragment, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ResultOf } from '@aurum/api-client';
import { Button, DelayedSpinner, EmptyState, RoundedPopup, TextField, toast } from '@aurum/ui';
import { ScreenPage } from '../../../layout';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/errors';
import { copyWithToast } from '../../../lib/clipboard';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirm/DeleteConfirmDialog';
import { useDeleteConfirm } from '../../../components/DeleteConfirm/useDeleteConfirm';
import { RecordCard } from '../../../components/money/RecordCard';
import { formatDateTime, isWalletAddress, walletTypes, type WalletType } from '../../../components/money/format';
import { useFormSubmit } from '../../../forms/useFormSubmit';
import * as money from '../../../components/money/money.css';
import * as styles from './BindUsdt.css';

type Wallet = ResultOf<'/app/wallet/listWallet'>[number];

const MAX_NAME = 64;

/** USDT wallets: list, add, edit, delete; type TRC20 or ERC20, the address checked for its network. */
export default function BindUsdt() {
  const { t, i18n } = useTranslation(['withdraw', 'common']);
  const [wallets, setWallets] = useState<Wallet[] | null>(null);
  const [editing, setEditing] = useState<Wallet | 'new' | null>(null);

  const load = useCallback(async () => {
    try {
      setWallets(await api.post('/app/wallet/listWallet'));
    } catch (error) {
      toast.show(errorMessage(error));
      setWallets((w) => w ?? []);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const removal = useDeleteConfirm<Wallet>(async (wallet, close) => {
    await api.post('/app/wallet/delWallet', { id: wallet.id });
    toast.show(t('walletDeleted'));
    close();
    await load();
  });
  const toDelete = removal.target;

  return (
    <ScreenPage>
      {wallets === null ? (
        <DelayedSpinner label={t('common:loading')} />
      ) : wallets.length === 0 ? (
        <EmptyState message={t('noWallets')} />
      ) : (
        <ul className={money.list} aria-label={t('walletList')}>
          {wallets.map((w) => (
            <li key={w.id}>
              <RecordCard
                title={w.name || t('usdtWallet')}
                aside={<span className={styles.typeTag}>{w.type}</span>}
                rows={[
                  { label: t('address'), value: <GroupedAddress address={w.address} /> },
                  { label: t('boundAt'), value: formatDateTime(w.createTime, i18n.language) },
                ]}
                footer={
                  <div className={styles.actions}>
                    <Button size="small" variant="secondary" onPress={() => void copyWithToast(w.address)}>
                      {t('common:copy')}
                    </Button>
                    <Button size="small" variant="secondary" onPress={() => setEditing(w)}>
                      {t('edit')}
                    </Button>
                    {/* outlined like Edit and like a bank card's Delete; the confirmation is the red step */}
                    <Button size="small" variant="secondary" onPress={() => removal.ask(w)}>
                      {t('delete')}
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Button fullWidth size="large" onPress={() => setEditing('new')}>
        {t('addWallet')}
      </Button>
      <p className={money.note}>{t('walletNote')}</p>

      <RoundedPopup
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        placement="bottom"
        title={editing === 'new' ? t('addWallet') : t('editWallet')}
        closeLabel={t('common:close')}
      >
        {editing !== null && (
          <WalletForm
            wallet={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              void load();
            }}
          />
        )}
      </RoundedPopup>

      <DeleteConfirmDialog
        confirm={removal.dialog}
        title={t('deleteWalletTitle')}
        message={toDelete ? t('deleteWalletMessage', { address: toDelete.address }) : undefined}
        confirmLabel={t('delete')}
      />
    </ScreenPage>
  );
}

function WalletForm({ wallet, onSaved }: { wallet: Wallet | null; onSaved: () => void }) {
  const { t } = useTranslation(['withdraw', 'common']);
  const [type, setType] = useState<WalletType>(wallet?.type === 'ERC20' ? 'ERC20' : 'TRC20');
  const [address, setAddress] = useState(wallet?.address ?? '');
  const [name, setName] = useState(wallet?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const value = address.trim();

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      const problem = !value ? t('addressEmpty') : !isWalletAddress(type, value) ? t('addressInvalid', { type }) : undefined;
      setError(problem);
      if (problem) toast.show(problem);
      return !problem;
    },
    send: async () => {
      const body = { type, address: value, name: name.trim() || undefined };
      if (wallet) await api.post('/app/wallet/editWallet', { id: wallet.id, ...body });
      else await api.post('/app/wallet/addWallet', body);
      toast.show(t('walletSaved'));
      onSaved();
    },
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <span className={styles.label} id="wallet-type">
          {t('walletType')}
        </span>
        <div className={money.segmented} role="radiogroup" aria-labelledby="wallet-type">
          {walletTypes.map((w) => (
            <button
              key={w}
              type="button"
              role="radio"
              aria-checked={type === w}
              className={money.segment}
              onClick={() => {
                setType(w);
                setError(undefined);
              }}
            >
              {w}
            </button>
          ))}
        </div>
      </div>
      <TextField
        label={t('address')}
        placeholder={type === 'TRC20' ? t('trc20Placeholder') : t('erc20Placeholder')}
        autoComplete="off"
        maxLength={100}
        value={address}
        onChange={(v) => {
          setAddress(v.replace(/\s+/g, ''));
          setError(undefined);
        }}
        errorMessage={error}
      />
      <TextField label={t('walletName')} placeholder={t('walletNamePlaceholder')} maxLength={MAX_NAME} value={name} onChange={setName} />
      <Button type="submit" fullWidth isLoading={busy} loadingLabel={t('common:loading')}>
        {t('common:save')}
      </Button>
    </form>
  );
}

/**
 * A wallet address in groups of four characters that may wrap only between groups (a <wbr> at each
 * boundary, no visible space), so a long address never breaks at an arbitrary character and reads
 * like the copy the member compares it with; copying the text gives the address unchanged.
 */
function GroupedAddress({ address }: { address: string }) {
  const groups = address.match(/.{1,4}/g) ?? [];
  return (
    <span className={styles.address} translate="no">
      {groups.map((group, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </span>
  );
}
