import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** API versions (migration 0070): rows are inserted by the item_documents trigger only. */
export interface ItemApiVersionsTable {
  id: Generated<number>;
  item_id: string;
  label: string;
  filename: string;
  content_type: string;
  format: 'json' | 'yaml';
  spec_version: string;
  content: Uint8Array;
  size: number;
  sha256: string;
  published_at: Timestamp;
  state: ColumnType<'current' | 'deprecated' | 'retired', never, 'current' | 'deprecated' | 'retired'>;
  sunset_at: Date | null;
  deprecated_at: Date | null;
  release_notes: ColumnType<string, never, string>;
}

/** Computed changelogs between two versions' documents (migration 0070), keyed by content hashes. */
export interface ApiChangelogsTable {
  from_sha256: string;
  to_sha256: string;
  engine: string;
  changes: unknown;
  created_at: Timestamp;
}

export interface VersionTables {
  item_api_versions: ItemApiVersionsTable;
  api_changelogs: ApiChangelogsTable;
}
