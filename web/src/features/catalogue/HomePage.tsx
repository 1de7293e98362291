import { FormattedMessage } from 'react-intl';
import type { MatchList } from '../../api/types';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { useBodyPage, usePageTitle } from './usePageTitle';
import { MatchGroups } from './MatchGroups';

export function HomePage() {
  const [liveRequest, upcomingRequest] = pageRequests('home');
  const live = useApi<MatchList>(liveRequest ?? null);
  const upcoming = useApi<MatchList>(upcomingRequest ?? null);
  usePageTitle({ id: 'home.title', defaultMessage: 'Top sports betting' });
  useBodyPage('home');
  return (
    <>
      <h1>
        <FormattedMessage id="home.title" defaultMessage="Top sports betting" />
      </h1>
      <h2>
        <FormattedMessage id="home.live" defaultMessage="Live now" />
      </h2>
      <MatchGroups matches={live.data?.data} by="sport" loading={live.isLoading} />
      <h2>
        <FormattedMessage id="home.upcoming" defaultMessage="Upcoming" />
      </h2>
      <MatchGroups matches={upcoming.data?.data} by="sport" loading={upcoming.isLoading} />
    </>
  );
}
