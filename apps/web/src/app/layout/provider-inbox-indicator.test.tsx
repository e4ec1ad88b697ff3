import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inboxCountsLabel } from '../../lib/provider-inbox-counts.ts';
import { renderPage } from '../../test/render.tsx';
import { AppHeader } from './app-header.tsx';

const paula = { whoAmI: 'paula', givenName: 'Paula', provider: true };
const countsCalls = (mock: { mock: { calls: unknown[][] } }) =>
  mock.mock.calls.filter(([url]) => String(url).includes('/api/provider/inbox/counts')).length;

// The first render of the header (Mantine, router) can take seconds on a loaded machine.
describe('provider inbox count in the header', { timeout: 20_000 }, () => {
  it('shows providers what waits, linking to the workspace', async () => {
    renderPage(<AppHeader onLogout={() => {}} />, {
      me: paula,
      api: { '/api/provider/inbox/counts': { questions: 2, requests: 1, total: 3 } },
    });
    const badge = await screen.findByRole(
      'link',
      { name: 'Inbox 3: waiting in the provider inbox (2 questions, 1 access request)' },
      { timeout: 15_000 },
    );
    expect(badge.getAttribute('href')).toBe('/provider');
    expect(badge.textContent).toBe('Inbox 3');
  });

  it('shows nothing when all is handled or the count fails', async () => {
    const { fetchMock, unmount } = renderPage(<AppHeader onLogout={() => {}} />, {
      me: paula,
      api: { '/api/provider/inbox/counts': { questions: 0, requests: 0, total: 0 } },
    });
    await screen.findByRole('button', { name: 'Hi, Paula: user menu' });
    await new Promise((r) => setTimeout(r, 50));
    expect(countsCalls(fetchMock)).toBe(1);
    expect(screen.queryByTestId('provider-inbox-count')).toBeNull();
    unmount();
    renderPage(<AppHeader onLogout={() => {}} />, { me: paula });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('provider-inbox-count')).toBeNull();
  });

  it('never asks for consumers', async () => {
    const { fetchMock } = renderPage(<AppHeader onLogout={() => {}} />, {
      api: { '/api/provider/inbox/counts': { questions: 2, requests: 1, total: 3 } },
    });
    await screen.findByRole('button', { name: 'Hi, Alice: user menu' });
    await new Promise((r) => setTimeout(r, 50));
    expect(countsCalls(fetchMock)).toBe(0);
    expect(screen.queryByTestId('provider-inbox-count')).toBeNull();
  });

  it('labels singular and plural counts', () => {
    expect(inboxCountsLabel({ questions: 1, requests: 0, total: 1 })).toBe(
      'Inbox 1: waiting in the provider inbox (1 question, 0 access requests)',
    );
  });
});
