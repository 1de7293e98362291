// /favorites (spec route table: favourites; the named section and special page key favorites):
// the signed-in player's favourite matches that take bets, live first then upcoming, grouped by
// league as the other lists are, with their odds moving live; then their favourite leagues and
// sports as links to their pages. Unstarring a match here takes it off the list. A visitor is
// told what the page holds and offered the sign-in modal.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { runRequest } from '../../api/request';
import type { SportList, Tournament } from '../../api/types';
import { LocalLink } from '../../core/links';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { useAuth } from '../../core/auth';
import { EmptyState, LoadFailed } from '../../core/ui/LoadState';
import { Loading } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import {
  FavouriteMatchLists,
  NoFavouriteMatches,
  useFavouriteMatches,
  VisitorPrompt,
} from './FavouriteMatches';
import { FAVOURITES_KEY } from './ids';
import { useFavouriteIds } from './queries';
import { Star } from './Star';
import styles from './FavouritesPage.module.css';

const TITLE = { id: 'favourites.title', defaultMessage: 'Favourites' };

export function FavouritesPage() {
  usePageTitle(TITLE);
  useBodyPage('favorites');
  const { status } = useAuth();
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      {status === 'LOGGED_IN' ? <Favourites /> : status === 'NOT_LOGGED_IN' ? <VisitorPrompt /> : <Loading />}
    </section>
  );
}

function Favourites() {
  const list = useFavouriteMatches();
  const leagues = useFavouriteLeagues();
  const sports = useFavouriteSports();
  const matches = list.data?.data;
  if (list.isError) return <LoadFailed query={list} />;
  if (!matches || !leagues || !sports) return <Loading />;
  if (matches.length === 0 && leagues.length === 0 && sports.length === 0)
    return (
      <EmptyState testId="favourites-empty">
        <FormattedMessage
          id="favourites.empty"
          defaultMessage="Nothing here yet. Tap the star of a match, a league or a sport to find it here."
        />
      </EmptyState>
    );
  return (
    <>
      {matches.length === 0 ? <NoFavouriteMatches /> : <FavouriteMatchLists matches={matches} />}
      {leagues.length > 0 && (
        <section className={styles.part} data-testid="favourites-leagues">
          <h2 className={styles.subhead}>
            <FormattedMessage id="favourites.leagues" defaultMessage="Leagues" />
          </h2>
          <ul className={styles.links}>
            {leagues.map((l) => (
              <li key={l.id}>
                <LocalLink to={l.path}>{l.name}</LocalLink>
                <Star type="tournaments" id={l.id} name={l.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {sports.length > 0 && (
        <section className={styles.part} data-testid="favourites-sports">
          <h2 className={styles.subhead}>
            <FormattedMessage id="favourites.sports" defaultMessage="Sports" />
          </h2>
          <ul className={styles.links}>
            {sports.map((s) => (
              <li key={s.id}>
                <LocalLink to={`/${s.key}`}>{s.name}</LocalLink>
                <Star type="sports" id={s.id} name={s.name} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

interface LeagueLink {
  id: number;
  name: string;
  path: string;
}

/** The favourite leagues with their pages' paths, in the order starred; undefined while loading.
 * One query for them all: the page shows them together, and they change only with the ids. */
function useFavouriteLeagues(): LeagueLink[] | undefined {
  const { ids, player } = useFavouriteIds('tournaments');
  const sports = useApi<SportList>(REQUEST.sports);
  const leagues = useQuery({
    queryKey: [...FAVOURITES_KEY, player ?? 0, 'leagues', ids],
    queryFn: ({ signal }) =>
      Promise.all((ids ?? []).map((id) => runRequest<Tournament>(`GET /tournaments/${id}`, signal))),
    enabled: ids !== undefined,
  });
  if (!leagues.data || !sports.data) return undefined;
  const keyOf = new Map(sports.data.data.map((s) => [s.id, s.key]));
  return leagues.data.flatMap((t) => {
    const sport = keyOf.get(t.sportId);
    return sport ? [{ id: t.id, name: t.name, path: `/${sport}/${t.slug}` }] : [];
  });
}

/** The favourite sports, in the order starred; undefined while loading. */
function useFavouriteSports(): SportList['data'] | undefined {
  const { ids } = useFavouriteIds('sports');
  const sports = useApi<SportList>(REQUEST.sports);
  if (!ids || !sports.data) return undefined;
  const byId = new Map(sports.data.data.map((s) => [s.id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
