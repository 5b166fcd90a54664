/**
 * Business days. Income is earned per business day and withdrawals open on business weekdays, both
 * in the time zone of `money.timezone` (default UTC). Days travel as 'YYYY-MM-DD' text; SQL `date`
 * columns are read with dayText() so no driver turns them into a Date at some midnight.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as { year: string; month: string; day: string; weekday: string };
}

/** The business day of a moment: '2025-03-14'. */
export function businessDay(now: Date, timeZone: string): string {
  const p = partsIn(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** ISO weekday of the business day: 1 = Monday … 7 = Sunday. */
export function businessWeekday(now: Date, timeZone: string): number {
  return WEEKDAYS.indexOf(partsIn(now, timeZone).weekday) + 1;
}

/** '2025-03-14' + 2 → '2025-03-16' */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Weekday names in a locale, for "open on Monday, Tuesday…". */
export function weekdayNames(isoDays: number[], locale: string): string {
  // 2024-01-01 was a Monday.
  const formatter = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return isoDays.map((d) => formatter.format(new Date(Date.UTC(2024, 0, d)))).join(', ');
}

/** A `date` column or expression as 'YYYY-MM-DD' text. */
export function dayText(column: string | Expression<unknown>): RawBuilder<string> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<string>`to_char(${ref}, 'YYYY-MM-DD')`;
}

/** Same, nullable. */
export function dayTextOrNull(column: string): RawBuilder<string | null> {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** Timestamps on the wire: ISO 8601. */
export { iso } from '../../http/wire.js';
