import type { ItemList, PatchItemBody, ProviderItem } from '@storefront/contract/provider';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiJson } from '../../../../lib/api-client.ts';

/** One page of GET /api/provider/items, and one of its rows. */
export type CatalogPage = ItemList;
export type CatalogRow = ItemList['results'][number];

export const CATALOG_KEY = ['provider', 'catalog'] as const;

/** GET /api/provider/items?q=&offset=&pageSize=: one page of the catalogue, filtered on the server. */
export const getCatalogPage = (q: string, offset: number, pageSize: number, signal?: AbortSignal) =>
  apiGet<CatalogPage>('/api/provider/items', { q: q.trim(), offset, pageSize }, signal);

export const catalogPageQueryOptions = (q: string, offset: number, pageSize: number) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'list', q.trim(), offset, pageSize] as const,
    queryFn: ({ signal }) => getCatalogPage(q, offset, pageSize, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

const itemPath = (id: string) => `/api/provider/items/${encodeURIComponent(id)}`;

/** GET /api/provider/items/{id}: the item as the provider maintains it. */
export const getProviderItem = (id: string, signal?: AbortSignal) =>
  apiGet<ProviderItem>(itemPath(id), undefined, signal);

export const providerItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'item', id] as const,
    queryFn: ({ signal }) => getProviderItem(id, signal),
    retry: false,
  });

/** PATCH /api/provider/items/{id}: changes only the fields given. */
export const patchProviderItem = (id: string, body: PatchItemBody) =>
  apiJson<ProviderItem>(itemPath(id), { method: 'PATCH', body });

/** DELETE /api/provider/items/{id}: retires the item from the catalogue. */
export const deleteProviderItem = (id: string) => apiDelete<void>(itemPath(id));
