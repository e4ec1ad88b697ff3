import { describe, expect, it } from 'vitest';
import { subscriptionActions, subscriptionsQuery } from './subscriptions-rules.ts';

describe('subscription rules', () => {
  it('offers the actions the server allows for each status', () => {
    expect(subscriptionActions('pending')).toEqual(['approve', 'reject']);
    expect(subscriptionActions('approved')).toEqual(['revoke']);
    expect(subscriptionActions('rejected')).toEqual(['approve']);
    expect(subscriptionActions('revoked')).toEqual(['approve']);
  });

  it('asks the server for one page of a view, counting pages from 0 there', () => {
    expect(subscriptionsQuery(null, 'open', 1)).toEqual({ view: 'open', page: 0, pageSize: 20 });
    expect(subscriptionsQuery('orders', 'closed', 3)).toEqual({
      view: 'closed',
      itemId: 'orders',
      page: 2,
      pageSize: 20,
    });
    expect(subscriptionsQuery(null, 'pending', 0).page).toBe(0);
  });
});
