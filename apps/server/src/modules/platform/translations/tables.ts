import type { ColumnType } from 'kysely';

export interface ContentTranslationsTable {
  entity: string;
  entity_id: bigint;
  field: string;
  locale: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TranslationTables {
  content_translations: ContentTranslationsTable;
}
