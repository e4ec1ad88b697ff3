import type { StoreToggleResult } from '@storefront/contract/my-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { myStoreKey } from '../../../lib/my-store.ts';

/** POST /api/web/my/store/recent/{id}/add: the landing page's Recently Viewed list. */
export const addRecentView = (id: string) =>
  apiPost<StoreToggleResult>(`/api/web/my/store/recent/${encodeURIComponent(id)}/add`);

export function useAddRecentView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecentView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoreKey }),
  });
}
