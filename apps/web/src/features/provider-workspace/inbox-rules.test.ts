import type { ProviderAccessRequest } from '@storefront/contract/access';
import type { ProviderThread } from '@storefront/contract/conversations';
import { describe, expect, it } from 'vitest';
import { buildInbox, DEFAULT_FILTER, filterInbox, inboxItems, threadPath } from './inbox-rules.ts';

const thread = (over: Partial<ProviderThread>): ProviderThread => ({
  itemId: 'petstore',
  itemName: 'Petstore',
  conversationKey: '10',
  branchKey: '10.1',
  key: '10.1',
  order: 1,
  owner: 'Alice',
  message: 'How do I page?',
  styling: 'question',
  timestamp: 1000,
  replyCount: 0,
  ...over,
});

const request = (over: Partial<ProviderAccessRequest>): ProviderAccessRequest => ({
  id: '7',
  itemId: 'weather',
  itemName: 'Weather',
  conversationKey: '20',
  order: 3,
  message: 'Please',
  status: 'submitted',
  createdAt: 2000,
  decidedAt: null,
  decisionComment: null,
  templatedData: { items: [] },
  requester: { username: 'bob', displayName: 'Bob' },
  ...over,
});

describe('provider inbox', () => {
  it('merges questions and access requests newest first', () => {
    const entries = buildInbox(
      [thread({ timestamp: 1000 }), thread({ order: 2, timestamp: 3000 })],
      [request({ createdAt: 2000 })],
    );
    expect(entries.map((e) => [e.kind, e.timestamp])).toEqual([
      ['question', 3000],
      ['access', 2000],
      ['question', 1000],
    ]);
  });

  it('shows an access request thread once, as the request', () => {
    const entries = buildInbox(
      [thread({ itemId: 'weather', conversationKey: '20', order: 3, styling: 'request' })],
      [request({})],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'access', author: 'Bob', status: 'submitted' });
  });

  it('filters by kind, status and item', () => {
    const entries = buildInbox(
      [thread({})],
      [request({ id: '1' }), request({ id: '2', status: 'approved', conversationKey: '21' })],
    );
    expect(filterInbox(entries, DEFAULT_FILTER).map((e) => e.key)).toEqual(['a-1', 'q-10/1']);
    expect(filterInbox(entries, { ...DEFAULT_FILTER, status: 'decided' }).map((e) => e.key)).toEqual(['a-2']);
    expect(filterInbox(entries, { ...DEFAULT_FILTER, status: 'all' })).toHaveLength(3);
    expect(filterInbox(entries, { ...DEFAULT_FILTER, kind: 'question' }).map((e) => e.key)).toEqual([
      'q-10/1',
    ]);
    expect(filterInbox(entries, { kind: 'all', status: 'all', itemId: 'weather' })).toHaveLength(2);
    expect(inboxItems(entries)).toEqual([
      { value: 'petstore', label: 'Petstore' },
      { value: 'weather', label: 'Weather' },
    ]);
  });

  it('links into the consumer thread page', () => {
    expect(threadPath({ itemId: 'a b', conversationKey: '20', order: 3 })).toBe(
      '/catalog/details/a%20b/contact-provider/20/3',
    );
  });
});
