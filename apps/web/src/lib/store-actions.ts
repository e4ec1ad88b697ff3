import type { StoreToggleResult } from '@storefront/contract/my-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from './api-client.ts';
import { myStoreKey } from './my-store.ts';

/** The two per-user marks on an item: favourite (heart) and watch (bell, "subscribe"). */
export type StoreMark = 'favourites' | 'watch';

/**
 * Query keys whose data carry userFavourite / userWatched. Features keep such queries under these
 * roots (catalogue search and details under ['catalog'], top APIs under ['metrics']) so one toggle
 * refreshes every screen that shows the mark.
 */
export const MARKED_QUERY_ROOTS = [myStoreKey, ['catalog'], ['metrics']] as const;

/** POST /api/web/my/store/{favourites|watch}/{id}/{add|remove}: resolves with the state now. */
export async function setStoreMark(mark: StoreMark, id: string, active: boolean): Promise<boolean> {
  const action = active ? 'add' : 'remove';
  const result = await apiPost<StoreToggleResult | undefined>(
    `/api/web/my/store/${mark}/${encodeURIComponent(id)}/${action}`,
  );
  return typeof result?.active === 'boolean' ? result.active : active;
}

/** The toggle mutation; on success it refreshes the store and every query showing the mark. */
export function useStoreMarkMutation(mark: StoreMark, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setStoreMark(mark, id, active),
    onSuccess: () => {
      for (const queryKey of MARKED_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
