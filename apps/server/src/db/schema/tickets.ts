import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Native ticketing backend (migration 0004). */
export interface ItemTicketsTable {
  id: Generated<number>;
  item_id: string;
  number: Defaulted<string>;
  short_description: string;
  description: Defaulted<string>;
  priority: Defaulted<string>;
  type: Defaulted<string>;
  state: Defaulted<string>;
  risk: Defaulted<string>;
  urgency: Defaulted<string>;
  impact: Defaulted<string>;
  opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface TicketTables {
  item_tickets: ItemTicketsTable;
}
