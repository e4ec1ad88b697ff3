import type { SubscriptionStatus } from '@storefront/contract/subscriptions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';

/**
 * The Inbox's subscriptions list pages on the server (issue 24): an item with many pending keys is
 * read one page at a time, with the total, in the order the Inbox shows (pending first in the open
 * view, then newest change first), per view and per item.
 */
describe('provider subscriptions list: server-side paging and views', () => {
  let t: TestApp;
  let paula: Record<string, string>;
  const PENDING = 45;
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/provider/subscriptions?${query}`, headers: paula });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      subscriptions: { id: string; itemId: string; status: string; updatedAt: number; keyHint: string }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    paula = await t.authHeaders('paula');
    await makeItem(t.db, 'crowded', { storefront: 'native:finance:crowded-api' });
    await makeItem(t.db, 'quiet', { storefront: 'native:finance:quiet-api' });
    const [{ id: userId }] = await sql<{ id: number }>`
      INSERT INTO users (iss, sub, username, email) VALUES ('test', 'many', 'many', 'many@example.com')
      RETURNING id`
      .execute(t.db)
      .then((r) => r.rows);
    // Key n of the crowded item changed n minutes after a fixed start: pending ones are 0..44,
    // then 5 approved (the newest changes), 3 rejected and 2 revoked; the quiet item has 1 pending.
    const statuses: SubscriptionStatus[] = [
      ...Array.from({ length: PENDING }, (): SubscriptionStatus => 'pending'),
      ...Array.from({ length: 5 }, (): SubscriptionStatus => 'approved'),
      'rejected',
      'rejected',
      'rejected',
      'revoked',
      'revoked',
    ];
    await t.db
      .insertInto('access_subscriptions')
      .values([
        ...statuses.map((status, n) => ({
          user_id: userId,
          item_id: 'crowded',
          runtime: 'native',
          app_name: 'Shop',
          key_hash: `hash-${n}`,
          key_hint: `…${String(n).padStart(4, '0')}`,
          api_product: 'crowded-api',
          status,
          comment: null,
          updated_at: new Date(Date.UTC(2026, 10, 1, 0, n)),
        })),
        {
          user_id: userId,
          item_id: 'quiet',
          runtime: 'native',
          app_name: 'Shop',
          key_hash: 'hash-quiet',
          key_hint: '…qqqq',
          api_product: 'quiet-api',
          status: 'pending' as const,
          comment: null,
          updated_at: new Date(Date.UTC(2026, 10, 2)),
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('pages the pending keys of an item: 20 a page, no key twice, the total with each page', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) => list(`itemId=crowded&view=pending&page=${page}&pageSize=20`)),
    );
    expect(pages.map((p) => p.subscriptions.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => p.total)).toEqual([PENDING, PENDING, PENDING, PENDING]);
    expect(pages.map((p) => [p.page, p.pageSize])).toEqual([
      [0, 20],
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
    const all = pages.flatMap((p) => p.subscriptions);
    expect(new Set(all.map((s) => s.id)).size).toBe(PENDING);
    expect(all.every((s) => s.status === 'pending' && s.itemId === 'crowded')).toBe(true);
    // Newest change first: key 44 leads, key 0 ends.
    expect(all[0]!.keyHint).toBe('…0044');
    expect(all.at(-1)!.keyHint).toBe('…0000');
    const times = all.map((s) => s.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows pending before approved in the open view, though the approvals are newer', async () => {
    const first = await list('itemId=crowded&view=open&pageSize=40');
    expect(first.total).toBe(PENDING + 5);
    expect(first.subscriptions.every((s) => s.status === 'pending')).toBe(true);
    const last = await list('itemId=crowded&view=open&pageSize=40&page=1');
    expect(last.subscriptions.map((s) => s.status)).toEqual([
      ...Array.from({ length: PENDING - 40 }, () => 'pending'),
      ...Array.from({ length: 5 }, () => 'approved'),
    ]);
  });

  it('filters the closed view, one status, every status, and across items', async () => {
    const closed = await list('itemId=crowded&view=closed');
    expect(closed.total).toBe(5);
    expect(closed.subscriptions.map((s) => s.status).sort()).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'revoked',
      'revoked',
    ]);
    expect((await list('itemId=crowded&status=revoked')).total).toBe(2);
    // A status outside the view matches nothing.
    expect((await list('itemId=crowded&view=closed&status=pending')).total).toBe(0);
    const everything = await list('itemId=crowded');
    expect([everything.total, everything.page, everything.pageSize, everything.subscriptions.length]).toEqual(
      [55, 0, 20, 20],
    );
    const pendingAnywhere = await list('view=pending&pageSize=100');
    expect(pendingAnywhere.total).toBe(PENDING + 1);
    expect(pendingAnywhere.subscriptions[0]!.itemId).toBe('quiet');
  });

  it('refuses bad paging with 400 and consumers with 403', async () => {
    for (const q of ['pageSize=0', 'pageSize=101', 'page=-1', 'view=everything', 'status=lost', 'limit=5']) {
      const res = await t.app.inject({ url: `/api/provider/subscriptions?${q}`, headers: paula });
      expect(res.statusCode, q).toBe(400);
    }
    const alice = await t.authHeaders('alice');
    expect((await t.app.inject({ url: '/api/provider/subscriptions', headers: alice })).statusCode).toBe(403);
  });
});
