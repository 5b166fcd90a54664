import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextAreaField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { ErrorText, Page, Pager } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink } from '../../components/ListWithDetail';
import { TranslationsEditor } from '../content/shared';

type Notice = ResultOf<'/admin/community/notices/list'>['records'][number];
type SaveBody = RequestOf<'/admin/community/notices/save'>;
type Locale = NonNullable<SaveBody['locale']>;

const locales: { value: Locale; label: string }[] = [
  { value: '', label: 'Every language' },
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'tr-TR', label: 'Türkçe' },
];

/** The notices members read (and the notice popup): list, publish or hide, write a new one. */
export default function NoticesScreen() {
  const role = useSessionState().session!.operator.role;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...keys.notices, page],
    queryFn: () => api.post('/admin/community/notices/list', { page, size: 20 }),
  });
  const columns: DataTableColumn<Notice>[] = [
    {
      accessorKey: 'title',
      header: 'Title',
      cell: ({ row }) =>
        can.editContent(role) ? (
          <RowLink onSelect={() => setEditing(row.original)}>{row.original.title}</RowLink>
        ) : (
          row.original.title
        ),
    },
    {
      accessorKey: 'locale',
      header: 'Language',
      cell: ({ getValue }) => getValue<string | null>() || 'every',
    },
    {
      accessorKey: 'published',
      header: 'Published',
      cell: ({ getValue }) => (getValue<boolean>() ? 'yes' : 'no'),
    },
    { accessorKey: 'sort', header: 'Sort', meta: { align: 'end' } },
    { accessorKey: 'updatedAt', header: 'Updated', cell: ({ getValue }) => dateTime(getValue<string>()) },
  ];
  return (
    <Page
      title="Notices"
      actions={
        can.editContent(role) ? (
          <Button variant="secondary" onPress={() => setEditing('new')}>
            New notice
          </Button>
        ) : undefined
      }
    >
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail notice="Choose a notice to edit it.">
        <DataTable
          label="Notices"
          columns={columns}
          data={list.data?.records ?? []}
          getRowId={(n) => String(n.id)}
          isLoading={list.isPending}
          emptyText="No notices."
          footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
        />
        {editing ? (
          <div className={styles.stack}>
            <NoticeEditor
              key={editing === 'new' ? 'new' : editing.id}
              notice={editing === 'new' ? null : editing}
              onDone={(message) => {
                setResult(message);
                setEditing(null);
              }}
            />
            {/* a notice for every language is written in English and translated here; one
                written for a single language needs no translations */}
            {editing !== 'new' && !editing.locale && (
              <TranslationsEditor
                key={`translations-${editing.id}`}
                entity="notice"
                entityId={editing.id}
                fields={[
                  { field: 'title', label: 'Title' },
                  { field: 'content', label: 'Text' },
                ]}
                multiline
              />
            )}
          </div>
        ) : null}
      </ListWithDetail>
    </Page>
  );
}

function NoticeEditor({ notice, onDone }: { notice: Notice | null; onDone: (message: string) => void }) {
  const [title, setTitle] = useState(notice?.title ?? '');
  const [content, setContent] = useState(notice?.content ?? '');
  const [locale, setLocale] = useState<Locale>((notice?.locale ?? '') as Locale);
  const [published, setPublished] = useState(notice?.published ?? false);
  const [sort, setSort] = useState(String(notice?.sort ?? 0));
  const save = useMutation({
    mutationFn: () =>
      api.post('/admin/community/notices/save', {
        ...(notice ? { id: notice.id } : {}),
        title: title.trim(),
        content,
        locale,
        published,
        sort: Number(sort) || 0,
      }),
    onSuccess: (saved) => onDone(`Notice “${saved.title}” saved${saved.published ? ' and published' : ''}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.notices }),
  });
  return (
    <form
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby="notice-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="notice-title" className={styles.sectionTitle}>
        {notice ? `Edit “${notice.title}”` : 'New notice'}
      </h2>
      <ErrorText error={save.isError ? errorMessage(save.error) : null} />
      <TextField label="Title" value={title} onChange={setTitle} maxLength={200} isRequired />
      <TextAreaField
        label="Text"
        value={content}
        onChange={setContent}
        maxLength={10000}
        rows={6}
        isRequired
      />
      <SelectField
        label="Language"
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        options={locales}
      />
      <SelectField
        label="Published"
        value={published ? 'yes' : 'no'}
        onChange={(v) => setPublished(v === 'yes')}
        options={[
          { value: 'yes', label: 'Published' },
          { value: 'no', label: 'Hidden' },
        ]}
      />
      <TextField label="Sort" value={sort} onChange={setSort} inputMode="numeric" />
      <div className={styles.actions}>
        <Button type="submit" isLoading={save.isPending} isDisabled={!title.trim() || !content.trim()}>
          Save
        </Button>
      </div>
    </form>
  );
}
