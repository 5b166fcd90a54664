import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import {
  Button,
  DataTable,
  SelectField,
  TextAreaField,
  TextField,
  confirm,
  type DataTableColumn,
} from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';
import * as own from './content.css';
import {
  EditorCard,
  OnOff,
  TranslationsEditor,
  contentKeys,
  enabledOptions,
  refresh,
  useDraft,
  yesNo,
} from './shared';

type Message = ResultOf<'/admin/community/scrollMessages/list'>[number];
type SaveBody = RequestOf<'/admin/community/scrollMessages/save'>;

/** The announcements that scroll across the member app's home. */
export function ScrollMessagesPanel({ canEdit }: { canEdit: boolean }) {
  const { selected, setSelected, choose, showSaved, result } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: contentKeys.scroll,
    queryFn: () => api.post('/admin/community/scrollMessages/list'),
  });
  // in the order members see them: larger sort first, then newer first
  const messages = useMemo(
    () => [...(list.data ?? [])].sort((a, b) => b.sort - a.sort || b.id - a.id),
    [list.data],
  );
  const message = typeof selected === 'number' ? messages.find((m) => m.id === selected) : undefined;
  const columns = useMemo<DataTableColumn<Message>[]>(
    () => [
      {
        accessorKey: 'content',
        header: 'Message',
        cell: ({ row }) => (
          <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
            {row.original.content}
          </RowLink>
        ),
      },
      { accessorKey: 'enabled', header: 'Shown', cell: ({ getValue }) => <OnOff on={getValue<boolean>()} /> },
      { accessorKey: 'sort', header: 'Sort', meta: { align: 'end' } },
      { accessorKey: 'createdAt', header: 'Written', cell: ({ getValue }) => dateTime(getValue<string>()) },
    ],
    [selected, choose],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.actions}>
        {canEdit && (
          <Button variant="secondary" onPress={() => setSelected('new')}>
            New scroll message
          </Button>
        )}
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail
        notice={
          canEdit
            ? 'Choose a message to edit it, or write a new one.'
            : 'Your role can read the messages but not change them.'
        }
      >
        <DataTable
          label="Scroll messages"
          columns={columns}
          data={messages}
          getRowId={(m) => String(m.id)}
          isLoading={list.isPending}
          emptyText="No scroll messages."
          isRowSelected={(m) => m.id === selected}
        />
        {canEdit && (selected === 'new' || message) ? (
          <div className={styles.stack}>
            <MessageEditor
              key={message ? `${message.id}:${JSON.stringify(message)}` : 'new'}
              message={message ?? null}
              onSaved={(saved, text) => showSaved(saved?.id ?? null, text)}
            />
            {message && (
              <TranslationsEditor
                key={message.id}
                entity="scroll_message"
                entityId={message.id}
                fields={[{ field: 'content', label: 'Message' }]}
                multiline
              />
            )}
          </div>
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function MessageEditor({
  message,
  onSaved,
}: {
  message: Message | null;
  onSaved: (message: Message | null, text: string) => void;
}) {
  const original = useMemo(
    () => ({
      content: message?.content ?? '',
      enabled: yesNo(message?.enabled ?? true),
      sort: String(message?.sort ?? 0),
    }),
    [message],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = message ? { id: message.id } : {};
      for (const k of message ? changed : (Object.keys(form) as (keyof typeof form)[])) {
        const v = form[k];
        body[k] = k === 'enabled' ? v === 'yes' : k === 'sort' ? Number(v) || 0 : v.trim();
      }
      return api.post('/admin/community/scrollMessages/save', body as SaveBody);
    },
    onSuccess: (saved) => onSaved(saved, `Scroll message #${saved.id} saved.`),
    onSettled: () => refresh(contentKeys.scroll),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/admin/community/scrollMessages/delete', { id }),
    onSuccess: () => onSaved(null, 'Scroll message deleted.'),
    onSettled: () => refresh(contentKeys.scroll),
  });
  return (
    <EditorCard
      id="scroll-editor"
      title={message ? `Edit scroll message #${message.id}` : 'New scroll message'}
      error={save.error ?? remove.error}
      changed={changed}
      isNew={!message}
      isSaving={save.isPending}
      canSave={Boolean(form.content.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
      extraActions={
        message && (
          <Button
            variant="secondary"
            isLoading={remove.isPending}
            onPress={async () => {
              if (
                await confirm({
                  title: 'Delete this scroll message?',
                  confirmLabel: 'Delete',
                  isDestructive: true,
                })
              )
                remove.mutate(message.id);
            }}
          >
            Delete
          </Button>
        )
      }
    >
      <TextAreaField
        label="Message (English)"
        value={form.content}
        onChange={set('content')}
        maxLength={500}
        rows={3}
        isRequired
      />
      <SelectField label="Shown" value={form.enabled} onChange={set('enabled')} options={enabledOptions} />
      <TextField
        label="Sort"
        description="Larger first"
        value={form.sort}
        onChange={set('sort')}
        inputMode="numeric"
      />
    </EditorCard>
  );
}
