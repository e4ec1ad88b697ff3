import type { AccessTemplate } from '@storefront/contract/access';
import type { CustomerConfig, CustomerSettings } from '@storefront/contract/config';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client.ts';

/** The stored settings: GET /api/web/config without what the server derives (search, ticketing). */
export function storedSettings(config: CustomerConfig): CustomerSettings {
  const { search: _search, ticketing: _ticketing, ...settings } = config;
  return settings;
}

export const settingsOptions = () =>
  queryOptions({
    queryKey: ['provider', 'settings'] as const,
    queryFn: async ({ signal }) =>
      storedSettings(await apiGet<CustomerConfig>('/api/web/config', undefined, signal)),
    retry: false,
    staleTime: 0,
  });

/** PUT /api/provider/config: replaces the stored settings (400 names every offending field). */
export const putSettings = (settings: CustomerSettings) =>
  apiPut<CustomerSettings>('/api/provider/config', settings);

export const accessTemplateOptions = () =>
  queryOptions({
    queryKey: ['provider', 'access-template'] as const,
    queryFn: ({ signal }) =>
      apiGet<AccessTemplate>('/api/provider/asks/templates/default', undefined, signal),
    retry: false,
    staleTime: 0,
  });

export const putAccessTemplate = (template: AccessTemplate) =>
  apiPut<AccessTemplate>('/api/provider/asks/templates/default', template);
