import type { ColumnType, Generated } from 'kysely';

export type UsageKind =
  | 'view'
  | 'favourite'
  | 'unfavourite'
  | 'watch'
  | 'unwatch'
  | 'question'
  | 'access_request'
  | 'key_issued';

export interface UsageEventsTable {
  id: Generated<number>;
  item_id: string;
  kind: UsageKind;
  user_id: number | null;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Kept by a trigger on usage_events (migration 0035); never written directly. */
export interface UsageDailyTable {
  item_id: string;
  kind: UsageKind;
  day: ColumnType<Date | string, never, never>;
  n: number;
}

export interface UsageTables {
  usage_events: UsageEventsTable;
  usage_daily: UsageDailyTable;
}
