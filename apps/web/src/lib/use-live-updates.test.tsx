import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myStoreKey } from './my-store.ts';

const connections: { onEvent: (e: unknown) => void; onConnected: () => void; close: () => void }[] = [];
vi.mock('./live-events.ts', () => ({
  connectLiveEvents: (handlers: { onEvent: (e: unknown) => void; onConnected: () => void }) => {
    const connection = { ...handlers, close: vi.fn() };
    connections.push(connection);
    return connection;
  },
}));

const { useLiveUpdates } = await import('./use-live-updates.ts');

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { invalidate, ...renderHook(() => useLiveUpdates(), { wrapper }) };
}

afterEach(() => {
  connections.length = 0;
});

describe('useLiveUpdates', () => {
  it('connects once its code has loaded after the render, refreshes on events and closes on unmount', async () => {
    const { invalidate, unmount } = setup();
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    connections[0]!.onEvent({ type: 'notifications', data: {} });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: myStoreKey });
    // A reconnection refreshes everything (events may have been missed); the first connect does not.
    connections[0]!.onConnected();
    expect(invalidate).toHaveBeenCalledTimes(1);
    connections[0]!.onConnected();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['news'] });
    unmount();
    expect(connections[0]!.close).toHaveBeenCalledTimes(1);
  });

  it('does not connect when unmounted before its code arrived', async () => {
    const { unmount } = setup();
    unmount();
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toHaveLength(0);
  });
});
