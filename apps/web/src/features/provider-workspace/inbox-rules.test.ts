import type { InboxEntry } from '@storefront/contract/provider-inbox';
import { describe, expect, it } from 'vitest';
import { canToggleHandled, DEFAULT_FILTER, inboxQuery, pageCount, threadPath } from './inbox-rules.ts';

const entry = (over: Partial<InboxEntry>): InboxEntry => ({
  kind: 'question',
  id: '1',
  itemId: 'petstore',
  itemName: 'Petstore',
  conversationKey: '10',
  order: 1,
  message: 'How do I page?',
  author: 'Alice',
  timestamp: 1000,
  status: 'unanswered',
  replyCount: 0,
  ...over,
});

describe('inbox rules', () => {
  it('asks the server for open entries of every kind and item by default, page 1 as page 0', () => {
    expect(inboxQuery(DEFAULT_FILTER, 1)).toEqual({ status: 'open', page: 0, pageSize: 20 });
  });

  it('passes kind, status and item filters and the page', () => {
    expect(inboxQuery({ kind: 'access', status: 'closed', itemId: 'weather' }, 3)).toEqual({
      kind: 'access',
      status: 'closed',
      itemId: 'weather',
      page: 2,
      pageSize: 20,
    });
    expect(inboxQuery({ kind: 'all', status: 'all', itemId: null }, 0).page).toBe(0);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(2501, 100)).toBe(26);
  });

  it('links into the thread on the consumer side, item ids escaped', () => {
    expect(threadPath(entry({ itemId: 'a b', conversationKey: '17', order: 3 }))).toBe(
      '/catalog/details/a%20b/contact-provider/17/3',
    );
  });

  it('offers handled on open or handled questions only', () => {
    expect(canToggleHandled(entry({}))).toBe(true);
    expect(canToggleHandled(entry({ status: 'handled' }))).toBe(true);
    expect(canToggleHandled(entry({ status: 'answered' }))).toBe(false);
    expect(canToggleHandled(entry({ kind: 'access', status: 'submitted' }))).toBe(false);
  });
});
