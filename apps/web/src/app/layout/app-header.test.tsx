import type { MyStore } from '@storefront/contract/my-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatBadgeCount } from '../../lib/format.ts';
import { renderPage, testStore } from '../../test/render.tsx';
import { AppHeader } from './app-header.tsx';

const notes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `n${i}`, name: `Item ${i}`, count: 1 }));
const replies = (n: number): MyStore['replies'] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Reply ${i}`, conversationBranches: [] }));
const announcement = {
  id: 'a1',
  title: 'New',
  published: '2024-01-01T00:00:00Z',
  details: '',
  externalLinks: [],
};

describe('header', () => {
  it('greets the user by given name, or as User', async () => {
    const first = renderPage(<AppHeader onLogout={() => {}} />);
    expect(await screen.findByRole('button', { name: /Hi, Alice/ })).toBeTruthy();
    first.unmount();
    renderPage(<AppHeader onLogout={() => {}} />, { me: { whoAmI: 'x', givenName: null } });
    expect(await screen.findByRole('button', { name: /Hi, User/ })).toBeTruthy();
  });

  it('shows the main navigation links', () => {
    renderPage(<AppHeader onLogout={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Catalog', 'Top APIs', 'Taxonomy', 'My Favorites', 'Latest News']);
  });

  it('counts notifications plus replies on the bell', async () => {
    renderPage(<AppHeader onLogout={() => {}} />, {
      store: testStore({ notifications: notes(3), replies: replies(2) }),
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toContain('5');
  });

  it('caps the bell badge at 99+', async () => {
    renderPage(<AppHeader onLogout={() => {}} />, {
      store: testStore({ notifications: notes(60), replies: replies(40) }),
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toContain('99+');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('puts a badge on Latest News only when announcements exist', () => {
    const first = renderPage(<AppHeader onLogout={() => {}} />);
    expect(screen.queryByLabelText('1 new announcement')).toBeNull();
    first.unmount();
    renderPage(<AppHeader onLogout={() => {}} />, { store: testStore({ announcements: [announcement] }) });
    const news = screen.getByRole('link', { name: /Latest News/ });
    expect(within(news).getByLabelText('1 new announcement')).toBeTruthy();
  });

  it('offers My Profile and Logout in the user menu', async () => {
    const onLogout = vi.fn();
    renderPage(<AppHeader onLogout={onLogout} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, Alice: user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('offers the Provider workspace in the user menu to providers only', async () => {
    const consumer = renderPage(<AppHeader onLogout={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, Alice: user menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Provider workspace' })).toBeNull();
    consumer.unmount();
    renderPage(<AppHeader onLogout={() => {}} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hi, Paula: user menu' }));
    const entry = await screen.findByRole('menuitem', { name: 'Provider workspace' });
    expect(entry.getAttribute('href')).toBe('/provider');
  });

  it('opens a Menu panel with the same links', async () => {
    renderPage(<AppHeader onLogout={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu', expanded: false }));
    const panel = await screen.findByRole('navigation', { name: 'Main (mobile)' });
    expect(within(panel).getAllByRole('link')).toHaveLength(6);
  });
});
