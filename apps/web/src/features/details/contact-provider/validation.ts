import { i18n } from '@lingui/core';
import type { Comment } from '@storefront/contract/conversations';

/** Comment, reply and access message maximum (spec section 9). */
export const MESSAGE_MAX = 512;

export type MessageKind = 'comment' | 'reply';

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null;

/** Characters as users see them: an emoji built of several code points counts once. */
export function countChars(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * The spec's validation texts (section 5), or null when the message may be sent. English keeps the
 * spec's texts; other languages come from the threads area's catalogue (issue 31), read at the call.
 */
export function validateMessage(kind: MessageKind, text: string): string | null {
  if (text.trim() === '')
    return kind === 'comment' ? i18n._('threads.msg.commentRequired') : i18n._('threads.msg.replyRequired');
  if (countChars(text) > MESSAGE_MAX) {
    return kind === 'comment'
      ? i18n._('threads.msg.commentTooLong', { max: MESSAGE_MAX })
      : i18n._('threads.msg.replyTooLong', { max: MESSAGE_MAX });
  }
  return null;
}

/** Getters (as FAILURE below), so each read is in the active language. */
export const TEXTS = {
  get deleted() {
    return i18n._('threads.msg.deleted');
  },
};

/** Deleted, empty or marked DELETED (spec section 4). */
export function isDeletedMessage(comment: Pick<Comment, 'deleted' | 'message'>): boolean {
  return comment.deleted || comment.message.trim() === '' || comment.message === 'DELETED';
}

export const FAILURE = {
  get post() {
    return i18n._('threads.fail.post');
  },
  get edit() {
    return i18n._('threads.fail.edit');
  },
  get reply() {
    return i18n._('threads.fail.reply');
  },
};
