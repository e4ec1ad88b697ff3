import type { Comment, TemplatedData } from '@storefront/contract/conversations';
import { branchKey } from './keys.ts';
import type { CommentRow } from './repository.ts';
import { displayNameOf } from './text.ts';

export interface Viewer {
  id: number;
  isProvider: boolean;
}

/** What a deleted comment's message becomes in responses (the earlier text stays in history). */
export const DELETED_MESSAGE = 'DELETED';

export function canSee(thread: { styling: string; author_id: number }, viewer: Viewer): boolean {
  return thread.styling === 'question' || viewer.isProvider || thread.author_id === viewer.id;
}

export function toComment(row: CommentRow, viewer: Viewer, isNew = false): Comment {
  const deleted = row.deleted_at !== null;
  const isThread = row.parent_id === null;
  return {
    key: String(row.id),
    order: row.seq,
    owner: displayNameOf(row),
    message: deleted ? DELETED_MESSAGE : row.message,
    timestamp: row.created_at.getTime(),
    edited: row.edited_at ? row.edited_at.getTime() : null,
    mine: row.author_id === viewer.id,
    deleted,
    styling: row.styling,
    branches: isThread && row.reply_count > 0 && !deleted ? [branchKey(row.conversation_id, row.seq)] : [],
    replyCount: row.reply_count,
    fromProvider: row.as_provider,
    isNew,
    template: row.template,
    templatedData: deleted ? null : ((row.templated_data as TemplatedData | null) ?? null),
  };
}
