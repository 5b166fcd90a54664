/**
 * Wire pieces every area uses (one definition each): id bodies, nullable strings, ISO dates,
 * paging and counts. money/wire.ts and community/shared.ts re-export them next to their own.
 */
import { Type } from 'typebox';

export const IdBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const DateTime = Type.String({ description: 'ISO 8601 date-time (UTC)' });
export const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/** Dates on the wire: ISO 8601 strings. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** 1-based paging with the defaults of PageQuery. */
export function paging(body: { page?: number; size?: number } | undefined) {
  const page = body?.page ?? 1;
  const size = body?.size ?? 20;
  return { page, size, offset: (page - 1) * size };
}

/** Count rows of a query result (`count(*)` comes back as string or bigint depending on the driver). */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
