import type { TryRequest, TryResponse } from '@storefront/contract/docs';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';

/**
 * POST /api/web/catalog/item/{id}/try: Try through the portal, to its mock server or (SSRF-guarded)
 * to a server the document declares. The portal call carries the bearer token from session storage.
 */
export const sendTry = (id: string, request: TryRequest) =>
  apiPost<TryResponse>(`/api/web/catalog/item/${encodeURIComponent(id)}/try`, request);

export function useSendTry(id: string) {
  return useMutation({ mutationFn: (request: TryRequest) => sendTry(id, request) });
}
