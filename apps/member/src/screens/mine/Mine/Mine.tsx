import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Avatar, Button, Card, Cell, ConfirmDialog, MaskedText } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { logout, useProfile } from '../../../session';
import { navigateTo, paths, withQuery, type AppUrl } from '../../../navigation';
import { Icon, type IconPath } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { copyWithToast } from '../../../lib/clipboard';
import { formatMinorMoney, formatWireMoney, wireToMinor } from '../../../lib/money';
import { navIconButton } from '../../../components/NavIconButton/NavIconButton.css';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import * as styles from './Mine.css';

type MenuKey =
  | 'myGoods'
  | 'shareLink'
  | 'bonusRedemption'
  | 'fundingDetails'
  | 'changeFundPassword'
  | 'changeLoginPassword'
  | 'incomeRecords'
  | 'wallet'
  | 'settings';

/** Reset-Password takes `type`: 1 = fund password (also what "Forget password?" in the fund-password popup opens), 0 = login password. */
const menu: { key: MenuKey; icon: IconPath; url: AppUrl }[] = [
  { key: 'myGoods', icon: icons.goods, url: paths.order },
  { key: 'shareLink', icon: icons.share, url: paths.share },
  { key: 'bonusRedemption', icon: icons.gift, url: paths.bonusRedemption },
  { key: 'fundingDetails', icon: icons.funds, url: paths.fundingDetails },
  { key: 'changeFundPassword', icon: icons.lock, url: withQuery(paths.resetPassword, { type: 1 }) },
  { key: 'changeLoginPassword', icon: icons.key, url: withQuery(paths.resetPassword, { type: 0 }) },
  { key: 'incomeRecords', icon: icons.income, url: paths.income },
  { key: 'wallet', icon: icons.wallet, url: paths.bindUsdt },
  { key: 'settings', icon: icons.settings, url: paths.setting },
];

/** Mine (tab 4): profile, balance and income figures, invitation code, links, logout. */
export default function Mine() {
  const { t } = useTranslation(['mine', 'common']);
  const { user, asset, failed: profileFailed, reload: reloadProfile } = useProfile();
  const [teamSize, setTeamSize] = useState<number | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const loadTeam = useCallback(async () => {
    try {
      const team = await api.post('/app/user/getUserTeamInfoSingleLevel', { page: 1, size: 1 });
      setTeamSize(team.teamSize);
    } catch {
      // the figure stays "--"
    }
  }, []);
  useEffect(() => {
    void loadTeam();
  }, [loadTeam]);
  const reload = useCallback(() => Promise.all([reloadProfile(), loadTeam()]), [reloadProfile, loadTeam]);

  // the balance is what can be spent; money held for pending withdrawals is said apart (as on Withdraw)
  const balance = wireToMinor(asset?.balance ?? user?.balance);
  const available = wireToMinor(asset?.available ?? user?.available);
  const held = balance !== null && available !== null ? balance - available : 0n;

  const figures: { label: string; value: string }[] = [
    { label: t('todayIncome'), value: formatWireMoney(asset?.todayIncome) },
    { label: t('assets'), value: formatWireMoney(asset?.assets) },
    { label: t('fixedIncome'), value: formatWireMoney(asset?.fixedIncome) },
    { label: t('teamSize'), value: teamSize === null ? '--' : String(teamSize) },
  ];

  return (
    <RefreshableScreenPage
      onRefresh={reload}
      navRight={
        <button
          type="button"
          className={navIconButton.plain}
          aria-label={t('settings')}
          onClick={() => navigateTo(paths.setting)}
        >
          <Icon path={icons.settings} />
        </button>
      }
    >
      {profileFailed && !user ? (
        <LoadFailed onRetry={() => void reload()} />
      ) : (
        <>
          <Card>
            <div className={styles.profile}>
              <Avatar
                src={user?.headUrl || null}
                name={user?.userName}
                colorIndex={user ? user.id % 20 : undefined}
                size="large"
                decorative
              />
              <div className={styles.profileText}>
                <h2 className={styles.nickname}>{user?.userName ?? '\u00a0'}</h2>
                <span className={styles.secondary}>
                  {user ? (
                    <>
                      <span translate="no">{user.areaCode} </span>
                      <MaskedText kind="phone" value={user.phone} />
                    </>
                  ) : (
                    '\u00a0'
                  )}
                </span>
                {user && (
                  <span className={styles.secondary} data-dynamic>
                    {t('memberId', { id: user.id })}
                  </span>
                )}
              </div>
            </div>
          </Card>

          <section className={styles.balancePanel} aria-label={t('balance')}>
            <div>
              <div className={styles.balanceLabel}>{t('balance')}</div>
              <div className={styles.balanceValue} translate="no" data-testid="mine-balance">
                {formatWireMoney(asset?.available ?? user?.available)}
              </div>
              {held > 0n && (
                <div className={styles.balanceLabel} data-testid="mine-on-hold">
                  {t('onHold', { amount: formatMinorMoney(held) })}
                </div>
              )}
            </div>
            <dl className={styles.figures}>
              {figures.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{figure.label}</dt>
                  <dd className={styles.figureValue} translate="no">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      )}

      <div className={styles.actions}>
        <Button icon={<Icon path={icons.recharge} size={18} />} onPress={() => navigateTo(paths.recharge)}>
          {t('recharge')}
        </Button>
        <Button
          variant="secondary"
          icon={<Icon path={icons.withdraw} size={18} />}
          onPress={() => navigateTo(paths.withdraw)}
        >
          {t('withdraw')}
        </Button>
      </div>

      <Card>
        <div className={styles.invite}>
          <div className={styles.inviteText}>
            <span className={styles.secondary}>{t('invitationCode')}</span>
            <span className={styles.inviteCode} translate="no" data-dynamic>
              {user?.invitationCode ?? '--'}
            </span>
          </div>
          <Button
            size="small"
            variant="secondary"
            icon={<Icon path={icons.copy} size={16} />}
            isDisabled={!user?.invitationCode}
            aria-label={t('copyInvitationCode')}
            onPress={() => user?.invitationCode && void copyWithToast(user.invitationCode)}
          >
            {t('common:copy')}
          </Button>
        </div>
      </Card>

      <Card padding="none">
        {menu.map((item) => (
          <Cell
            key={item.key}
            title={
              item.key === 'changeFundPassword' && user && !user.hasFundPassword
                ? t('setFundPassword')
                : t(item.key)
            }
            icon={<Icon path={item.icon} className={styles.cellIcon} />}
            onPress={() => navigateTo(item.url)}
          />
        ))}
      </Card>

      <Button
        variant="danger"
        fullWidth
        icon={<Icon path={icons.logout} size={18} />}
        onPress={() => setConfirmLogout(true)}
      >
        {t('logout')}
      </Button>

      <ConfirmDialog
        isOpen={confirmLogout}
        title={t('logoutConfirmTitle')}
        message={t('logoutConfirmMessage')}
        confirmLabel={t('logout')}
        cancelLabel={t('common:cancel')}
        isDestructive
        isConfirmLoading={loggingOut}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setLoggingOut(true);
          void logout().finally(() => {
            setLoggingOut(false);
            setConfirmLogout(false);
          });
        }}
      />
    </RefreshableScreenPage>
  );
}
