import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contentTypeValues, type ContentType, type RequestOf, type ResultOf } from '@aurum/api-client';
import { DataTable, SelectField, TextAreaField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
import { dateTime } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';
import * as own from './content.css';
import { EditorCard, contentKeys, pageLocales, refresh, useDraft } from './shared';

type Text = ResultOf<'/admin/community/content/list'>[number];
type Locale = RequestOf<'/admin/community/content/save'>['locale'];
interface Row {
  locale: Locale;
  language: string;
  text: Text | undefined;
}

const typeLabels: Record<ContentType, string> = {
  about: 'About us',
  guide: 'Guide',
  agreement: 'Member agreement',
};

/** The about, guide and agreement pages, one text per language of the member app. */
export function PagesPanel({ canEdit }: { canEdit: boolean }) {
  const [type, setType] = useState<ContentType>('about');
  const { selected: locale, choose, result, setResult } = useRowSelection<Locale>();
  const list = useQuery({
    queryKey: contentKeys.pages,
    queryFn: () => api.post('/admin/community/content/list'),
  });
  const rows = useMemo<Row[]>(
    () =>
      pageLocales.map((l) => ({
        locale: l.value,
        language: l.label,
        text: list.data?.find((t) => t.type === type && t.locale === l.value),
      })),
    [list.data, type],
  );
  const current = rows.find((r) => r.locale === locale);
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'language',
        header: 'Language',
        cell: ({ row }) => (
          <RowLink isSelected={row.original.locale === locale} onSelect={() => choose(row.original.locale)}>
            <span lang={row.original.locale}>{row.original.language}</span>
          </RowLink>
        ),
      },
      { id: 'code', header: 'Code', cell: ({ row }) => row.original.locale },
      {
        id: 'title',
        header: 'Title',
        cell: ({ row }) =>
          row.original.text?.title ?? <span className={styles.muted}>not written (English is shown)</span>,
      },
      { id: 'updated', header: 'Updated', cell: ({ row }) => dateTime(row.original.text?.updatedAt) },
    ],
    [locale, choose],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.toolbar}>
        <SelectField
          className={styles.field}
          label="Page"
          value={type}
          onChange={(v) => {
            setType(v as ContentType);
            setResult(null);
          }}
          options={contentTypeValues.map((t) => ({ value: t, label: typeLabels[t] }))}
        />
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail notice={`Choose a language to ${canEdit ? 'write' : 'read'} its text.`}>
        <DataTable
          label={`${typeLabels[type]} by language`}
          columns={columns}
          data={rows}
          getRowId={(r) => r.locale}
          isLoading={list.isPending}
          isRowSelected={(r) => r.locale === locale}
        />
        {current ? (
          <PageEditor
            key={`${type}:${current.locale}:${current.text?.updatedAt ?? ''}`}
            type={type}
            row={current}
            canEdit={canEdit}
            onSaved={setResult}
          />
        ) : null}
      </ListWithDetail>
    </div>
  );
}

function PageEditor({
  type,
  row,
  canEdit,
  onSaved,
}: {
  type: ContentType;
  row: Row;
  canEdit: boolean;
  onSaved: (message: string) => void;
}) {
  const original = useMemo(
    () => ({ title: row.text?.title ?? '', content: row.text?.content ?? '' }),
    [row.text],
  );
  const { form, set, changed, reset } = useDraft(original);
  const isNew = !row.text;
  const save = useMutation({
    mutationFn: () => {
      const body: RequestOf<'/admin/community/content/save'> = { type, locale: row.locale };
      for (const k of isNew ? (['title', 'content'] as const) : changed)
        body[k] = k === 'title' ? form[k].trim() : form[k];
      return api.post('/admin/community/content/save', body);
    },
    onSuccess: (saved) => onSaved(`${typeLabels[type]} (${row.language}) saved: “${saved.title}”.`),
    onSettled: () => refresh(contentKeys.pages),
  });
  const heading = `${typeLabels[type]} · ${row.language}`;
  if (!canEdit) {
    return (
      <section className={[styles.card, styles.stack].join(' ')} aria-label={heading}>
        <h2 className={styles.sectionTitle}>{row.text?.title ?? heading}</h2>
        <p className={styles.pre}>
          {row.text?.content ?? 'Not written: members in this language read the English text.'}
        </p>
      </section>
    );
  }
  return (
    <EditorCard
      id="page-editor"
      title={heading}
      error={save.error}
      changed={changed}
      isNew={isNew}
      isSaving={save.isPending}
      canSave={Boolean(form.title.trim() && form.content.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
    >
      {isNew && (
        <p className={own.hint}>Not written yet: members in this language now read the English text.</p>
      )}
      <TextField label="Title" value={form.title} onChange={set('title')} maxLength={200} isRequired />
      <TextAreaField
        label="Text"
        value={form.content}
        onChange={set('content')}
        maxLength={100000}
        rows={12}
        isRequired
      />
    </EditorCard>
  );
}
