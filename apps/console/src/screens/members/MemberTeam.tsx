import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { DataTable, Tabs, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys } from '../../api/query';
import { ErrorText, Pager } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';

type TeamMember = ResultOf<'/admin/console/members/team'>['members']['records'][number];
type Level = '1' | '2' | '3';

/** The member's team by level: who they invited (level 1), who those invited (2), and so on. */
export function MemberTeam({ userId }: { userId: number }) {
  const [level, setLevel] = useState<Level>('1');
  const [page, setPage] = useState(1);
  const team = useQuery({
    queryKey: [...keys.members, 'team', userId, level, page],
    queryFn: () => api.post('/admin/console/members/team', { userId, level: Number(level), page, size: 10 }),
  });
  const levels = team.data?.levels ?? [];
  const columns: DataTableColumn<TeamMember>[] = [
    { accessorKey: 'id', header: 'Id', cell: ({ getValue }) => `#${getValue<number>()}` },
    { id: 'phone', header: 'Phone', cell: ({ row }) => `${row.original.areaCode} ${row.original.phone}` },
    { accessorKey: 'username', header: 'Name' },
    {
      accessorKey: 'referrerId',
      header: 'Invited by',
      cell: ({ getValue }) => (getValue<number | null>() ? `#${getValue<number>()}` : '—'),
    },
    {
      accessorKey: 'hasBought',
      header: 'Bought',
      cell: ({ getValue }) => (getValue<boolean>() ? 'Yes' : 'No'),
    },
    { accessorKey: 'createTime', header: 'Joined', cell: ({ getValue }) => dateTime(getValue<string>()) },
  ];
  return (
    <div className={styles.stack}>
      <ErrorText error={team.isError ? errorMessage(team.error) : null} />
      <Tabs<Level>
        label="Team level"
        variant="segmented"
        selectedKey={level}
        onSelectionChange={(key) => {
          setLevel(key);
          setPage(1);
        }}
        items={(['1', '2', '3'] as const).map((key) => {
          const counts = levels.find((l) => String(l.level) === key);
          return {
            key,
            label: `Level ${key}${counts ? ` · ${counts.count} (${counts.buyers} bought)` : ''}`,
          };
        })}
      />
      <DataTable
        label={`Team level ${level}`}
        columns={columns}
        data={team.data?.members.records ?? []}
        getRowId={(m) => String(m.id)}
        isLoading={team.isPending}
        emptyText="Nobody at this level."
        footer={team.data && <Pager page={page} hasMore={team.data.members.hasMore} onPage={setPage} />}
      />
    </div>
  );
}
