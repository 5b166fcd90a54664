import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { DataTable, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys } from '../../api/query';
import { MemberContext } from '../../components/MemberContext';
import { ErrorText, Page } from '../../lib/Page';
import { dateTime, money } from '../../lib/money';
import * as styles from '../../layout/console.css';

type Member = ResultOf<'/admin/console/members/search'>[number];
type Order = ResultOf<'/admin/money/order/page'>['records'][number];

/** Find a member by id or phone; their balances, funding details and orders. */
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
        <button
          type="button"
          className={styles.linkButton}
          aria-pressed={row.original.id === selected?.id}
          onClick={() => setSelected(row.original)}
        >
          #{row.original.id}
        </button>
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
      <div className={styles.twoColumns}>
        <DataTable
          label="Members found"
          columns={columns}
          data={search.data ?? []}
          getRowId={(m) => String(m.id)}
          isLoading={search.isFetching}
          emptyText={q ? 'No member matches.' : 'Type a phone number or an id.'}
          isRowSelected={(m) => m.id === selected?.id}
        />
        {selected ? (
          <MemberProfile key={selected.id} member={selected} />
        ) : (
          <p className={styles.notice}>Choose a member.</p>
        )}
      </div>
    </Page>
  );
}

function MemberProfile({ member }: { member: Member }) {
  const orders = useQuery({
    queryKey: [...keys.members, 'orders', member.id],
    queryFn: () => api.post('/admin/money/order/page', { userId: member.id, size: 10 }),
  });
  const columns: DataTableColumn<Order>[] = [
    { accessorKey: 'orderNo', header: 'Order' },
    { accessorKey: 'productName', header: 'Product' },
    {
      accessorKey: 'amount',
      header: 'Paid',
      meta: { align: 'end' },
      cell: ({ getValue }) => money(getValue<string>()),
    },
    { accessorKey: 'statusText', header: 'Status' },
  ];
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="member-title">
      <h2 id="member-title" className={styles.sectionTitle}>
        {member.username} (#{member.id})
      </h2>
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
      <MemberContext userId={member.id} movements={10} />
      <ErrorText error={orders.isError ? errorMessage(orders.error) : null} />
      <DataTable
        label="Orders"
        showCaption
        columns={columns}
        data={orders.data?.records ?? []}
        getRowId={(o) => String(o.id)}
        isLoading={orders.isPending}
        emptyText="No orders."
      />
    </section>
  );
}
