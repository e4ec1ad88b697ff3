import type { ItemRuntime, KeyAction } from '@storefront/contract/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { platformPath, runtimeKey } from './keys.ts';

/** POST .../platformRuntime/credentials/revoke: the key stops working at once. */
export const revokeKey = (itemId: string, email: string, action: KeyAction) =>
  apiPost<ItemRuntime>(`${platformPath(itemId, email)}/credentials/revoke`, action);

export function useRevokeKey(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { email: string } & KeyAction) =>
      revokeKey(itemId, vars.email, { appName: vars.appName, consumerKey: vars.consumerKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runtimeKey(itemId) }),
  });
}
