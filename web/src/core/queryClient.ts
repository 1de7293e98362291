// The query client and its defaults. The spec's: no retry and no refetch on focus; realtime keeps
// data fresh, so a cached response stays good for a minute. A request that got no answer at all
// (no network) is the exception: it waits for the connection and tries again, and every query
// with nothing good to show refetches once the browser is back online, so a page that lost its
// connection heals without a reload. Requests report to the connection store (core/connection).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isNetworkError, reportRequestAnswered, reportRequestError } from './connection';

/** How many times a request that got no answer is tried again (each waits to be online). */
export const NETWORK_RETRIES = 3;

export function retryOnNetworkError(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && failureCount < NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  // Errors are not reported from these caches' onError: the fetch layer (core/reporting/http.ts)
  // already reported failed HTTP calls where they happened, and network errors and cancels are
  // filtered out anyway; a report here would send each failure twice.
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportRequestError, onSuccess: reportRequestAnswered }),
    mutationCache: new MutationCache({ onError: reportRequestError, onSuccess: reportRequestAnswered }),
    defaultOptions: {
      queries: {
        retry: retryOnNetworkError,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        staleTime: 60_000,
      },
    },
  });
}
