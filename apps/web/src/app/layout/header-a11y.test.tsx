import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, testStore } from '../../test/render.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';

/** Regressions found by axe (issue 16 part 7). */
describe('header accessibility', () => {
  it('puts aria-expanded on the bell button only, never on the badge around it', async () => {
    const store = testStore({ notifications: [{ id: 'n1', name: 'Item', count: 2 }] });
    renderPage(<NotificationBell store={store} />, { store });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const badge = screen.getByTestId('notification-badge');
    expect(badge.contains(bell)).toBe(true);
    for (const el of [badge, ...badge.querySelectorAll('*')].filter((e) => e !== bell))
      expect(el.hasAttribute('aria-expanded'), el.outerHTML.slice(0, 80)).toBe(false);
  });

  it("names the mobile menu's close button", async () => {
    renderPage(<MobileMenu items={[]} announcements={0} name="Alice" onLogout={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeTruthy();
  });
});
