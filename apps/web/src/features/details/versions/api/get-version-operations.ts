import type { VersionOperations } from '@storefront/contract/versions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/versions/{label}/operations: the Methods tab of one version. */
export const getVersionOperations = (id: string, label: string, signal?: AbortSignal) =>
  apiGet<VersionOperations>(
    `/api/web/catalog/item/${encodeURIComponent(id)}/versions/${encodeURIComponent(label)}/operations`,
    undefined,
    signal,
  );

export function useVersionOperations(id: string, label: string | null) {
  return useQuery({
    queryKey: ['details', id, 'version-operations', label ?? ''] as const,
    queryFn: ({ signal }) => getVersionOperations(id, label ?? '', signal),
    enabled: label !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
