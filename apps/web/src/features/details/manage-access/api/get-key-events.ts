import type { KeyEventList } from '@storefront/contract/runtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { keyEventsKey, platformPath } from './keys.ts';

/** GET .../runtime/{email}/platformRuntime/events: the consumer's key activity, newest first. */
export const getKeyEvents = (itemId: string, email: string, signal?: AbortSignal) =>
  apiGet<KeyEventList>(`${platformPath(itemId, email)}/events`, undefined, signal);

export const keyEventsQueryOptions = (itemId: string, email: string) =>
  queryOptions({
    queryKey: keyEventsKey(itemId),
    queryFn: ({ signal }) => getKeyEvents(itemId, email, signal),
    retry: false,
  });

export function useKeyEvents(itemId: string, email: string | null) {
  return useQuery({ ...keyEventsQueryOptions(itemId, email ?? ''), enabled: email !== null });
}
