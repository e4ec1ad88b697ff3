import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useBranding, useMe } from '../lib/startup.ts';
import { type FakeReply, fakeFetch, json } from '../test/fake-fetch.ts';
import { testConfig } from '../test/render.tsx';
import { App } from './app.tsx';

function Probe() {
  const branding = useBranding();
  const me = useMe();
  return (
    <p>
      ready {branding.brandName} {me.givenName}
    </p>
  );
}

function start(api: Record<string, FakeReply>) {
  const fetchMock = fakeFetch(api);
  const onLogout = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }]);
  render(
    <App router={<RouterProvider router={router} />} queryClient={createQueryClient()} onLogout={onLogout} />,
  );
  return { fetchMock, onLogout };
}

const me = { whoAmI: 'alice', givenName: 'Alice' };
const forbidden = () => json({ code: 'HTTP-403', detail: 'You do not have permission to access this.' }, 403);

describe('startup', () => {
  it('asks for config, branding and the user, and renders only when all three answered', async () => {
    const { fetchMock } = start({
      '/api/web/config': testConfig(),
      '/api/web/config/branding': { primaryColor: '#112233', brandName: 'Acme' },
      '/api/web/my/stuff': me,
    });
    expect(await screen.findByText('ready Acme Alice')).toBeTruthy();
    const paths = fetchMock.mock.calls.map(([u]) => String(u));
    expect(paths).toEqual(['/api/web/config', '/api/web/config/branding', '/api/web/my/stuff']);
  });

  it('asks for the three together: the user and branding calls do not wait for the config answer', async () => {
    let answerConfig: (r: Response) => void = () => {};
    const { fetchMock } = start({
      '/api/web/config': () => new Promise<Response>((resolve) => (answerConfig = resolve)),
      '/api/web/config/branding': { primaryColor: '#112233', brandName: 'Acme' },
      '/api/web/my/stuff': me,
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('ready', { exact: false })).toBeNull();
    answerConfig(json(testConfig()));
    expect(await screen.findByText('ready Acme Alice')).toBeTruthy();
  });

  it('reports the config failure when the user call failed too (answers handled in order)', async () => {
    start({
      '/api/web/config': forbidden,
      '/api/web/my/stuff': () => new Response('boom', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect(
      await screen.findByRole('heading', { name: "You don't have permission to view this" }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).toBeNull();
  });

  it('falls back to default branding when branding fails', async () => {
    start({
      '/api/web/config': testConfig(),
      '/api/web/config/branding': () => json({ code: 'HTTP-500', detail: 'Internal Server Error' }, 500),
      '/api/web/my/stuff': me,
    });
    expect(await screen.findByText('ready Storefront Alice')).toBeTruthy();
  });

  it('shows the permission screen when the server denies permission', async () => {
    const { onLogout } = start({ '/api/web/config': forbidden });
    expect(
      await screen.findByRole('heading', { name: "You don't have permission to view this" }),
    ).toBeTruthy();
    expect(screen.getByText('Please contact your system administrator for access.')).toBeTruthy();
    expect(screen.queryByText('ready', { exact: false })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the generic screen for any other failure, with Logout', async () => {
    start({
      '/api/web/config': testConfig(),
      '/api/web/my/stuff': () => new Response('boom', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/refresh the page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByText("You don't have permission to view this")).toBeNull();
  });

  it('names why the token was refused, after one round trip, without renewing or signing in again', async () => {
    const auth = {
      getAccessToken: async () => 't',
      renew: vi.fn(async () => true),
      signIn: vi.fn(async () => {}),
    };
    configureApiAuth(auth);
    const detail =
      'The access token was refused: its audience (aud) does not include "storefront-api" (OIDC_AUDIENCE).';
    const refused = () => json({ code: 'TOKEN-AUDIENCE', detail }, 401);
    try {
      const { fetchMock } = start({
        '/api/web/config': refused,
        '/api/web/config/branding': refused,
        '/api/web/my/stuff': refused,
      });
      expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
      expect(screen.getByTestId('startup-error-detail').textContent).toBe(detail);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(auth.renew).not.toHaveBeenCalled();
      expect(auth.signIn).not.toHaveBeenCalled();
    } finally {
      configureApiAuth(null);
    }
  });
});
