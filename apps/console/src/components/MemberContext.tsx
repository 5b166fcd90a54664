import { useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../api/client';
import { keys } from '../api/query';
import { dateTime, money } from '../lib/money';
import * as styles from '../layout/console.css';

/** A member's balances and latest movements (the ledger's funding details), beside an action. */
export function MemberContext({ userId, movements = 5 }: { userId: number; movements?: number }) {
  const ledger = useQuery({
    queryKey: [...keys.members, 'ledger', userId, movements],
    queryFn: () => api.post('/admin/money/ledger/member', { userId, size: movements }),
  });
  const member = useQuery({
    queryKey: [...keys.members, 'search', String(userId)],
    queryFn: () => api.post('/admin/console/members/search', { query: String(userId) }),
    select: (list) => list.find((m) => m.id === userId),
  });
  if (ledger.isError) return <p className={styles.error}>{errorMessage(ledger.error)}</p>;
  if (!ledger.data) return <p className={styles.muted}>Loading member…</p>;
  const m = member.data;
  return (
    <section aria-label="Member" className={styles.stack}>
      <dl className={styles.detailList}>
        <dt>Member</dt>
        <dd>
          #{userId}
          {m ? ` · ${m.areaCode} ${m.phone} · ${m.username}` : ''}
          {m?.status === 'disabled' ? ' · disabled' : ''}
        </dd>
        <dt>Cash</dt>
        <dd>{money(ledger.data.cash)}</dd>
        <dt>Available</dt>
        <dd>{money(ledger.data.available)}</dd>
        <dt>Held (withdrawals)</dt>
        <dd>{money(ledger.data.frozen)}</dd>
        <dt>Income not yet received</dt>
        <dd>{money(ledger.data.unreceived)}</dd>
      </dl>
      <div>
        <h3 className={styles.statLabel}>Recent movements</h3>
        {ledger.data.movements.records.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ul className={styles.movementList}>
            {ledger.data.movements.records.map((r) => (
              <li key={`${r.id}-${r.kind}`}>
                <span>{r.typeText}</span>
                {r.holdStatus ? <span className={styles.muted}> ({r.holdStatus})</span> : null}{' '}
                <strong>{money(r.signedAmount)}</strong>{' '}
                <span className={styles.muted}>{dateTime(r.createTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
