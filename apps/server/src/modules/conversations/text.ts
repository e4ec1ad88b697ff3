import { COMMENT_MAX_CHARS } from '@storefront/contract/conversations';
import { badRequest } from '../../errors.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as users see them (grapheme clusters): an emoji with modifiers counts once. */
export function countChars(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

export type MessageKind = 'comment' | 'reply';

/** The spec's texts (section 5), enforced on the server as in the screen. */
export function validateMessage(kind: MessageKind, message: string): void {
  if (message.trim() === '') {
    throw badRequest(kind === 'comment' ? 'You must enter a comment.' : 'You must enter a reply.');
  }
  if (countChars(message) > COMMENT_MAX_CHARS) {
    throw badRequest(
      kind === 'comment'
        ? `Comments must be less than ${COMMENT_MAX_CHARS} characters in length.`
        : `Replies must be less than ${COMMENT_MAX_CHARS} characters in length.`,
    );
  }
}

export const STUB_CHARS = 60;

/** The start of a message for notification lists; stubbed when it was cut. */
export function stubOf(message: string): { messageStub: string; stubbed: boolean } {
  const parts = [...segmenter.segment(message)];
  if (parts.length <= STUB_CHARS) return { messageStub: message, stubbed: false };
  return {
    messageStub: parts
      .slice(0, STUB_CHARS)
      .map((s) => s.segment)
      .join(''),
    stubbed: true,
  };
}

/** What a comment shows as its author: the display name, else the person's names, else the login. */
export function displayNameOf(u: {
  display_name: string | null;
  given_name: string | null;
  family_name: string | null;
  username: string | null;
}): string {
  const display = u.display_name?.trim();
  if (display) return display;
  const full = [u.given_name, u.family_name].filter(Boolean).join(' ').trim();
  return full || u.username || 'User';
}
