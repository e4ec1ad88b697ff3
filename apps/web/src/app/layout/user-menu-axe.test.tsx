import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { UserMenu } from './user-menu.tsx';

/** Regression found by axe in Chromium (issue 16 part 7): a menu holds menu items only. */
describe('user menu accessibility', () => {
  it('has no focusable placeholder inside the menu (aria-required-children) and still works by keyboard', async () => {
    renderPage(<UserMenu name="Paula" onLogout={() => {}} provider />);
    const trigger = screen.getByRole('button', { name: 'Hi, Paula: user menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('[role="presentation"]')).toBeNull();
    const result = await axe.run(menu, { runOnly: ['aria-required-children', 'aria-allowed-attr'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    // Opened by keyboard, the first item has the focus; the arrow keys move on.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Profile'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Provider workspace');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio');
    expect(document.activeElement?.textContent).toContain('Light');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Logout');
  });

  it('switches the colour scheme, marks the choice and keeps it on the server (issue 31)', async () => {
    const { fetchMock } = renderPage(<UserMenu name="Alice" onLogout={() => {}} />, {
      api: { '/api/web/my/store/preferences': { colorScheme: 'dark', language: null } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Alice: user menu' }));
    const group = await screen.findByRole('group', { name: 'Colour scheme' });
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Dark/ }));
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect(screen.getByRole('menuitemradio', { name: /Dark/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: /Light/ }).getAttribute('aria-checked')).toBe('false');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/preferences'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ colorScheme: 'dark' });
    const result = await axe.run(screen.getByRole('menu'), {
      runOnly: ['aria-required-children', 'aria-allowed-attr', 'aria-required-parent'],
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
