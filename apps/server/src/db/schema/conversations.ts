import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Contact Provider conversations (migration 0010). */
export interface ConversationsTable {
  id: Generated<number>;
  item_id: string;
  can_reply: Defaulted<boolean>;
  comment_count: Defaulted<number>;
  question_count: Defaulted<number>;
  created_at: Generated<Date>;
}

export interface ConversationCommentsTable {
  id: Generated<number>;
  conversation_id: number;
  parent_id: number | null;
  seq: number;
  question_seq: number | null;
  /** Requests only: questions positioned before it (migration 0011). */
  questions_before: Defaulted<number | null>;
  author_id: number;
  as_provider: Defaulted<boolean>;
  styling: 'question' | 'request';
  message: string;
  template: string | null;
  templated_data: ColumnType<unknown, string | null | undefined, string | null>;
  reply_count: Defaulted<number>;
  created_at: Timestamp;
  edited_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  answered_at: NullableTimestamp;
  handled_at: NullableTimestamp;
}

export interface ConversationCommentHistoryTable {
  id: Generated<number>;
  comment_id: number;
  message: string;
  replaced_at: Timestamp;
  replaced_by: number | null;
}

export interface ReplyNotificationsTable {
  id: Generated<number>;
  user_id: number;
  item_id: string;
  thread_id: number;
  reply_id: number;
  created_at: Timestamp;
  cleared_at: NullableTimestamp;
}

export interface ConversationPostMarksTable {
  user_id: number;
  last_post_at: Timestamp;
}

export interface ConversationTables {
  conversations: ConversationsTable;
  conversation_comments: ConversationCommentsTable;
  conversation_comment_history: ConversationCommentHistoryTable;
  reply_notifications: ReplyNotificationsTable;
  conversation_post_marks: ConversationPostMarksTable;
}
