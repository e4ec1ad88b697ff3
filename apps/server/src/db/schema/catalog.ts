import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CatalogItemsTable {
  id: string;
  object_type: Defaulted<'SPECIFICATION' | 'BUNDLE'>;
  name: string;
  sort_name: ColumnType<string, never, never>;
  description: Defaulted<string>;
  /** Plain-text summary of the description (plainSummary); NULL until written or backfilled. */
  summary: ColumnType<string | null, string | null | undefined, string | null>;
  version: Defaulted<string>;
  state_name: string | null;
  state_color: Defaulted<string>;
  division: string | null;
  owner: string | null;
  interface_type: string | null;
  storefront: Defaulted<string>;
  source_key: string | null;
  date_updated: Timestamp;
  created_at: Generated<Date>;
  search_vector: ColumnType<string, never, never>;
}

export interface ItemOperationsTable {
  id: Generated<number>;
  item_id: string;
  position: number;
  name: string;
  description: Defaulted<string>;
  uri: string;
  behaviour: string;
  date_updated: Timestamp;
}

export interface ItemDocumentsTable {
  item_id: string;
  filename: string;
  content_type: string;
  format: 'json' | 'yaml';
  spec_version: string;
  content: Uint8Array;
  size: number;
  sha256: string;
  date_updated: Timestamp;
}

export interface ItemAttachmentsTable {
  id: Generated<number>;
  item_id: string;
  name: string;
  content_type: string;
  content: Uint8Array;
  size: number;
  date_updated: Timestamp;
}

export interface BundleSpecsTable {
  bundle_id: string;
  position: number;
  spec_id: string | null;
  live: Defaulted<boolean>;
  design_name: string | null;
  state_name: string | null;
}

export interface TaxonomiesTable {
  id: string;
  name: string;
  position: Defaulted<number>;
}

export interface ClassificationsTable {
  id: string;
  taxonomy_id: string;
  parent_id: string | null;
  label: string;
  position: Defaulted<number>;
  agg_spec_count: Defaulted<number>;
  agg_bundle_count: Defaulted<number>;
}

export interface ItemClassificationsTable {
  item_id: string;
  classification_id: string;
}

export interface DimensionsTable {
  code: string;
  name: string;
  position: Defaulted<number>;
}

export interface DimensionValuesTable {
  dimension_code: string;
  code: string;
  name: string;
  position: Defaulted<number>;
  /** Pricing plans: { cost, period, quota, description } (written as JSON text). */
  visual_style: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface ItemDimensionValuesTable {
  item_id: string;
  dimension_code: string;
  value_code: string;
}

export interface RefdataTable {
  kind: 'apps' | 'prfs' | 'owners';
  code: string;
  name: string;
  short: Defaulted<string>;
  regions: Defaulted<string[]>;
  design_id: string | null;
  design_name: string | null;
}

export interface DesignsTable {
  id: string;
  name: string;
  atlas_id: string | null;
}

export interface ItemSecurityPoliciesTable {
  item_id: string;
  policy_id: string;
  name: string;
  type: Defaulted<string>;
  is_oauth: Defaulted<boolean>;
}

export interface ItemMetricHeadlinesTable {
  item_id: string;
  position: number;
  label: string;
  value: number;
  description: Defaulted<string>;
  unit_of_measure: Defaulted<string>;
}

export interface MetricsTable {
  id: string;
  label: string;
  time_unit_label: Defaulted<string>;
  position: Defaulted<number>;
}

export interface ItemMetricValuesTable {
  metric_id: string;
  item_id: string;
  value: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  details: Defaulted<string>;
  published: Timestamp;
  /** [{ url, label }] (written as JSON text). */
  external_links: ColumnType<{ url: string; label?: string }[], string | undefined, string>;
}

export interface ItemNoticesTable {
  id: Generated<number>;
  item_id: string;
  message: string;
  created_at: Timestamp;
}

export interface UserFavouritesTable {
  user_id: number;
  item_id: string;
  created_at: Generated<Date>;
}

export interface UserWatchesTable {
  user_id: number;
  item_id: string;
  created_at: Generated<Date>;
}

export interface UserRecentViewsTable {
  user_id: number;
  item_id: string;
  viewed_at: Timestamp;
}

export interface UserNotificationsTable {
  id: Generated<number>;
  user_id: number;
  item_id: string;
  notice_id: number | null;
  created_at: Timestamp;
  cleared_at: Date | null;
}

/** Written by triggers only (migration 0008): the version of what an item's details show. */
export interface CatalogItemVersionsTable {
  item_id: string;
  version: ColumnType<number, never, never>;
}

export interface CatalogTables {
  catalog_items: CatalogItemsTable;
  item_operations: ItemOperationsTable;
  item_documents: ItemDocumentsTable;
  item_attachments: ItemAttachmentsTable;
  bundle_specs: BundleSpecsTable;
  taxonomies: TaxonomiesTable;
  classifications: ClassificationsTable;
  item_classifications: ItemClassificationsTable;
  dimensions: DimensionsTable;
  dimension_values: DimensionValuesTable;
  item_dimension_values: ItemDimensionValuesTable;
  refdata: RefdataTable;
  designs: DesignsTable;
  item_security_policies: ItemSecurityPoliciesTable;
  item_metric_headlines: ItemMetricHeadlinesTable;
  metrics: MetricsTable;
  item_metric_values: ItemMetricValuesTable;
  announcements: AnnouncementsTable;
  item_notices: ItemNoticesTable;
  user_favourites: UserFavouritesTable;
  user_watches: UserWatchesTable;
  user_recent_views: UserRecentViewsTable;
  user_notifications: UserNotificationsTable;
  catalog_item_versions: CatalogItemVersionsTable;
}
