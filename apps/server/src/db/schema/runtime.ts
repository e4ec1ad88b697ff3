import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Native API-management runtime and the key audit trail (migration 0020). */
export interface RuntimeDevelopersTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface RuntimeAppsTable {
  id: Generated<number>;
  developer_id: number;
  name: string;
  created_at: Generated<Date>;
}

export interface RuntimeCredentialsTable {
  id: Generated<number>;
  app_id: number;
  /** Plain text only in rows from before migration 0060, until the server seals them at start. */
  consumer_key: string | null;
  /** AES-256-GCM under KEYS_ENCRYPTION_KEY (integrations/api-management/key-sealing.ts). */
  consumer_key_sealed: string | null;
  key_hash: string;
  secret_hash: string;
  issued_at: Timestamp;
  expires_at: NullableTimestamp;
  status: Generated<string>;
}

export interface RuntimeCredentialProductsTable {
  credential_id: number;
  api_product: string;
  /** approved, pending or revoked (migration 0050). */
  status: Generated<string>;
}

export interface RuntimeKeyEventsTable {
  id: Generated<number>;
  user_id: number;
  runtime: string;
  event: string;
  app_name: string | null;
  key_hint: string | null;
  api_product: string | null;
  at: Timestamp;
}

export interface RuntimePendingRevocationsTable {
  consumer_key: string;
  developer_email: string;
  app_name: string;
  retire_at: Timestamp;
}

export interface RuntimeAppliedGrantsTable {
  user_id: number;
  item_id: string;
  request_id: number;
  consumer_key_hint: string;
  applied_at: Timestamp;
}

export interface RuntimeTables {
  runtime_applied_grants: RuntimeAppliedGrantsTable;
  runtime_developers: RuntimeDevelopersTable;
  runtime_apps: RuntimeAppsTable;
  runtime_credentials: RuntimeCredentialsTable;
  runtime_credential_products: RuntimeCredentialProductsTable;
  runtime_key_events: RuntimeKeyEventsTable;
  runtime_pending_revocations: RuntimePendingRevocationsTable;
  key_usage: KeyUsageTable;
}

/** Calls and errors per key, product and bucket (migration 0051, issue 24). */
export interface KeyUsageTable {
  key_hash: string;
  api_product: string;
  bucket: 'day' | 'minute';
  bucket_start: ColumnType<Date, Date | string, Date | string>;
  user_id: number | null;
  item_id: string | null;
  app_name: string | null;
  key_hint: string;
  calls: ColumnType<string | number, number | undefined, number>;
  errors: ColumnType<string | number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
