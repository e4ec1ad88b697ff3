import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { MobileMenu } from './mobile-menu.tsx';

describe('mobile menu colour scheme (issue 31)', () => {
  it('offers the three schemes as radios, switches at once and keeps the choice on the server', async () => {
    const { fetchMock } = renderPage(
      <MobileMenu items={[]} announcements={0} name="Alice" onLogout={() => {}} defaultOpened />,
      { api: { '/api/web/my/store/preferences': { colorScheme: 'dark', language: null } } },
    );
    const group = await screen.findByRole('radiogroup', { name: 'Colour scheme' });
    expect(group).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/preferences'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ colorScheme: 'dark' });
  });
});
