import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { DataTable, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys } from '../../api/query';
import { ErrorText, Page, Pager } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';

type Entry = ResultOf<'/admin/console/audit/page'>['records'][number];

/** Who did what and when; each entry's changed fields, before → after. */
export default function AuditScreen() {
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...keys.audit, { action, target, page }],
    queryFn: () =>
      api.post('/admin/console/audit/page', {
        action: action.trim() || undefined,
        target: target.trim() || undefined,
        page,
        size: 20,
      }),
  });
  const columns: DataTableColumn<Entry>[] = [
    { accessorKey: 'createTime', header: 'When', cell: ({ getValue }) => dateTime(getValue<string>()) },
    {
      accessorKey: 'operator',
      header: 'Operator',
      cell: ({ getValue }) => getValue<string | null>() ?? 'system',
    },
    { accessorKey: 'action', header: 'Action' },
    { accessorKey: 'target', header: 'Target', cell: ({ getValue }) => getValue<string | null>() ?? '—' },
    {
      id: 'diff',
      header: 'Changes',
      cell: ({ row }) => <Diff before={row.original.before} after={row.original.after} />,
    },
  ];
  const reset = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  return (
    <Page title="Audit log">
      <div className={styles.toolbar}>
        <TextField
          className={styles.field}
          label="Action starts with"
          value={action}
          onChange={reset(setAction)}
        />
        <TextField
          className={styles.field}
          label="Target (e.g. withdrawal:12)"
          value={target}
          onChange={reset(setTarget)}
        />
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <DataTable
        label="Audit log"
        columns={columns}
        data={list.data?.records ?? []}
        getRowId={(e) => String(e.id)}
        isLoading={list.isPending}
        emptyText="Nothing recorded."
        footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
      />
    </Page>
  );
}

function parse(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
}

const show = (v: unknown) => (v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

/** The fields that differ between before and after (all of after for a creation). */
function Diff({ before, after }: { before: string | null; after: string | null }) {
  const b = parse(before);
  const a = parse(after);
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => show(b[k]) !== show(a[k]));
  if (names.length === 0) return <span className={styles.muted}>no field changed</span>;
  return (
    <ul className={styles.movementList}>
      {names.slice(0, 8).map((k) => (
        <li key={k}>
          <strong>{k}</strong>: {before ? `${show(b[k])} → ` : ''}
          {show(a[k])}
        </li>
      ))}
      {names.length > 8 && <li className={styles.muted}>and {names.length - 8} more</li>}
    </ul>
  );
}
