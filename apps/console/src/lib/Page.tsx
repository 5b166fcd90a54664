import { useEffect, type ReactNode } from 'react';
import { useAurum } from '@aurum/ui';
import * as styles from '../layout/console.css';

/** A screen's heading (the page's one h1, also its document title) and its content. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { brandName } = useAurum();
  useEffect(() => {
    document.title = `${title} · ${brandName} console`;
  }, [title, brandName]);
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      <div className={styles.stack}>{children}</div>
    </>
  );
}

export function Stat({
  label,
  value,
  note,
  tone,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'good' | 'bad';
}) {
  return (
    <section className={[styles.card, tone ? styles[tone] : ''].join(' ')} aria-label={label}>
      <h2 className={styles.statLabel}>{label}</h2>
      <p className={styles.statValue}>{value}</p>
      {note != null && <p className={styles.statNote}>{note}</p>}
    </section>
  );
}

export function ErrorText({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
}

/** Previous / next under a table; `hasMore` from the page the server sent. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className={styles.linkButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>Page {page}</span>
      <button
        type="button"
        className={styles.linkButton}
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </div>
  );
}
