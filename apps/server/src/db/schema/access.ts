import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Get API Access (migration 0015). */
export interface AccessTemplatesTable {
  name: string;
  items: Json<unknown[]>;
  metadata: Json<Record<string, unknown>>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AccessRequestsTable {
  id: Generated<number>;
  comment_id: number;
  item_id: string;
  user_id: number;
  status: Defaulted<'submitted' | 'approved' | 'denied'>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: NullableTime;
  decision_comment: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface AccessGrantsTable {
  user_id: number;
  item_id: string;
  request_id: number;
  granted_at: Generated<Date>;
  granted_by: number | null;
}

export interface AccessTables {
  access_templates: AccessTemplatesTable;
  access_requests: AccessRequestsTable;
  access_grants: AccessGrantsTable;
}
