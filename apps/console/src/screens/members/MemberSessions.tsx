import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResultOf } from '@aurum/api-client';
import { Button, ConfirmDialog, DataTable, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { ErrorText } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';

type Session = ResultOf<'/admin/console/members/sessions'>[number];

/**
 * A member's sessions (signed-in devices): end one, or all of them. A revoked member's next call
 * is refused with 50001 and the member app returns to its login.
 */
export function MemberSessions({
  userId,
  onResult,
}: {
  userId: number;
  onResult: (message: string) => void;
}) {
  const sessions = useQuery({
    queryKey: [...keys.members, 'sessions', userId],
    queryFn: () => api.post('/admin/console/members/sessions', { userId }),
  });
  // undefined: nothing asked; null: every session; a string: that one
  const [confirming, setConfirming] = useState<string | null | undefined>(undefined);
  const revoke = useMutation({
    mutationFn: (sessionId: string | null) =>
      api.post('/admin/console/members/sessions/revoke', { userId, sessionId: sessionId ?? undefined }),
    onSuccess: ({ revoked }, sessionId) =>
      onResult(
        sessionId
          ? `Session ${sessionId} ended: the member is signed out on that device.`
          : `${revoked} session${revoked === 1 ? '' : 's'} ended: the member is signed out everywhere.`,
      ),
    onSettled: () => {
      setConfirming(undefined);
      void queryClient.invalidateQueries({ queryKey: [...keys.members, 'sessions', userId] });
      void queryClient.invalidateQueries({ queryKey: keys.audit });
    },
  });
  const live = (sessions.data ?? []).filter((s) => s.live);
  const columns: DataTableColumn<Session>[] = [
    { accessorKey: 'id', header: 'Session', cell: ({ getValue }) => <code>{getValue<string>()}</code> },
    { accessorKey: 'createTime', header: 'Signed in', cell: ({ getValue }) => dateTime(getValue<string>()) },
    { accessorKey: 'expiresAt', header: 'Expires', cell: ({ getValue }) => dateTime(getValue<string>()) },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) =>
        row.original.live ? (
          <span className={styles.badge}>Live</span>
        ) : row.original.revokedAt ? (
          `Ended ${dateTime(row.original.revokedAt)}`
        ) : (
          'Expired'
        ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: ({ row }) =>
        row.original.live ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-label={`End session ${row.original.id}`}
            onClick={() => setConfirming(row.original.id)}
          >
            End
          </button>
        ) : null,
    },
  ];
  return (
    <div className={styles.stack}>
      <ErrorText
        error={
          sessions.isError ? errorMessage(sessions.error) : revoke.isError ? errorMessage(revoke.error) : null
        }
      />
      <DataTable
        label="Sessions"
        columns={columns}
        data={sessions.data ?? []}
        getRowId={(s) => s.id}
        isLoading={sessions.isPending}
        emptyText="The member has never signed in."
      />
      <div className={styles.actions}>
        <Button variant="danger" isDisabled={live.length === 0} onPress={() => setConfirming(null)}>
          End all sessions ({live.length})
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        title={confirming ? 'End this session?' : 'End every session of this member?'}
        message={
          confirming
            ? `The member is signed out on the device of session ${confirming}.`
            : `The member is signed out on ${live.length} device${live.length === 1 ? '' : 's'} and must sign in again.`
        }
        confirmLabel="End"
        isDestructive
        isConfirmLoading={revoke.isPending}
        onConfirm={() => confirming !== undefined && revoke.mutate(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </div>
  );
}
