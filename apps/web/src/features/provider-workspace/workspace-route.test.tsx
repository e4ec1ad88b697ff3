import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { Component as Workspace } from './workspace-route.tsx';

describe('provider workspace route', () => {
  it('shows the permission state to a user without the provider role, and calls nothing', async () => {
    const { fetchMock } = renderPage(<Workspace />, {
      me: { whoAmI: 'alice', givenName: 'Alice', provider: false },
    });
    expect(await screen.findByText('You do not have permission to access this.')).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/provider'))).toEqual(
      [],
    );
  });

  it('shows a provider the inbox with questions and access requests from the provider API', async () => {
    renderPage(<Workspace />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/conversations/unanswered': {
          total: 1,
          threads: [
            {
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
            },
          ],
        },
        '/api/provider/access-requests': {
          requests: [
            {
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
              templatedData: { items: [{ id: 'env', label: 'Environment', value: 'Production' }] },
              requester: { username: 'bob', displayName: 'Bob' },
            },
          ],
        },
      },
    });
    expect(await screen.findByText('How do I page?')).toBeTruthy();
    const entries = screen.getAllByTestId('inbox-entry');
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Access request on Weather',
      'Question on Petstore',
    ]);
    expect(screen.getByText('Environment')).toBeTruthy();
    expect(screen.getByText('Production')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
