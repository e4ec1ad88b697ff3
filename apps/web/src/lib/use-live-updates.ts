import type { LiveEvent } from '@storefront/contract/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents } from './live-events.ts';
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
    default:
      refetch(myStoreKey);
      refetch(['news']);
  }
}

/** Keeps badges, the bell and News current without a reload while the app is open. */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let connections = 0;
    const live = connectLiveEvents({
      onEvent: (event) => refreshFor(queryClient, event),
      // After a reconnection events may have been missed beyond what the server replays.
      onConnected: () => {
        if (connections++ > 0) refreshFor(queryClient, { type: 'resync' });
      },
    });
    return () => live.close();
  }, [queryClient]);
}
