import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LiveEventsTable {
  id: Generated<number>;
  type: string;
  user_ids: number[] | null;
  data: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  idempotency_key: string;
  user_id: number | null;
  recipient: string;
  template: string;
  data: ColumnType<unknown, string | undefined, string>;
  unsubscribe_token: string;
  status: ColumnType<
    'pending' | 'sending' | 'sent' | 'logged' | 'failed' | 'uncertain',
    string | undefined,
    string
  >;
  attempts: Generated<number>;
  failures: Generated<number>;
  /** Random per message (migration 0061), the local part of its Message-ID. */
  message_id: Generated<string>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

/** Live updates and the email outbox (issue 14). */
/** Addresses the SMTP server refused permanently (migration 0062); mail to them is suppressed. */
export interface EmailBouncesTable {
  address: string;
  code: number;
  reason: string;
  outbox_id: number | null;
  bounced_at: Generated<Date>;
}

export interface NotifyTables {
  email_bounces: EmailBouncesTable;
  live_events: LiveEventsTable;
  email_outbox: EmailOutboxTable;
}
