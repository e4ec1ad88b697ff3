import type { LiveEvent } from '@storefront/contract/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myStoreKey } from './my-store.ts';

/** Query roots each kind of event makes stale (features keep News queries under ['news']). */
export function refreshFor(queryClient: QueryClient, event: LiveEvent | { type: 'resync' }) {
  const refetch = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'ready':
      return;
    case 'notifications':
    case 'replies':
      refetch(myStoreKey);
      return;
    case 'announcements':
      refetch(myStoreKey);
      refetch(['news']);
      return;
    case 'news': {
      refetch(['news']);
      const itemId = 'data' in event ? event.data.itemId : undefined;
      if (typeof itemId === 'string') refetch(['details', itemId, 'notices']);
      return;
    }
    case 'conversation': {
      // The same key root as the Contact Provider tab's queries (features/details/contact-provider).
      const itemId = 'data' in event ? event.data.itemId : undefined;
      if (typeof itemId === 'string') refetch(['details', itemId, 'conversation']);
      return;
    }
    default:
      refetch(myStoreKey);
      refetch(['news']);
  }
}

/**
 * Keeps badges, the bell and News current without a reload while the app is open. The connection's
 * code is its own chunk, loaded after the first render (it is not needed to show the page).
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let connections = 0;
    let live: { close(): void } | null = null;
    let closed = false;
    import('./live-events.ts')
      .then(({ connectLiveEvents }) => {
        if (closed) return;
        live = connectLiveEvents({
          onEvent: (event) => refreshFor(queryClient, event),
          // After a reconnection events may have been missed beyond what the server replays.
          onConnected: () => {
            if (connections++ > 0) refreshFor(queryClient, { type: 'resync' });
          },
        });
      })
      // The chunk did not load (offline): no live updates until the next page load.
      .catch(() => {});
    return () => {
      closed = true;
      live?.close();
    };
  }, [queryClient]);
}
