import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResultOf } from '@aurum/api-client';
import { Button, DataTable, SelectField, TextAreaField, TextField, type DataTableColumn } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { keys, queryClient } from '../../api/query';
import { useSessionState } from '../../session/session';
import { can } from '../../session/roles';
import { ErrorText, Page, Pager } from '../../lib/Page';
import { ImageField } from '../../components/ImageField';
import { ProductTranslations } from './ProductTranslations';
import { money } from '../../lib/money';
import * as styles from '../../layout/console.css';
import { ListWithDetail, ResultStatus, RowLink, useRowSelection } from '../../components/ListWithDetail';

type Product = ResultOf<'/admin/money/product/page'>['records'][number];
type SaveBody = RequestOf<'/admin/money/product/save'>;

/** The catalogue: every product (switched-off ones too); admin edits, restocks and switches them. */
export default function ProductsScreen() {
  const role = useSessionState().session!.operator.role;
  const [page, setPage] = useState(1);
  // a product's id, or 'new' while an admin creates one
  const {
    selected: selectedId,
    setSelected: setSelectedId,
    choose,
    result,
    setResult,
  } = useRowSelection<number | 'new'>();
  const list = useQuery({
    queryKey: [...keys.products, page],
    queryFn: () => api.post('/admin/money/product/page', { page, size: 20 }),
  });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const selected = records.find((r) => r.id === selectedId) ?? null;
  const canEdit = can.editCatalogue(role);
  const columns = useMemo<DataTableColumn<Product>[]>(
    () => [
      {
        accessorKey: 'name',
        header: 'Product',
        cell: ({ row }) => (
          <RowLink isSelected={row.original.id === selectedId} onSelect={() => choose(row.original.id)}>
            {row.original.name}
          </RowLink>
        ),
      },
      {
        accessorKey: 'price',
        header: 'Price',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      {
        accessorKey: 'dailyIncome',
        header: 'Daily income',
        meta: { align: 'end' },
        cell: ({ getValue }) => money(getValue<string>()),
      },
      { accessorKey: 'periodDays', header: 'Days', meta: { align: 'end' } },
      { accessorKey: 'remaining', header: 'Stock', meta: { align: 'end' } },
      { accessorKey: 'purchased', header: 'Sold', meta: { align: 'end' } },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <span className={styles.badge}>
            {row.original.status === 'on' ? (row.original.onSale ? 'On sale' : 'On (not for sale)') : 'Off'}
          </span>
        ),
      },
    ],
    [selectedId, choose],
  );
  return (
    <Page title="Products" actions={canEdit && <Button onPress={() => choose('new')}>New product</Button>}>
      <ErrorText error={list.isError ? errorMessage(list.error) : null} />
      <ResultStatus result={result} />
      <ListWithDetail notice="Choose a product to see or edit it.">
        <DataTable
          label="Products"
          columns={columns}
          data={records}
          getRowId={(r) => String(r.id)}
          isLoading={list.isPending}
          emptyText="No products."
          isRowSelected={(r) => r.id === selectedId}
          footer={list.data && <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} />}
        />
        {selectedId === 'new' && canEdit ? (
          <ProductEditor
            key="new"
            onResult={(message, saved) => {
              setResult(message);
              if (saved) setSelectedId(saved.id);
            }}
            canEdit
          />
        ) : selected ? (
          <div className={styles.stack}>
            <ProductEditor key={`${selected.id}`} product={selected} canEdit={canEdit} onResult={setResult} />
            {canEdit && <ProductTranslations key={`t${selected.id}`} product={selected} />}
          </div>
        ) : null}
      </ListWithDetail>
    </Page>
  );
}

interface Form {
  name: string;
  image: string;
  price: string;
  dailyIncome: string;
  periodDays: string;
  stock: string;
  purchaseLimit: string;
  sort: string;
  status: 'on' | 'off';
  agreement: string;
}

const EMPTY: Form = {
  name: '',
  image: '',
  price: '',
  dailyIncome: '',
  periodDays: '30',
  stock: '100',
  purchaseLimit: '0',
  sort: '0',
  status: 'on',
  agreement: '',
};

const formOf = (p: Product): Form => ({
  name: p.name,
  image: p.image,
  price: p.price,
  dailyIncome: p.dailyIncome,
  periodDays: String(p.periodDays),
  stock: String(p.remaining),
  purchaseLimit: String(p.purchaseLimit),
  sort: String(p.sort),
  status: p.status === 'off' ? 'off' : 'on',
  agreement: p.agreement,
});

/**
 * Edits one product, or creates one (no `product`). Only the fields the operator changed are sent
 * (the server's partial save): a stock change cannot overwrite a price another operator just set.
 */
function ProductEditor({
  product,
  canEdit,
  onResult,
}: {
  product?: Product;
  canEdit: boolean;
  onResult: (message: string, saved?: Product) => void;
}) {
  const creating = product === undefined;
  const original = useMemo(() => (product ? formOf(product) : EMPTY), [product]);
  const [form, setForm] = useState<Form>(original);
  const field = (name: keyof Form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const changed = (Object.keys(form) as (keyof Form)[]).filter((k) => form[k] !== original[k]);
  const save = useMutation({
    mutationFn: (body: SaveBody) => api.post('/admin/money/product/save', body),
    onSuccess: (saved, body) => {
      const fields = Object.keys(body).filter((k) => k !== 'id');
      onResult(
        creating
          ? `Created ${saved.name} (#${saved.id}).`
          : `Saved ${saved.name}: ${fields.join(', ')} changed.`,
        saved,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.products }),
  });
  const bodyOf = (fields: (keyof Form)[], values: Form): SaveBody => {
    const body: Record<string, unknown> = creating ? {} : { id: product.id };
    for (const k of fields) {
      const v = values[k];
      body[k] = ['periodDays', 'stock', 'purchaseLimit', 'sort'].includes(k) ? Number(v) : v;
    }
    return body as SaveBody;
  };
  if (!canEdit && product) {
    return (
      <section className={[styles.card, styles.stack].join(' ')} aria-labelledby="product-title">
        <h2 id="product-title" className={styles.sectionTitle}>
          {product.name}
        </h2>
        <dl className={styles.detailList}>
          <dt>Price</dt>
          <dd>{money(product.price)}</dd>
          <dt>Daily income</dt>
          <dd>{money(product.dailyIncome)}</dd>
          <dt>Total income</dt>
          <dd>{money(product.totalIncome)}</dd>
          <dt>Stock</dt>
          <dd>{product.remaining}</dd>
          <dt>Status</dt>
          <dd>{product.status}</dd>
        </dl>
        <p className={styles.muted}>Only an admin edits the catalogue.</p>
      </section>
    );
  }
  return (
    <form
      className={[styles.card, styles.stack].join(' ')}
      aria-labelledby="product-title"
      onSubmit={(e) => {
        e.preventDefault();
        // a new product sends every field; an edit only what changed
        if (creating) save.mutate(bodyOf(Object.keys(form) as (keyof Form)[], form));
        else if (changed.length > 0) save.mutate(bodyOf(changed, form));
      }}
    >
      <h2 id="product-title" className={styles.sectionTitle}>
        {creating ? 'New product' : `Edit ${product.name}`}
      </h2>
      <ErrorText error={save.isError ? errorMessage(save.error) : null} />
      {!creating && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            onPress={() =>
              save.mutate(
                bodyOf(['status'], { ...original, status: original.status === 'on' ? 'off' : 'on' }),
              )
            }
          >
            {original.status === 'on' ? 'Switch off' : 'Switch on'}
          </Button>
        </div>
      )}
      <TextField label="Name" value={form.name} onChange={field('name')} maxLength={100} />
      <ImageField value={form.image} onChange={field('image')} />
      <TextField label="Price" value={form.price} onChange={field('price')} inputMode="decimal" />
      <TextField
        label="Daily income"
        value={form.dailyIncome}
        onChange={field('dailyIncome')}
        inputMode="decimal"
      />
      <TextField
        label="Period (days)"
        value={form.periodDays}
        onChange={field('periodDays')}
        inputMode="numeric"
      />
      <TextField label="Stock" value={form.stock} onChange={field('stock')} inputMode="numeric" />
      <TextField
        label="Purchase limit per member"
        description="0 = no limit"
        value={form.purchaseLimit}
        onChange={field('purchaseLimit')}
        inputMode="numeric"
      />
      <TextField label="Sort" value={form.sort} onChange={field('sort')} inputMode="numeric" />
      <SelectField
        label="Status"
        value={form.status}
        onChange={field('status')}
        options={[
          { value: 'on', label: 'On' },
          { value: 'off', label: 'Off' },
        ]}
      />
      <TextAreaField
        label="Agreement"
        value={form.agreement}
        onChange={field('agreement')}
        maxLength={20000}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!creating && changed.length === 0} isLoading={save.isPending}>
          {creating ? 'Create product' : 'Save changes'}
        </Button>
        <Button variant="secondary" isDisabled={changed.length === 0} onPress={() => setForm(original)}>
          Undo
        </Button>
        <span className={styles.muted}>
          {changed.length === 0 ? 'No changes' : `Changed: ${changed.join(', ')}`}
        </span>
      </div>
    </form>
  );
}
