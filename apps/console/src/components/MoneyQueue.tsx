import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Button, SelectField } from '@aurum/ui';
import { refreshMoney } from '../api/query';
import { Pager } from '../lib/Page';
import { useRowSelection } from './ListWithDetail';
import * as styles from '../layout/console.css';

interface QueuePage<Row> {
  records: Row[];
  hasMore: boolean;
}

/**
 * A money queue (recharges, withdrawals): a status filter, one page at a time, the chosen row and
 * the last decision's outcome. The outcome stays on screen after the row leaves the filtered list.
 */
export function useMoneyQueue<Status extends string, Row extends { id: number }>(
  initialStatus: Status,
  list: (status: Status, page: number) => { queryKey: QueryKey; queryFn: () => Promise<QueuePage<Row>> },
) {
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  const selection = useRowSelection<number>();
  // new requests arrive while the operator works the queue
  const query = useQuery({ ...list(status, page), refetchInterval: 15_000 });
  const records = useMemo(() => query.data?.records ?? [], [query.data]);
  // a changed filter starts again at page 1: the page the operator was on may not exist any more
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    ...selection,
    status,
    setStatus: filter(setStatus),
    filter,
    query,
    records,
    selectedRow: records.find((r) => r.id === selection.selected) ?? null,
    pager: query.data && <Pager page={page} hasMore={query.data.hasMore} onPage={setPage} />,
  };
}

/** The queue's status filter, the screen's own filters, and Refresh (for when 15 s is too long). */
export function QueueToolbar<Status extends string>({
  status,
  statusOptions,
  onStatus,
  query,
  children,
}: {
  status: Status;
  statusOptions: { value: string; label: string }[];
  onStatus: (status: Status) => void;
  query: UseQueryResult<unknown>;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      <SelectField
        className={styles.field}
        label="Status"
        value={status}
        options={statusOptions}
        onChange={(v) => onStatus(v as Status)}
      />
      {children}
      <Button variant="secondary" onPress={() => void query.refetch()} isLoading={query.isFetching}>
        Refresh
      </Button>
    </div>
  );
}

/**
 * A decision on one money request, asked for by a button and sent only once confirmed in a dialog
 * (spread `dialog` into the ConfirmDialog). Whatever the answer, the dialog closes and every money
 * figure is refetched.
 */
export function useConfirmedDecision<Decision extends string, Result>({
  send,
  onSuccess,
}: {
  send: (decision: Decision) => Promise<Result>;
  onSuccess: (result: Result, decision: Decision) => void;
}) {
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess,
    onSettled: () => {
      setConfirming(null);
      refreshMoney();
    },
  });
  return {
    confirming,
    ask: setConfirming,
    mutation,
    dialog: {
      isOpen: confirming !== null,
      isConfirmLoading: mutation.isPending,
      onConfirm: () => confirming && mutation.mutate(confirming),
      onClose: () => setConfirming(null),
    },
  };
}
