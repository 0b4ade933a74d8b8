import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient of the page (SPEC.md section 7): data never goes stale, is not refetched
 * on focus, not polled and not retried. Mutations invalidate what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
