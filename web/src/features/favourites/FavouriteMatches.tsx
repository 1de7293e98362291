// What /favorites and a sport's favorites page key (/football/favorites) share: the
// favourite-match list query, its live and upcoming sections, and what a visitor or a wait shows.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import type { Match, MatchList } from '../../api/types';
import { isLiveStatus } from '../../domain/match';
import { SignInPrompt } from '../../core/RequireSignIn';
import { MatchGroups } from '../catalogue';
import { fetchFavouriteMatches } from './calls';
import { favouriteMatchesRequest } from './ids';
import { useFavouritesPlayer } from './queries';
import styles from './FavouritesPage.module.css';

/** The player's favourite matches taking bets, of one sport or all. Fetched on every visit and
 * dropped on leaving (gcTime 0): the list belongs to this player only, and a realtime message
 * never adds a match to it, only moves or removes one. */
export function useFavouriteMatches(sportKey?: string) {
  const player = useFavouritesPlayer();
  return useQuery<MatchList>({
    queryKey: [favouriteMatchesRequest(sportKey)],
    queryFn: ({ signal }) => fetchFavouriteMatches(sportKey, signal),
    enabled: player !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Live favourites, then upcoming ones, each grouped by league. */
export function FavouriteMatchLists({ matches }: { matches: Match[] }) {
  const live = matches.filter((m) => isLiveStatus(m.status));
  const upcoming = matches.filter((m) => !isLiveStatus(m.status));
  return (
    <>
      {live.length > 0 && (
        <section className={styles.part} data-testid="favourites-live">
          <h2 className={styles.subhead}>
            <FormattedMessage id="favourites.live" defaultMessage="Live" />
          </h2>
          <MatchGroups matches={live} by="league" />
        </section>
      )}
      {upcoming.length > 0 && (
        <section className={styles.part} data-testid="favourites-upcoming">
          <h2 className={styles.subhead}>
            <FormattedMessage id="favourites.upcoming" defaultMessage="Upcoming" />
          </h2>
          <MatchGroups matches={upcoming} by="league" />
        </section>
      )}
    </>
  );
}

/** None of the favourite matches takes bets now. */
export function NoFavouriteMatches() {
  return (
    <p className={styles.empty} data-testid="favourites-none">
      <FormattedMessage
        id="favourites.matches.none"
        defaultMessage="None of your favourite matches takes bets now."
      />
    </p>
  );
}

/** A visitor is told what favourites are for and offered the sign-in modal. */
export function VisitorPrompt() {
  return (
    <SignInPrompt testId="favourites-visitor">
      <FormattedMessage
        id="favourites.visitor"
        defaultMessage="Sign in to keep your favourite matches, leagues and sports here."
      />
    </SignInPrompt>
  );
}
