import type { AccessTemplate } from '@storefront/contract/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export const ACCESS_TEMPLATE = 'default';

/** GET /api/web/asks/template/default: the access-request form. */
export const getAccessTemplate = (signal?: AbortSignal) =>
  apiGet<AccessTemplate>(`/api/web/asks/template/${ACCESS_TEMPLATE}`, undefined, signal);

export const accessTemplateQueryOptions = () =>
  queryOptions({
    queryKey: ['access', 'template', ACCESS_TEMPLATE] as const,
    queryFn: ({ signal }) => getAccessTemplate(signal),
  });

export function useAccessTemplate() {
  return useQuery(accessTemplateQueryOptions());
}
