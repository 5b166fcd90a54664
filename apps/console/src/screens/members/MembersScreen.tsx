import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { DataTable, Tabs, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys } from '../../api/query';
import { MemberContext } from '../../components/MemberContext';
import { ErrorText, Page } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { MemberOrders } from './MemberOrders';
import { MemberSessions } from './MemberSessions';
import { MemberTeam } from './MemberTeam';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink } from '../../components/ListWithDetail';

type Member = ResultOf<'/admin/console/members/search'>[number];

/** Find a member by id or phone; their balances, funding details, orders, team and sessions. */
export default function MembersScreen() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Member | null>(null);
  const q = query.trim();
  const search = useQuery({
    queryKey: [...keys.members, 'search', q],
    queryFn: () => api.post('/admin/console/members/search', { query: q }),
    enabled: q.length > 0,
  });
  const columns: DataTableColumn<Member>[] = [
    {
      accessorKey: 'id',
      header: 'Id',
      cell: ({ row }) => (
        <RowLink isSelected={row.original.id === selected?.id} onSelect={() => setSelected(row.original)}>
          #{row.original.id}
        </RowLink>
      ),
    },
    { id: 'phone', header: 'Phone', cell: ({ row }) => `${row.original.areaCode} ${row.original.phone}` },
    { accessorKey: 'username', header: 'Name' },
    { accessorKey: 'status', header: 'Status' },
    { accessorKey: 'createTime', header: 'Joined', cell: ({ getValue }) => dateTime(getValue<string>()) },
  ];
  return (
    <Page title="Members">
      <div className={styles.toolbar}>
        <TextField
          className={styles.field}
          label="Phone or member id"
          type="tel"
          value={query}
          onChange={setQuery}
        />
      </div>
      <ErrorText error={search.isError ? errorMessage(search.error) : null} />
      <ListWithDetail notice="Choose a member.">
        <DataTable
          label="Members found"
          columns={columns}
          data={search.data ?? []}
          getRowId={(m) => String(m.id)}
          isLoading={search.isFetching}
          emptyText={q ? 'No member matches.' : 'Type a phone number or an id.'}
          isRowSelected={(m) => m.id === selected?.id}
        />
        {selected ? <MemberProfile key={selected.id} member={selected} /> : null}
      </ListWithDetail>
    </Page>
  );
}

type Section = 'funding' | 'orders' | 'team' | 'sessions';

/** One member: profile, then funding details, orders (void), team by level and sessions (revoke). */
function MemberProfile({ member }: { member: Member }) {
  const role = useSessionState().session!.operator.role;
  const [result, setResult] = useState<string | null>(null);
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="member-title">
      <h2 id="member-title" className={styles.sectionTitle}>
        {member.username} (#{member.id})
      </h2>
      <ResultStatus result={result} />
      <dl className={styles.detailList}>
        <dt>Phone</dt>
        <dd>
          {member.areaCode} {member.phone}
        </dd>
        <dt>Invitation code</dt>
        <dd>{member.invitationCode}</dd>
        <dt>Invited by</dt>
        <dd>{member.referrerId ? `#${member.referrerId}` : '—'}</dd>
      </dl>
      <Tabs<Section>
        label="Member details"
        items={[
          { key: 'funding', label: 'Funding' },
          { key: 'orders', label: 'Orders' },
          { key: 'team', label: 'Team' },
          { key: 'sessions', label: 'Sessions' },
        ]}
      >
        {(section) =>
          section === 'funding' ? (
            <MemberContext userId={member.id} movements={10} />
          ) : section === 'orders' ? (
            <MemberOrders userId={member.id} canVoid={can.moveMoney(role)} onResult={setResult} />
          ) : section === 'team' ? (
            <MemberTeam userId={member.id} />
          ) : (
            <MemberSessions userId={member.id} onResult={setResult} />
          )
        }
      </Tabs>
    </section>
  );
}
