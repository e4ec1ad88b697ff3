import type { NewRuntimeKey } from '@storefront/contract/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { runtimeKey, runtimePath } from '../../manage-access/api/keys.ts';

/** POST /api/web/catalog/item/{id}/runtime: a new key in the reserved application ("Get API Key"). */
export const createRuntimeKey = (id: string) => apiPost<NewRuntimeKey>(runtimePath(id));

export function useCreateRuntimeKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createRuntimeKey(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runtimeKey(id) }),
  });
}
