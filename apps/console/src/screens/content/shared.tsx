import { useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '@aurum/api-client';
import { Button, TextAreaField, TextField } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { ErrorText } from '../../lib/Page';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';
import * as own from './content.css';

/** Query keys of this screen's areas (each action also refreshes the audit log). */
export const contentKeys = {
  slides: ['content', 'slides'] as const,
  scroll: ['content', 'scroll'] as const,
  pages: ['content', 'pages'] as const,
  translations: ['content', 'translations'] as const,
  bonus: ['engagement', 'bonus'] as const,
  envelopes: ['engagement', 'envelopes'] as const,
  prizes: ['engagement', 'prizes'] as const,
  rounds: ['engagement', 'rounds'] as const,
  chanceRules: ['engagement', 'chanceRules'] as const,
  grants: ['engagement', 'grants'] as const,
};

export function refresh(...areas: (readonly string[])[]) {
  for (const queryKey of [...areas, keys.audit]) void queryClient.invalidateQueries({ queryKey });
}

type PageLocale = RequestOf<'/admin/community/content/save'>['locale'];
type TranslationLocale = RequestOf<'/admin/translations/save'>['locale'];

/** The member app's six languages; en-US is the text of the row itself. */
export const pageLocales: { value: PageLocale; label: string }[] = [
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'tr-TR', label: 'Türkçe' },
];
export const translationLocales = pageLocales.filter((l) => l.value !== 'en-US') as {
  value: TranslationLocale;
  label: string;
}[];

/**
 * A form's values against the stored ones: `changed` names the fields the operator touched, so a
 * save sends only those (the server's partial save keeps the rest, even if someone else set them).
 */
export function useDraft<F extends Record<string, string>>(original: F) {
  const [form, setForm] = useState<F>(original);
  const set = (name: keyof F) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const changed = (Object.keys(form) as (keyof F & string)[]).filter((k) => form[k] !== original[k]);
  return { form, set, changed, reset: () => setForm(original) };
}

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const enabledOptions = [
  { value: 'yes', label: 'On' },
  { value: 'no', label: 'Off' },
];

export function OnOff({ on, labels = ['On', 'Off'] }: { on: boolean; labels?: [string, string] }) {
  return <span className={styles.badge}>{on ? labels[0] : labels[1]}</span>;
}

/** An ISO time ↔ "2026-12-31 23:59" in the operator's own time zone (what a date field shows). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The field's text as ISO ('' stays '': none); text that is no date throws, shown as the form's error. */
export function fromLocalInput(value: string, label: string): string {
  const text = value.trim();
  if (!text) return '';
  const d = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) throw new InputError(`${label}: write a date as 2026-12-31 23:59.`);
  return d.toISOString();
}
/** A form value the console itself refuses before asking the server. */
export class InputError extends Error {}

/** The server's message, or the console's own for a value it refused. */
export function problem(error: unknown): string {
  return error instanceof InputError ? error.message : errorMessage(error);
}

export const DATE_HINT = 'YYYY-MM-DD HH:MM, your time';

/** A form card: heading, error, fields, and Save / Undo with the list of changed fields. */
export function EditorCard({
  id,
  title,
  error,
  changed,
  isNew,
  isSaving,
  canSave = true,
  onSave,
  onUndo,
  extraActions,
  children,
}: {
  id: string;
  title: string;
  error: unknown;
  changed: string[];
  isNew: boolean;
  isSaving: boolean;
  canSave?: boolean;
  onSave: () => void;
  onUndo: () => void;
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave && (isNew || changed.length > 0)) onSave();
      }}
    >
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ErrorText error={error ? problem(error) : null} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!canSave || (!isNew && changed.length === 0)} isLoading={isSaving}>
          {isNew ? 'Create' : 'Save changes'}
        </Button>
        {!isNew && (
          <Button variant="secondary" isDisabled={changed.length === 0} onPress={onUndo}>
            Undo
          </Button>
        )}
        {extraActions}
        {!isNew && (
          <span className={styles.muted}>
            {changed.length === 0 ? 'No changes' : `Changed: ${changed.join(', ')}`}
          </span>
        )}
      </div>
    </form>
  );
}

type Entity = RequestOf<'/admin/translations/save'>['entity'];

/**
 * The translations of one row's fields in the five other languages (English is the row itself):
 * a field left empty falls back to English in the member app; emptying one removes it.
 */
export function TranslationsEditor({
  entity,
  entityId,
  fields,
  multiline = false,
}: {
  entity: Entity;
  entityId: number;
  fields: { field: string; label: string }[];
  multiline?: boolean;
}) {
  const list = useQuery({
    queryKey: [...contentKeys.translations, entity, entityId],
    queryFn: () => api.post('/admin/translations/list', { entity, entityId }),
  });
  const stored = useMemo(() => {
    const map: Record<string, string> = {};
    for (const t of list.data ?? []) map[`${t.field}:${t.locale}`] = t.value;
    for (const l of translationLocales) for (const f of fields) map[`${f.field}:${l.value}`] ??= '';
    return map;
  }, [list.data, fields]);
  // the form starts again from what is stored after each save; the result stays above it
  const [saved, setSaved] = useState<string | null>(null);
  if (list.isPending) return <p className={own.hint}>Loading translations…</p>;
  if (list.isError) return <ErrorText error={errorMessage(list.error)} />;
  return (
    <TranslationsForm
      key={JSON.stringify(stored)}
      {...{ entity, entityId, fields, multiline, stored, saved, setSaved }}
    />
  );
}

function TranslationsForm({
  entity,
  entityId,
  fields,
  multiline,
  stored,
  saved,
  setSaved,
}: {
  entity: Entity;
  entityId: number;
  fields: { field: string; label: string }[];
  multiline: boolean;
  stored: Record<string, string>;
  saved: string | null;
  setSaved: (message: string | null) => void;
}) {
  const { form, set, changed, reset } = useDraft(stored);
  const save = useMutation({
    mutationFn: async (names: string[]) => {
      for (const name of names) {
        const [field, locale] = name.split(':') as [string, TranslationLocale];
        await api.post('/admin/translations/save', {
          entity,
          entityId,
          field,
          locale,
          value: form[name] ?? '',
        });
      }
      return names.length;
    },
    onSuccess: (n) => setSaved(`${n} translation${n === 1 ? '' : 's'} saved.`),
    onSettled: () => refresh(contentKeys.translations),
  });
  const id = `translations-${entity}-${entityId}`;
  return (
    <form
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(null);
        if (changed.length > 0) save.mutate(changed);
      }}
    >
      <h2 id={id} className={styles.sectionTitle}>
        Translations
      </h2>
      <p className={own.hint}>Empty: members in that language read the English text.</p>
      <ErrorText error={save.isError ? errorMessage(save.error) : null} />
      <ResultStatus result={saved} />
      {translationLocales.map((l) => (
        // one language's fields side by side where there is room
        <div key={l.value} className={fields.length > 1 ? own.fieldRow : styles.stack}>
          {fields.map((f) => {
            const name = `${f.field}:${l.value}`;
            const label = (
              <>
                {f.label} (<span lang={l.value}>{l.label}</span>)
              </>
            );
            return multiline ? (
              <TextAreaField key={name} label={label} value={form[name]} onChange={set(name)} rows={2} />
            ) : (
              <TextField key={name} label={label} value={form[name]} onChange={set(name)} />
            );
          })}
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={changed.length === 0} isLoading={save.isPending}>
          Save translations
        </Button>
        <Button variant="secondary" isDisabled={changed.length === 0} onPress={reset}>
          Undo
        </Button>
      </div>
    </form>
  );
}

/** weight of total as a percentage, as members read it ("12.50%") */
export function odds(weight: number, total: number): string {
  return total > 0 ? `${((weight * 100) / total).toFixed(2)}%` : '—';
}
