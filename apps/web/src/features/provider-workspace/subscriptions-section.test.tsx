import type { Subscription } from '@storefront/contract/subscriptions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderPage } from '../../test/render.tsx';
import { SubscriptionsSection } from './subscriptions-section.tsx';

const sub = (n: number): Subscription => ({
  id: String(n),
  itemId: 'orders',
  itemName: 'Orders',
  runtime: 'native',
  appName: 'Shop',
  keyHint: `…${String(n).padStart(4, '0')}`,
  apiProduct: 'orders-api',
  status: 'pending',
  comment: null,
  updatedAt: Date.UTC(2026, 10, 1, 0, n),
  consumer: { username: `user${n}`, displayName: `User ${n}` },
});

describe('Inbox subscriptions', () => {
  it('asks the server for one page at a time and pages through 45 pending keys', async () => {
    const asked: URL[] = [];
    renderPage(<SubscriptionsSection itemId="orders" />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/subscriptions': (url: URL) => {
          asked.push(url);
          const page = Number(url.searchParams.get('page'));
          const size = Number(url.searchParams.get('pageSize'));
          const rows = Array.from({ length: 45 }, (_, i) => sub(44 - i)).slice(
            page * size,
            page * size + size,
          );
          return json({ subscriptions: rows, total: 45, page, pageSize: size });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    expect(within(list).getAllByRole('listitem', { name: /^Subscription of / })).toHaveLength(20);
    expect(screen.getByText('45 subscriptions, 1 to 20 shown.')).toBeTruthy();
    expect(asked[0]!.searchParams.get('view')).toBe('open');
    expect(asked[0]!.searchParams.get('itemId')).toBe('orders');
    expect(asked[0]!.searchParams.get('page')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Subscriptions page 3' }));
    expect(await screen.findByText('45 subscriptions, 41 to 45 shown.')).toBeTruthy();
    expect(asked.at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('listitem', { name: /key ending 0000$/ })).toBeTruthy();

    // Another view starts at its first page.
    fireEvent.change(screen.getByLabelText('Subscriptions shown'), { target: { value: 'closed' } });
    expect(await screen.findByText('45 subscriptions, 1 to 20 shown.')).toBeTruthy();
    expect(asked.at(-1)!.searchParams.get('view')).toBe('closed');
    expect(asked.at(-1)!.searchParams.get('page')).toBe('0');
  });

  it('says so when nothing matches, with no pages', async () => {
    renderPage(<SubscriptionsSection itemId={null} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/subscriptions': () => json({ subscriptions: [], total: 0, page: 0, pageSize: 20 }),
      },
    });
    expect(await screen.findByText('No subscriptions match.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscriptions page/ })).toBeNull();
  });
});
