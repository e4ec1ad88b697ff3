import type { ColumnType } from 'kysely';

/** Interactive documentation: per-item Try-mode overrides (migration 0025). */
export interface ItemInteractiveDocsTable {
  item_id: string;
  allowed_api_key: boolean | null;
  allowed_mock: boolean | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DocsTables {
  item_interactive_docs: ItemInteractiveDocsTable;
}
