import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderPage, testStore } from '../../test/render.tsx';
import { NotificationPanel } from './notification-panel.tsx';

const store = testStore({
  notifications: [
    { id: 'pay', name: 'Payments API', count: 2 },
    { id: 'ord', name: 'Orders API', count: 1 },
  ],
  replies: [
    {
      id: 'pay',
      name: 'Payments API',
      conversationBranches: [
        { key: 'c1', order: 3, styling: 'question', messageStub: 'Thanks for', stubbed: true, unread: 1 },
      ],
    },
  ],
});

function setup(api: NonNullable<Parameters<typeof renderPage>[1]>['api'] = {}) {
  let done = 0;
  const result = renderPage(<NotificationPanel store={store} onDone={() => done++} />, {
    path: '/',
    store,
    api,
    routes: [
      { path: '/catalog/details/:id/provider-updates', element: <p>updates page</p> },
      { path: '/catalog/details/:id/contact-provider/:conv/:order', element: <p>thread page</p> },
    ],
  });
  const puts = () =>
    result.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([u]) => String(u));
  return { ...result, puts, done: () => done };
}

// The first render loads Mantine; on a busy shared machine that alone has taken over 5 s.
describe('NotificationPanel', { timeout: 30_000 }, () => {
  it('lists provider updates and replies with counts and clear buttons', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Provider updates (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payments API (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payments API: Thanks for…' })).toBeTruthy();
  });

  it('clears one and all of each kind', async () => {
    const ok = () => json({ cleared: 1 });
    const { puts } = setup({
      '/api/web/my/store/notifications/ord/clear': ok,
      '/api/web/my/store/notifications/clear': ok,
      '/api/web/my/store/replies/pay/c1/clear': ok,
      '/api/web/my/store/replies/clear': ok,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Orders API' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all provider updates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Payments API: Thanks for…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all replies' }));
    await waitFor(() =>
      expect(puts()).toEqual([
        '/api/web/my/store/notifications/ord/clear',
        '/api/web/my/store/notifications/clear',
        '/api/web/my/store/replies/pay/c1/clear',
        '/api/web/my/store/replies/clear',
      ]),
    );
  });

  it('opens a notification: clears it, then navigates, also when clearing fails', async () => {
    const { puts, done } = setup({
      '/api/web/my/store/notifications/pay/clear': () => json({ code: 'HTTP-500', detail: 'x' }, 500),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Payments API (2)' }));
    expect(await screen.findByText('updates page')).toBeTruthy();
    expect(puts()).toEqual(['/api/web/my/store/notifications/pay/clear']);
    expect(done()).toBe(1);
  });

  it('opens a reply at its thread', async () => {
    setup({ '/api/web/my/store/replies/pay/c1/clear': () => json({ cleared: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Payments API: Thanks for…' }));
    expect(await screen.findByText('thread page')).toBeTruthy();
  });

  it('says when there is nothing new', () => {
    renderPage(<NotificationPanel store={testStore()} onDone={() => {}} />);
    expect(screen.getByText('You have no new notifications')).toBeTruthy();
  });
});
