import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoad } from '../../app/route-modules.ts';
import { earlyRoute } from './early-route.tsx';

const page = { Component: () => <h1>the page</h1> };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    );
  }
}

/** The route element inside a Suspense boundary that says when it was used. */
const renderRoute = (element: ReactNode) =>
  render(
    <Catch>
      <Suspense fallback={<p>suspended</p>}>{element}</Suspense>
    </Catch>,
  );

describe('moduleLoad', () => {
  it('loads once, remembers the module and retries after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page);
    const route = moduleLoad(load);
    await expect(route.early()).rejects.toThrow('offline');
    expect(route.startedEarly()).toBe(false);
    expect(route.loaded()).toBeUndefined();
    const first = route();
    expect(route()).toBe(first);
    // Asked for by a render, not by the early start.
    expect(route.startedEarly()).toBe(false);
    expect(route.early()).toBe(first);
    expect(route.startedEarly()).toBe(true);
    await first;
    expect(route.loaded()).toBe(page);
    expect(route.startedEarly()).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('earlyRoute', () => {
  it('renders a module that has arrived in the first render, without suspending', async () => {
    const route = moduleLoad(async () => page);
    await route();
    renderRoute(earlyRoute(route, <p>loading</p>));
    // Synchronously there: no fallback of either kind was needed.
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
  });

  it('shows its own fallback for a module on its way (no Suspense), then the page', async () => {
    const arrival = deferred<typeof page>();
    const route = moduleLoad(() => arrival.promise);
    void route.early(); // as the entry's early start does
    renderRoute(earlyRoute(route, <p>loading</p>));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    await act(async () => arrival.resolve(page));
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
  });

  it('suspends like a lazy route when nothing started the load (a move from another page)', async () => {
    const route = moduleLoad(async () => page);
    renderRoute(earlyRoute(route, <p>loading</p>));
    expect(screen.getByText('suspended')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'the page' })).toBeTruthy();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const arrival = deferred<typeof page>();
    const route = moduleLoad(() => arrival.promise);
    void route.early().catch(() => {});
    renderRoute(earlyRoute(route, <p>loading</p>));
    await act(async () => arrival.reject(new Error('chunk missing')));
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
  });
});
