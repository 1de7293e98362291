import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MatchList } from '../../api/types';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { usePagedList } from './usePagedList';
import { useBodyPage, usePageTitle } from './usePageTitle';
import { MatchGroups } from './MatchGroups';
import { ShowMore } from './ShowMore';

// The jackpot banner and leaderboard, at the top under the page's title, load after the first
// screen (the first-route JS ceiling).
const JackpotBanner = lazy(() => import('../jackpots/JackpotBanner'));

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
      <ShowMore list={upcoming} />
    </>
  );
}
