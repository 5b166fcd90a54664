import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import * as styles from './DataTable.css';

export type { ColumnDef as DataTableColumn, SortingState as DataTableSorting } from '@tanstack/react-table';

export interface DataTableProps<T> {
  /** Accessible name of the table (its caption, visually hidden unless `showCaption`). */
  label: string;
  showCaption?: boolean;
  columns: ColumnDef<T, never>[] | ColumnDef<T, unknown>[];
  data: readonly T[];
  /** Stable row id (a record's id), so row state survives a refetch. */
  getRowId?: (row: T, index: number) => string;
  /** Shown in one full-width cell when there are no rows. */
  emptyText?: ReactNode;
  /** While loading, the body is marked busy and shows `loadingText`. */
  isLoading?: boolean;
  loadingText?: ReactNode;
  /** Sort in the browser by clicking headers (columns with `enableSorting: false` excepted). @default false */
  sortable?: boolean;
  initialSorting?: SortingState;
  /** Marks a row (the one whose details are open). */
  isRowSelected?: (row: T) => boolean;
  /** Numbers, amounts and dates line up: set `meta: { align: 'end' }` on a column. */
  className?: string;
  /** Content under the table (a pager). */
  footer?: ReactNode;
}

interface ColumnMeta {
  align?: 'start' | 'end';
}

/**
 * A themed data table on TanStack Table's headless logic (column model, sorting): a real <table>
 * with a caption, header cells that sort on click with aria-sort, and a scroll container so a wide
 * table stays usable on a narrow window. Rows render whatever the column's `cell` returns
 * (buttons, links), so a screen adds its own actions.
 */
export function DataTable<T>({
  label,
  showCaption = false,
  columns,
  data,
  getRowId,
  emptyText = '—',
  isLoading = false,
  loadingText = '…',
  sortable = false,
  initialSorting = [],
  isRowSelected,
  className,
  footer,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useReactTable<T>({
    data: data as T[],
    columns: columns as ColumnDef<T, unknown>[],
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    enableSorting: sortable,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scrollerRef);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {/* A table wider than its card scrolls sideways: keyboard users reach the overflow too (a tab
          stop, named by the table's label), and only then, so a table that fits adds no tab stop. */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        <table className={styles.table} aria-busy={isLoading || undefined}>
          <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const align = (header.column.columnDef.meta as ColumnMeta | undefined)?.align;
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.headerCell}
                      data-align={align}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell}>
                  {isLoading ? loadingText : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row: Row<T>) => (
                <tr
                  key={row.id}
                  className={styles.row}
                  data-selected={isRowSelected?.(row.original) || undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={styles.cell}
                      data-align={(cell.column.columnDef.meta as ColumnMeta | undefined)?.align}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}

/**
 * Whether the element's content is wider than the element (it scrolls sideways): measured after
 * every render (new rows can widen the table) and whenever the element or its table changes size.
 */
function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth + 1);
  }, [ref]);
  useLayoutEffect(measure);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref, measure]);
  return overflows;
}
