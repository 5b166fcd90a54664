import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextField, confirm, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { ErrorText } from '../../lib/Page';
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
import { ImageField } from '../../components/ImageField';

type Slide = ResultOf<'/admin/community/swiper/list'>[number];
type SaveBody = RequestOf<'/admin/community/swiper/save'>;

/** The home banner's slides, in the order members see them. */
export function SlidesPanel({ canEdit }: { canEdit: boolean }) {
  const { selected, setSelected, choose, showSaved, result } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: contentKeys.slides,
    queryFn: () => api.post('/admin/community/swiper/list'),
  });
  const slides = useMemo(() => list.data ?? [], [list.data]);
  const slide = typeof selected === 'number' ? slides.find((s) => s.id === selected) : undefined;
  const columns = useMemo<DataTableColumn<Slide>[]>(
    () => [
      {
        accessorKey: 'title',
        header: 'Slide',
        cell: ({ row }) => (
          <RowLink isSelected={row.original.id === selected} onSelect={() => choose(row.original.id)}>
            {row.original.title || `Slide #${row.original.id}`}
          </RowLink>
        ),
      },
      {
        accessorKey: 'imageUrl',
        header: 'Picture',
        cell: ({ getValue }) => <span className={styles.muted}>{shorten(getValue<string>())}</span>,
      },
      { accessorKey: 'linkUrl', header: 'Link', cell: ({ getValue }) => getValue<string | null>() || '—' },
      { accessorKey: 'enabled', header: 'Shown', cell: ({ getValue }) => <OnOff on={getValue<boolean>()} /> },
      { accessorKey: 'sort', header: 'Sort', meta: { align: 'end' } },
    ],
    [selected, choose],
  );
  return (
    <div className={[styles.stack, own.panel].join(' ')}>
      <div className={styles.actions}>
        {canEdit && (
          <Button variant="secondary" onPress={() => setSelected('new')}>
            New slide
          </Button>
        )}
      </div>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail
        notice={canEdit ? 'Choose a slide to edit it, or add a new one.' : 'Choose a slide to see it.'}
      >
        <DataTable
          label="Slides"
          columns={columns}
          data={slides}
          getRowId={(s) => String(s.id)}
          isLoading={list.isPending}
          emptyText="No slides: the home banner is empty."
          isRowSelected={(s) => s.id === selected}
        />
        {selected === 'new' || slide ? (
          <div className={styles.stack}>
            <SlideEditor
              key={slide ? `${slide.id}:${JSON.stringify(slide)}` : 'new'}
              slide={slide ?? null}
              canEdit={canEdit}
              onSaved={(saved, message) => showSaved(saved?.id ?? null, message)}
            />
            {slide && canEdit && (
              <TranslationsEditor
                key={slide.id}
                entity="swiper_slide"
                entityId={slide.id}
                fields={slideTranslated}
              />
            )}
          </div>
        ) : null}
      </ListWithDetail>
    </div>
  );
}

/** A slide's title and its picture (a banner with text on it) are both translated. */
const slideTranslated = [
  { field: 'title', label: 'Title' },
  { field: 'image_url', label: 'Picture address' },
];

function shorten(url: string) {
  return url.startsWith('data:') ? 'inline picture' : url.length > 48 ? `${url.slice(0, 45)}…` : url;
}

function SlideEditor({
  slide,
  canEdit,
  onSaved,
}: {
  slide: Slide | null;
  canEdit: boolean;
  onSaved: (slide: Slide | null, message: string) => void;
}) {
  const original = useMemo(
    () => ({
      title: slide?.title ?? '',
      imageUrl: slide?.imageUrl ?? '',
      linkUrl: slide?.linkUrl ?? '',
      enabled: yesNo(slide?.enabled ?? true),
      sort: String(slide?.sort ?? 0),
    }),
    [slide],
  );
  const { form, set, changed, reset } = useDraft(original);
  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = slide ? { id: slide.id } : {};
      for (const k of slide ? changed : (Object.keys(form) as (keyof typeof form)[])) {
        const v = form[k];
        body[k] = k === 'enabled' ? v === 'yes' : k === 'sort' ? Number(v) || 0 : v.trim();
      }
      return api.post('/admin/community/swiper/save', body as SaveBody);
    },
    onSuccess: (saved) => onSaved(saved, `Slide “${saved.title || saved.id}” saved.`),
    onSettled: () => refresh(contentKeys.slides),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.post('/admin/community/swiper/delete', { id }),
    onSuccess: () => onSaved(null, 'Slide deleted.'),
    onSettled: () => refresh(contentKeys.slides),
  });
  if (!canEdit && slide) {
    return (
      <section className={[styles.card, styles.stack].join(' ')} aria-label={`Slide ${slide.title}`}>
        <img className={own.preview} src={slide.imageUrl} alt={slide.title} />
        <p className={own.hint}>Your role can read the slides but not change them.</p>
      </section>
    );
  }
  return (
    <EditorCard
      id="slide-editor"
      title={slide ? `Edit slide “${slide.title || slide.id}”` : 'New slide'}
      error={save.error ?? remove.error}
      changed={changed}
      isNew={!slide}
      isSaving={save.isPending}
      canSave={Boolean(form.imageUrl.trim())}
      onSave={() => save.mutate()}
      onUndo={reset}
      extraActions={
        slide && (
          <Button
            variant="secondary"
            isLoading={remove.isPending}
            onPress={async () => {
              if (
                await confirm({
                  title: 'Delete this slide?',
                  message: 'Members no longer see it.',
                  confirmLabel: 'Delete',
                  isDestructive: true,
                })
              )
                remove.mutate(slide.id);
            }}
          >
            Delete
          </Button>
        )
      }
    >
      {form.imageUrl.trim() && <img className={own.preview} src={form.imageUrl.trim()} alt="" />}
      <TextField
        label="Title"
        description="Also the picture’s text alternative"
        value={form.title}
        onChange={set('title')}
        maxLength={100}
      />
      <TextField
        label="Picture address"
        description="https://…, or a path on this server such as /uploads/…"
        value={form.imageUrl}
        onChange={set('imageUrl')}
        isRequired
      />
      <ImageField
        label="Or upload a picture"
        preview={false}
        value={form.imageUrl}
        onChange={set('imageUrl')}
      />
      <TextField
        label="Link"
        description="Empty: the slide opens nothing"
        value={form.linkUrl}
        onChange={set('linkUrl')}
        maxLength={1000}
      />
      <SelectField label="Shown" value={form.enabled} onChange={set('enabled')} options={enabledOptions} />
      <TextField
        label="Sort"
        description="Smaller first"
        value={form.sort}
        onChange={set('sort')}
        inputMode="numeric"
      />
    </EditorCard>
  );
}
