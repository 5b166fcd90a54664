import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@aurum/api-client';
import { Button, DataTable, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { ErrorText, Page } from '../../lib/Page';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';

interface Setting {
  key: string;
  value: string;
  isDefault?: boolean;
}

type Area = 'money' | 'app';

/** What lives in the settings tables: money (fees, limits, withdrawal weekdays, rates) and the app's. */
export default function SettingsScreen() {
  const role = useSessionState().session!.operator.role;
  const [result, setResult] = useState<string | null>(null);
  const money = useQuery({
    queryKey: [...keys.settings, 'money'],
    queryFn: () => api.post('/admin/money/config/list'),
  });
  const app = useQuery({
    queryKey: [...keys.settings, 'app'],
    queryFn: () => api.post('/admin/community/config/list'),
  });
  const error = money.error ?? app.error;
  return (
    <Page title="Settings">
      <ErrorText error={error ? errorMessage(error) : null} />
      <ResultStatus result={result} />
      <SettingsTable
        area="money"
        title="Money"
        rows={money.data ?? []}
        isLoading={money.isPending}
        canEdit={can.administer(role)}
        onResult={setResult}
      />
      <SettingsTable
        area="app"
        title="App"
        rows={app.data ?? []}
        isLoading={app.isPending}
        canEdit={can.administer(role)}
        onResult={setResult}
      />
    </Page>
  );
}

function SettingsTable({
  area,
  title,
  rows,
  isLoading,
  canEdit,
  onResult,
}: {
  area: Area;
  title: string;
  rows: readonly Setting[];
  isLoading: boolean;
  canEdit: boolean;
  onResult: (message: string) => void;
}) {
  const [editing, setEditing] = useState<Setting | null>(null);
  const [value, setValue] = useState('');
  const save = useMutation({
    mutationFn: (s: { key: string; value: string }) =>
      area === 'money'
        ? api.post('/admin/money/config/set', s)
        : // the key is one the server listed, so one of its enum (the server validates it again)
          api.post('/admin/community/config/set', s as RequestOf<'/admin/community/config/set'>),
    onSuccess: (saved) => {
      onResult(`${saved.key} is now “${saved.value}”.`);
      setEditing(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.settings }),
  });
  const columns: DataTableColumn<Setting>[] = [
    { accessorKey: 'key', header: 'Setting' },
    {
      accessorKey: 'value',
      header: 'Value',
      cell: ({ row }) => (
        <>
          {row.original.value || <span className={styles.muted}>(empty)</span>}
          {row.original.isDefault ? <span className={styles.muted}> · default</span> : null}
        </>
      ),
    },
    ...(canEdit
      ? [
          {
            id: 'edit',
            header: 'Action',
            cell: ({ row }) => (
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`Edit ${row.original.key}`}
                onClick={() => {
                  setEditing(row.original);
                  setValue(row.original.value);
                  save.reset();
                }}
              >
                Edit
              </button>
            ),
          } satisfies DataTableColumn<Setting>,
        ]
      : []),
  ];
  return (
    <section className={styles.stack} aria-labelledby={`settings-${area}`}>
      <h2 id={`settings-${area}`} className={styles.sectionTitle}>
        {title}
      </h2>
      <DataTable
        label={`${title} settings`}
        columns={columns}
        data={rows}
        getRowId={(r) => r.key}
        isLoading={isLoading}
        emptyText="No settings."
      />
      {editing && (
        <form
          className={[styles.card, styles.stack].join(' ')}
          aria-label={`Edit ${editing.key}`}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ key: editing.key, value });
          }}
        >
          <ErrorText error={save.isError ? errorMessage(save.error) : null} />
          <TextField label={editing.key} value={value} onChange={setValue} />
          <div className={styles.actions}>
            <Button type="submit" isLoading={save.isPending}>
              Save
            </Button>
            <Button variant="secondary" onPress={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
