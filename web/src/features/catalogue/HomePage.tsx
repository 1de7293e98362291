import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { runRequest } from '../../api/request';
import type { MatchList } from '../../api/types';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { mergePages, pageRequest } from './listPages';
import { useBodyPage, usePageTitle } from './usePageTitle';
import { MatchGroups } from './MatchGroups';
import styles from './SportPage.module.css';

// The jackpot banner and leaderboard, at the top under the page's title, load after the first
// screen (the first-route JS ceiling).
const JackpotBanner = lazy(() => import('../jackpots/JackpotBanner'));

/** A list request and the pages after it that the bettor asked for ('Show more'). Each page is its
 * own query, keyed by its request, so the realtime patchers keep every page live. */
function usePagedList(first: string | null): {
  matches: MatchList['data'] | undefined;
  loading: boolean;
  hasMore: boolean;
  fetching: boolean;
  showMore: () => void;
} {
  const [pages, setPages] = useState(1);
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
    hasMore,
    fetching: results.some((r) => r.isFetching),
    showMore: () => setPages((n) => n + 1),
  };
}

export function HomePage() {
  const [liveRequest, upcomingRequest] = pageRequests('home');
  const live = useApi<MatchList>(liveRequest ?? null);
  const upcoming = usePagedList(upcomingRequest ?? null);
  usePageTitle({ id: 'home.title', defaultMessage: 'Top sports betting' });
  useBodyPage('home');
  return (
    <>
      <h1>
        <FormattedMessage id="home.title" defaultMessage="Top sports betting" />
      </h1>
      <Suspense fallback={null}>
        <JackpotBanner />
      </Suspense>
      <h2>
        <FormattedMessage id="home.live" defaultMessage="Live now" />
      </h2>
      <MatchGroups matches={live.data?.data} by="sport" loading={live.isLoading} />
      <h2>
        <FormattedMessage id="home.upcoming" defaultMessage="Upcoming" />
      </h2>
      <MatchGroups matches={upcoming.matches} by="sport" loading={upcoming.loading} />
      {upcoming.hasMore && (
        <button
          type="button"
          className={styles.showMore}
          onClick={upcoming.showMore}
          disabled={upcoming.fetching}
          aria-busy={upcoming.fetching}
          data-testid="show-more"
        >
          <FormattedMessage id="list.showMore" defaultMessage="Show more" />
        </button>
      )}
    </>
  );
}
