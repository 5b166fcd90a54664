import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, SelectField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { ErrorText, Page } from '../../lib/Page';
import { useSessionState } from '../../session/session';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';

type OperatorRow = ResultOf<'/admin/console/operators/list'>[number];
type Role = OperatorRow['role'];
type Action = 'disable' | 'enable' | 'reset' | 'role';

const roleOptions: { value: Role; label: string }[] = [
  { value: 'support', label: 'Support — reads everything, edits content' },
  { value: 'finance', label: 'Finance — moves money' },
  { value: 'admin', label: 'Admin — everything' },
];

/** Admin only: who can sign in to the console, with which role; create, disable or enable an operator, reset a password. */
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
  const me = useSessionState().session!.operator.id;
  const [acting, setActing] = useState<{ op: OperatorRow; action: Action } | null>(null);
  const columns: DataTableColumn<OperatorRow>[] = [
    { accessorKey: 'id', header: 'Id', meta: { align: 'end' } },
    { accessorKey: 'username', header: 'Username' },
    { accessorKey: 'role', header: 'Role' },
    {
      accessorKey: 'disabled',
      header: 'State',
      cell: ({ getValue }) =>
        getValue<boolean>() ? <span className={styles.badge}>Disabled</span> : 'Active',
    },
    { accessorKey: 'createTime', header: 'Created', cell: ({ getValue }) => dateTime(getValue<string>()) },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const op = row.original;
        return (
          <span className={styles.actions}>
            {op.id !== me && (
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`${op.disabled ? 'Enable' : 'Disable'} ${op.username}`}
                onClick={() => setActing({ op, action: op.disabled ? 'enable' : 'disable' })}
              >
                {op.disabled ? 'Enable' : 'Disable'}
              </button>
            )}
            {op.id !== me && (
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`Change the role of ${op.username}`}
                onClick={() => setActing({ op, action: 'role' })}
              >
                Role
              </button>
            )}
            <button
              type="button"
              className={styles.linkButton}
              aria-label={`Reset password: ${op.username}`}
              onClick={() => setActing({ op, action: 'reset' })}
            >
              Reset password
            </button>
          </span>
        );
      },
    },
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Page title="Operators">
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <div className={styles.twoColumns}>
        <DataTable
          label="Operators"
          columns={columns}
          data={list.data ?? []}
          getRowId={(o) => String(o.id)}
          isLoading={list.isPending}
        />
        <div className={styles.stack}>
          {acting && (
            <OperatorAction
              key={`${acting.op.id}-${acting.action}`}
              operator={acting.op}
              action={acting.action}
              onDone={(message) => {
                setActing(null);
                setResult(message);
              }}
              onCancel={() => setActing(null)}
            />
          )}
          <form
            className={[styles.card, styles.stack].join(' ')}
            aria-labelledby="new-operator"
            onSubmit={submit}
          >
            <h2 id="new-operator" className={styles.sectionTitle}>
              New operator
            </h2>
            <ErrorText error={create.isError ? errorMessage(create.error) : null} />
            <TextField
              label="Username"
              value={username}
              onChange={setUsername}
              autoComplete="off"
              isRequired
            />
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
              options={roleOptions}
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
      </div>
    </Page>
  );
}

/**
 * Disable (the operator's sessions end at once and sign-in is refused), enable again, change the
 * role (from their next request), or set a new password (their sessions end; they sign in with the
 * new one). Each is confirmed first.
 */
function OperatorAction({
  operator,
  action,
  onDone,
  onCancel,
}: {
  operator: OperatorRow;
  action: Action;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>(operator.role);
  const withForm = action === 'reset' || action === 'role';
  const [confirming, setConfirming] = useState(!withForm);
  const act = useMutation({
    mutationFn: () =>
      action === 'reset'
        ? api.post('/admin/console/operators/resetPassword', { id: operator.id, password })
        : action === 'role'
          ? api.post('/admin/console/operators/setRole', { id: operator.id, role })
          : api.post('/admin/console/operators/disable', { id: operator.id, disabled: action === 'disable' }),
    onSuccess: (op) =>
      onDone(
        action === 'reset'
          ? `New password set for ${op.username}; their sessions ended.`
          : action === 'role'
            ? `${op.username} is now ${op.role}, from their next request.`
            : action === 'disable'
              ? `${op.username} is disabled: signed out everywhere and cannot sign in.`
              : `${op.username} can sign in again.`,
      ),
    onSettled: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: keys.operators });
      void queryClient.invalidateQueries({ queryKey: keys.audit });
    },
  });
  const title =
    action === 'reset'
      ? `Reset the password of ${operator.username}?`
      : action === 'role'
        ? `Make ${operator.username} ${role}?`
        : `${action === 'disable' ? 'Disable' : 'Enable'} ${operator.username}?`;
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="operator-action">
      <h2 id="operator-action" className={styles.sectionTitle}>
        {action === 'reset'
          ? `New password for ${operator.username}`
          : action === 'role'
            ? `Role of ${operator.username}`
            : title}
      </h2>
      <ErrorText error={act.isError ? errorMessage(act.error) : null} />
      {action === 'reset' && (
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault();
            if (password.length >= 8) setConfirming(true);
          }}
        >
          <TextField
            label="New password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            description="At least 8 characters; tell the operator in person"
            isRequired
          />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={password.length < 8} isLoading={act.isPending}>
              Set password
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {action === 'role' && (
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault();
            if (role !== operator.role) setConfirming(true);
          }}
        >
          <SelectField label="Role" value={role} onChange={(v) => setRole(v as Role)} options={roleOptions} />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={role === operator.role} isLoading={act.isPending}>
              Change role
            </Button>
            <Button variant="secondary" onPress={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title={title}
        message={
          action === 'disable'
            ? 'Their sessions end at once and they cannot sign in until enabled again.'
            : action === 'enable'
              ? 'They can sign in again with their password.'
              : action === 'role'
                ? 'What they may do changes from their next request.'
                : 'Their sessions end; they sign in with the new password.'
        }
        confirmLabel={
          action === 'reset'
            ? 'Set password'
            : action === 'role'
              ? 'Change role'
              : action === 'disable'
                ? 'Disable'
                : 'Enable'
        }
        isDestructive={action === 'disable'}
        isConfirmLoading={act.isPending}
        onConfirm={() => act.mutate()}
        onClose={() => {
          setConfirming(false);
          if (!withForm) onCancel();
        }}
      />
    </section>
  );
}
