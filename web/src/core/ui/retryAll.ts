// Several requests that a part of a page needs all of (a sport's countries and its leagues) as one
// Retryable, so that one message with Retry stands for them (core/ui/LoadState's LoadFailed).
import type { Retryable } from './LoadState';

/** Failed when any of `queries` failed, busy while any is being asked again; Retry asks again the
 * ones that failed, not those that came. */
export function retryAll(...queries: Retryable[]): Retryable {
  return {
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}
