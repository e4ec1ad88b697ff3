import type { TryRequest, TryResponse } from '@storefront/contract/docs';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client.ts';

/**
 * POST /api/web/catalog/item/{id}/try[?version=]: Try through the portal, to its mock server or
 * (SSRF-guarded) to a server the document declares; a deprecated version's answers carry Deprecation
 * and Sunset. The portal call carries the bearer token from session storage.
 */
export const sendTry = (id: string, request: TryRequest, version: string | null = null) =>
  apiJson<TryResponse>(`/api/web/catalog/item/${encodeURIComponent(id)}/try`, {
    method: 'POST',
    body: request,
    query: { version },
  });

export function useSendTry(id: string, version: string | null = null) {
  return useMutation({ mutationFn: (request: TryRequest) => sendTry(id, request, version) });
}
