import { getLocale } from '../settings/store';

/**
 * A server date-time (ISO 8601, UTC) in the member's locale and time zone: "2025-03-04 14:05"
 * style per locale. '--' when missing or not a date.
 */
export function formatDateTime(
  iso: string | null | undefined,
  withTime = true,
  locale: string = getLocale(),
): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(date);
}
