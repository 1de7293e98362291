import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { runRequest } from '../../api/request';
import type { Retryable } from '../../core/ui/LoadState';
import type { MatchList } from '../../api/types';
import { mergePages, pageRequest } from './listPages';

/** A list request and the pages after it that the bettor asked for ('Show more'). Each page is its
 * own query, keyed by its request, so the realtime patchers keep every page live. Another request
 * (the schedule's next day) starts again at its first page. */
export function usePagedList(first: string | null): {
  matches: MatchList['data'] | undefined;
  loading: boolean;
  /** The first page's request, which a list without its rows retries. */
  query: Retryable | undefined;
  hasMore: boolean;
  fetching: boolean;
  showMore: () => void;
  /** A page after the first that failed: the list says so in place of Show more, with Retry. */
  failed: Retryable | undefined;
} {
  const [shown, setShown] = useState({ first, pages: 1 });
  const pages = shown.first === first ? shown.pages : 1;
  const results = useQueries({
    queries: Array.from({ length: first ? pages : 0 }, (_, i) => {
      const request = pageRequest(first ?? '', i + 1);
      return { queryKey: [request], queryFn: ({ signal }) => runRequest<MatchList>(request, signal) };
    }),
  });
  const { matches, hasMore } = mergePages(results.map((r) => r.data));
  return {
    matches: results[0]?.data ? matches : undefined,
    loading: results[0]?.isLoading ?? false,
    query: results[0],
    hasMore,
    fetching: results.some((r) => r.isFetching),
    showMore: () => setShown({ first, pages: pages + 1 }),
    failed: results.find((r, i) => i && r.isError),
  };
}
