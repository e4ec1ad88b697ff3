import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => count < 1 && !(isApiError(err) && err.status >= 400 && err.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
