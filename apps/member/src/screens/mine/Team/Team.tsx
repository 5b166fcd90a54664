import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Button, Card, maskPhone } from '@aurum/ui';
import { RefreshableScreenPage } from '../../../layout/RefreshableScreenPage';
import { api } from '../../../api/client';
import { useProfile } from '../../../session';
import { navigateTo, paths } from '../../../navigation';
import { Icon } from '../../../components/icons';
import * as icons from '../../../components/icons';
import { ListFooter } from '../../../components/PagedList/ListFooter';
import { usePagedList } from '../../../components/PagedList/usePagedList';
import { copyWithToast } from '../../../lib/clipboard';
import { formatDateTime } from '../../../lib/dates';
import * as styles from './Team.css';

interface Summary {
  teamSize: number;
  buyerCount: number;
}

/** Team (tab 3): single-level team size and buyers, invitation code, the invited members. */
export default function Team() {
  const { t } = useTranslation(['team', 'common']);
  const { user, reload: reloadProfile } = useProfile();
  const [summary, setSummary] = useState<Summary | null>(null);

  const fetchMembers = useCallback(async (page: number, size: number) => {
    const result = await api.post('/app/user/getUserTeamInfoSingleLevel', { page, size });
    if (page === 1) setSummary({ teamSize: result.teamSize, buyerCount: result.buyerCount });
    return result;
  }, []);
  const list = usePagedList(fetchMembers, (m) => m.id);
  const { reload: reloadMembers } = list;
  const refresh = useCallback(
    () => Promise.all([reloadMembers(), reloadProfile()]),
    [reloadMembers, reloadProfile],
  );

  const code = user?.invitationCode;

  return (
    <RefreshableScreenPage onRefresh={refresh} onReachBottom={() => void list.loadMore()}>
      <section className={styles.summary} aria-label={t('summary')}>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('teamSize')}</dt>
            <dd className={styles.figureValue}>{summary ? summary.teamSize : '--'}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('buyers')}</dt>
            <dd className={styles.figureValue}>{summary ? summary.buyerCount : '--'}</dd>
          </div>
        </dl>
      </section>

      <Card>
        <div className={styles.invite}>
          <div className={styles.inviteText}>
            <span className={styles.secondary}>{t('invitationCode')}</span>
            <span className={styles.inviteCode} translate="no" data-dynamic>
              {code ?? '--'}
            </span>
          </div>
          <Button
            size="small"
            variant="secondary"
            icon={<Icon path={icons.copy} size={16} />}
            isDisabled={!code}
            aria-label={t('copyInvitationCode')}
            onPress={() => code && void copyWithToast(code)}
          >
            {t('common:copy')}
          </Button>
        </div>
        <Button
          className={styles.shareButton}
          fullWidth
          icon={<Icon path={icons.share} size={18} />}
          onPress={() => navigateTo(paths.share)}
        >
          {t('inviteFriends')}
        </Button>
      </Card>

      <section className={styles.members} aria-labelledby="team-members">
        <h2 id="team-members" className={styles.membersTitle}>
          {t('members')}
        </h2>
        {list.items.length > 0 && (
          <ul className={styles.list}>
            {list.items.map((member) => (
              <li key={member.id} className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.phone} translate="no">
                    {maskPhone(member.phone)}
                  </span>
                  <span className={styles.secondary}>
                    {t('registeredOn', { date: formatDateTime(member.registered, false) })}
                  </span>
                </div>
                <span className={styles.badge} data-bought={member.hasBought || undefined}>
                  {member.hasBought ? t('bought') : t('notBought')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <ListFooter list={list} emptyMessage={t('empty')} />
      </section>
    </RefreshableScreenPage>
  );
}
