import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderPage } from '../../test/render.tsx';
import { Component as Workspace } from './workspace-route.tsx';

// First renders of Mantine pages can take seconds on a loaded machine.
describe('provider workspace route', { timeout: 30_000 }, () => {
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
        '/api/provider/inbox': (url: URL) =>
          json({
            total: 2,
            page: Number(url.searchParams.get('page')),
            pageSize: Number(url.searchParams.get('pageSize')),
            entries: [
              {
                kind: 'access',
                id: '21',
                itemId: 'weather',
                itemName: 'Weather',
                conversationKey: '20',
                order: 3,
                message: 'Please',
                author: 'Bob',
                timestamp: 2000,
                status: 'submitted',
                replyCount: 0,
                requestId: '7',
                decisionComment: null,
                templatedData: { items: [{ id: 'env', label: 'Environment', value: 'Production' }] },
              },
              {
                kind: 'question',
                id: '11',
                itemId: 'petstore',
                itemName: 'Petstore',
                conversationKey: '10',
                order: 1,
                message: 'How do I page?',
                author: 'Alice',
                timestamp: 1000,
                status: 'unanswered',
                replyCount: 0,
              },
            ],
          }),
        '/api/provider/items': { results: [] },
      },
    });
    expect(await screen.findByText('How do I page?', {}, { timeout: 15_000 })).toBeTruthy();
    const entries = screen.getAllByTestId('inbox-entry');
    expect(entries.map((e) => e.getAttribute('aria-label'))).toEqual([
      'Access request on Weather',
      'Question on Petstore',
    ]);
    expect(screen.getByText('Environment')).toBeTruthy();
    expect(screen.getByText('Production')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Open the thread' })[0].getAttribute('href')).toBe(
      '/catalog/details/weather/contact-provider/20/3',
    );
  });
});
