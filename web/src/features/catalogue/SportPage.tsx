import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { MatchList, SportList, TournamentList } from '../../api/types';
import { pageRequests, REQUEST } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { NotFoundPage } from '../layout/ErrorPages';
import { MatchGroups } from './MatchGroups';
import styles from './SportPage.module.css';
import { usePageTitle } from './usePageTitle';

export function SportPage() {
  const { sport: key = '' } = useParams();
  const sports = useApi<SportList>(REQUEST.sports);
  const [matchesRequest, , tournamentsRequest] = pageRequests('sport', { sport: key });
  const sport = sports.data?.data.find((s) => s.key === key);
  const matches = useApi<MatchList>(sport ? (matchesRequest ?? null) : null);
  const tournaments = useApi<TournamentList>(sport ? (tournamentsRequest ?? null) : null);
  usePageTitle(sport?.name);
  if (sports.data && !sport) return <NotFoundPage />;
  return (
    <>
      <h1>{sport?.name}</h1>
      <LeagueLinks sportKey={key} tournaments={tournaments.data} />
      <MatchGroups matches={matches.data?.data} by="league" loading={matches.isLoading} />
    </>
  );
}

export function LeagueLinks({
  sportKey,
  tournaments,
}: {
  sportKey: string;
  tournaments: TournamentList | undefined;
}) {
  if (!tournaments?.data.length) return null;
  return (
    <section aria-labelledby="leagues-title" className={styles.leagues}>
      <h2 id="leagues-title" className="visually-hidden">
        <FormattedMessage id="sport.leagues" defaultMessage="Leagues" />
      </h2>
      <ul>
        {tournaments.data.map((t) => (
          <li key={t.id}>
            <Link to={`/${sportKey}/${t.slug}`} data-testid="league-link">
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
