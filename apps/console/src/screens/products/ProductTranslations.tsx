import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, SelectField, TextAreaField, TextField } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { ErrorText } from '../../lib/Page';
import * as styles from '../../layout/console.css';
import { ResultStatus } from '../../components/ListWithDetail';

type Product = ResultOf<'/admin/money/product/page'>['records'][number];
type Locale = RequestOf<'/admin/translations/save'>['locale'];

/** The locales a translation is stored for; en-US is the product itself. */
const LOCALES: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '简体中文 (zh-CN)' },
  { value: 'zh-TW', label: '繁體中文 (zh-TW)' },
  { value: 'es', label: 'Español (es)' },
  { value: 'fr', label: 'Français (fr)' },
  { value: 'tr-TR', label: 'Türkçe (tr-TR)' },
];

/**
 * The product's name and agreement in each member language. A field left empty shows the English
 * text to members of that language; only changed fields are saved.
 */
export function ProductTranslations({ product }: { product: Product }) {
  const [locale, setLocale] = useState<Locale>('zh-CN');
  const list = useQuery({
    queryKey: [...keys.products, 'translations', product.id],
    queryFn: () => api.post('/admin/translations/list', { entity: 'product', entityId: product.id }),
  });
  const stored = useMemo(() => {
    const of = (field: string) =>
      list.data?.find((t) => t.locale === locale && t.field === field)?.value ?? '';
    return { name: of('name'), agreement: of('agreement') };
  }, [list.data, locale]);
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="translations-title">
      <h2 id="translations-title" className={styles.sectionTitle}>
        Translations of {product.name}
      </h2>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <SelectField
        label="Language"
        value={locale}
        onChange={(v) => setLocale(v as Locale)}
        options={LOCALES}
      />
      {list.data && (
        <TranslationForm
          key={`${locale}-${list.dataUpdatedAt}`}
          product={product}
          locale={locale}
          stored={stored}
        />
      )}
    </section>
  );
}

function TranslationForm({
  product,
  locale,
  stored,
}: {
  product: Product;
  locale: Locale;
  stored: { name: string; agreement: string };
}) {
  const [form, setForm] = useState(stored);
  const [saved, setSaved] = useState<string | null>(null);
  const changed = (['name', 'agreement'] as const).filter((f) => form[f].trim() !== stored[f]);
  const save = useMutation({
    mutationFn: async () => {
      for (const field of changed)
        await api.post('/admin/translations/save', {
          entity: 'product',
          entityId: product.id,
          field,
          locale,
          value: form[field].trim(),
        });
      return changed;
    },
    onSuccess: (fields) => setSaved(`Saved the ${locale} ${fields.join(' and ')}.`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...keys.products, 'translations', product.id] }),
  });
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        if (changed.length > 0) save.mutate();
      }}
    >
      <ResultStatus result={saved} />
      <ErrorText error={save.isError ? errorMessage(save.error) : null} />
      <TextField
        label={`Name (${locale})`}
        description={`English: ${product.name}`}
        value={form.name}
        onChange={(name) => setForm((f) => ({ ...f, name }))}
        maxLength={100}
      />
      <TextAreaField
        label={`Agreement (${locale})`}
        value={form.agreement}
        onChange={(agreement) => setForm((f) => ({ ...f, agreement }))}
        maxLength={10000}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={changed.length === 0} isLoading={save.isPending}>
          Save translation
        </Button>
        <span className={styles.muted}>Empty: members of this language see the English text.</span>
      </div>
    </form>
  );
}
