import type { OAuthTokenRequest, OAuthTokenResponse } from '@storefront/contract/docs';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client.ts';

/**
 * POST /api/web/catalog/item/{id}/try/oauth-token[?version=]: the portal asks the token URL the
 * document declares (Try's SSRF guard) with the consumer's own client; it keeps neither.
 */
export const getOAuthToken = (id: string, request: OAuthTokenRequest, version: string | null = null) =>
  apiJson<OAuthTokenResponse>(`/api/web/catalog/item/${encodeURIComponent(id)}/try/oauth-token`, {
    method: 'POST',
    body: request,
    query: { version },
  });

export function useOAuthToken(id: string, version: string | null = null) {
  return useMutation({ mutationFn: (request: OAuthTokenRequest) => getOAuthToken(id, request, version) });
}
