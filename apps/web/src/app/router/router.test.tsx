import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Link, useLocation, useRoutes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function Counter() {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('n') ?? 0);
  return (
    <button
      type="button"
      onClick={() => setParams((prev) => new URLSearchParams({ n: String(Number(prev.get('n') ?? 0) + 1) }))}
    >
      n={n}
    </button>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Link to="/counter">to counter</Link> },
    { path: '/counter', element: <Counter /> },
    { path: '/later', element: lazyRoute(async () => ({ Component: () => <p>later page</p> })) },
  ]);
}

describe('AppRouter', () => {
  it('routes under the base path, moves between pages and keeps query changes in the URL', async () => {
    window.history.replaceState(null, '', '/store/');
    render(
      <AppRouter basename="/store">
        <Routes />
        <Where />
      </AppRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'to counter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'n=0' }));
    await userEvent.click(screen.getByRole('button', { name: 'n=1' }));
    expect(screen.getByRole('button', { name: 'n=2' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/store/counter?n=2');
    expect(screen.getByRole('status').textContent).toBe('/counter?n=2');
  });

  it('renders a lazy route once its module has loaded', async () => {
    window.history.replaceState(null, '', '/store/later');
    render(
      <AppRouter basename="/store">
        <Suspense fallback={<p>loading</p>}>
          <Routes />
        </Suspense>
      </AppRouter>,
    );
    expect(await screen.findByText('later page')).toBeTruthy();
  });
});

describe('RouteErrorBoundary', () => {
  function Boom(): never {
    throw new Error('page broke');
  }

  it('shows the fallback for a failing page and clears it when the path changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            elsewhere
          </button>
          <RouteErrorBoundary resetKey={path} fallback={(e) => <p>failed: {(e as Error).message}</p>}>
            {path === '/a' ? <Boom /> : <p>page b</p>}
          </RouteErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText('failed: page broke')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('page b')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
