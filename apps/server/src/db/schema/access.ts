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

/** Access policy per item and subscriptions per credential and product (migration 0050). */
export interface AccessPoliciesTable {
  item_id: string;
  approval_required: boolean;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

export type SubscriptionStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

export interface AccessSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  item_id: string;
  runtime: string;
  app_name: string;
  key_hash: string;
  key_hint: string;
  api_product: string;
  status: SubscriptionStatus;
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AccessTables {
  access_policies: AccessPoliciesTable;
  access_subscriptions: AccessSubscriptionsTable;
  access_templates: AccessTemplatesTable;
  access_requests: AccessRequestsTable;
  access_grants: AccessGrantsTable;
}
