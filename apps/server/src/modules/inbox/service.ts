import type { TemplatedData } from '@storefront/contract/conversations';
import type { InboxCounts, InboxEntry, InboxPage, InboxQuery } from '@storefront/contract/provider-inbox';
import type { Database } from '../../db/connection.ts';
import { displayNameOf } from '../conversations/index.ts';
import * as repo from './repository.ts';

function statusOf(row: repo.InboxRow): InboxEntry['status'] {
  if (row.request_status) return row.request_status;
  if (row.answered_at) return 'answered';
  if (row.handled_at) return 'handled';
  return 'unanswered';
}

function toEntry(row: repo.InboxRow): InboxEntry {
  const entry: InboxEntry = {
    kind: row.request_id === null ? 'question' : 'access',
    id: String(row.id),
    itemId: row.item_id,
    itemName: row.item_name,
    conversationKey: String(row.conversation_id),
    order: row.seq,
    message: row.message,
    author: displayNameOf(row),
    timestamp: row.created_at.getTime(),
    status: statusOf(row),
    replyCount: row.reply_count,
    edited: row.edited_at ? row.edited_at.getTime() : null,
  };
  if (row.request_id === null) return entry;
  return {
    ...entry,
    requestId: String(row.request_id),
    decisionComment: row.decision_comment,
    templatedData: (row.templated_data as TemplatedData | null) ?? { items: [] },
  };
}

/** Questions and access requests across items, newest first, filtered and paged on the server. */
export async function getInboxPage(db: Database, query: InboxQuery): Promise<InboxPage> {
  const filter = { kind: query.kind, status: query.status, itemId: query.itemId };
  const [total, rows] = await Promise.all([
    repo.countInbox(db, filter),
    repo.listInbox(db, filter, query.pageSize, query.page * query.pageSize),
  ]);
  return { entries: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

export async function getInboxCounts(db: Database): Promise<InboxCounts> {
  const { questions, requests } = await repo.countWaiting(db);
  return { questions, requests, total: questions + requests };
}
