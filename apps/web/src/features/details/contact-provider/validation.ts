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

/** The spec's validation texts (section 5), or null when the message may be sent. */
export function validateMessage(kind: MessageKind, text: string): string | null {
  if (text.trim() === '') return kind === 'comment' ? 'You must enter a comment.' : 'You must enter a reply.';
  if (countChars(text) > MESSAGE_MAX) {
    return kind === 'comment'
      ? `Comments must be less than ${MESSAGE_MAX} characters in length.`
      : `Replies must be less than ${MESSAGE_MAX} characters in length.`;
  }
  return null;
}

export const DELETED_TEXT = 'Message has been deleted.';

/** Deleted, empty or marked DELETED (spec section 4). */
export function isDeletedMessage(comment: Pick<Comment, 'deleted' | 'message'>): boolean {
  return comment.deleted || comment.message.trim() === '' || comment.message === 'DELETED';
}

export const FAILURE = {
  post: 'Sorry, your comment could not be posted at this time, please try again.',
  edit: 'Sorry, your comment could not be edited at this time, please try again.',
  reply: 'Sorry, your reply could not be posted at this time, please try again.',
} as const;
