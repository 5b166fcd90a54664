import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { ErrorText, Page } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';

type OperatorRow = ResultOf<'/admin/console/operators/list'>[number];
type Role = OperatorRow['role'];

/** Admin only: who can sign in to the console, with which role; create an operator. */
export default function OperatorsScreen() {
  const list = useQuery({
    queryKey: keys.operators,
    queryFn: () => api.post('/admin/console/operators/list'),
  });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [result, setResult] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api.post('/admin/console/operators/create', { username: username.trim(), password, role }),
    onSuccess: (op) => {
      setResult(`Operator ${op.username} created with the role ${op.role}.`);
      setUsername('');
      setPassword('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.operators }),
  });
  const columns: DataTableColumn<OperatorRow>[] = [
    { accessorKey: 'id', header: 'Id', meta: { align: 'end' } },
    { accessorKey: 'username', header: 'Username' },
    { accessorKey: 'role', header: 'Role' },
    { accessorKey: 'createTime', header: 'Created', cell: ({ getValue }) => dateTime(getValue<string>()) },
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Page title="Operators">
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <p role="status" className={result ? styles.success : styles.hiddenStatus}>
        {result}
      </p>
      <div className={styles.twoColumns}>
        <DataTable
          label="Operators"
          columns={columns}
          data={list.data ?? []}
          getRowId={(o) => String(o.id)}
          isLoading={list.isPending}
        />
        <form
          className={[styles.card, styles.stack].join(' ')}
          aria-labelledby="new-operator"
          onSubmit={submit}
        >
          <h2 id="new-operator" className={styles.sectionTitle}>
            New operator
          </h2>
          <ErrorText error={create.isError ? errorMessage(create.error) : null} />
          <TextField label="Username" value={username} onChange={setUsername} autoComplete="off" isRequired />
          <TextField
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            description="At least 8 characters"
            isRequired
          />
          <SelectField
            label="Role"
            value={role}
            onChange={(v) => setRole(v as Role)}
            options={[
              { value: 'support', label: 'Support — reads everything, edits content' },
              { value: 'finance', label: 'Finance — moves money' },
              { value: 'admin', label: 'Admin — everything' },
            ]}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              isLoading={create.isPending}
              isDisabled={username.trim().length < 3 || password.length < 8}
            >
              Create operator
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}
