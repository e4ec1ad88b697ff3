import type { KeyAction, RotatedKey } from '@storefront/contract/runtime';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { platformPath, runtimeKey } from './keys.ts';

/** POST .../platformRuntime/credentials/rotate: a new key; the old one works for the overlap. */
export const rotateKey = (itemId: string, email: string, action: KeyAction) =>
  apiPost<RotatedKey>(`${platformPath(itemId, email)}/credentials/rotate`, action);

export function useRotateKey(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { email: string } & KeyAction) =>
      rotateKey(itemId, vars.email, { appName: vars.appName, consumerKey: vars.consumerKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runtimeKey(itemId) }),
  });
}
