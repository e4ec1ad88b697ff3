import type { Comment, ConversationPage } from '@storefront/contract/conversations';

/** A comment as the server sends it; override what the test is about. */
export function testComment(order: number, overrides: Partial<Comment> = {}): Comment {
  return {
    key: `k${order}`,
    order,
    owner: 'Alice Consumer',
    message: `Question ${order}`,
    timestamp: Date.UTC(2024, 0, 1, 12) + order * 60_000,
    edited: null,
    mine: false,
    deleted: false,
    styling: 'question',
    branches: [],
    replyCount: 0,
    fromProvider: false,
    isNew: false,
    template: null,
    templatedData: null,
    ...overrides,
  };
}

export function testPage(
  comments: Comment[],
  last = comments.length,
  canReply = true,
  key = '7',
): ConversationPage {
  return { conversation: { key, last, canReply }, comments };
}
