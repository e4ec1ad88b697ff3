import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('not found', () => {
  it('shows the 404 text and a button home', async () => {
    const { router } = renderPage(<NotFoundPage />, {
      path: '/no/such/page',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Visit Our Home Page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeTruthy();
  });
});
