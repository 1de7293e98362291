// A sport page under the favorites page key (/football/favorites), or a CMS page's favourites
// block: the player's favourite matches (of that sport) that take bets, live then upcoming. Loaded
// only when shown.
import { useAuth } from '../../core/auth';
import { LoadFailed } from '../../core/ui/LoadState';
import { Loading } from '../../core/RequireSignIn';
import {
  FavouriteMatchLists,
  NoFavouriteMatches,
  useFavouriteMatches,
  VisitorPrompt,
} from './FavouriteMatches';

export default function SportFavourites({ sportKey }: { sportKey?: string }) {
  const { status } = useAuth();
  if (status === 'NOT_LOGGED_IN') return <VisitorPrompt />;
  if (status !== 'LOGGED_IN') return <Loading />;
  return <SportList sportKey={sportKey} />;
}

function SportList({ sportKey }: { sportKey?: string | undefined }) {
  const list = useFavouriteMatches(sportKey);
  if (list.isError) return <LoadFailed query={list} />;
  if (!list.data) return <Loading />;
  if (list.data.data.length === 0) return <NoFavouriteMatches />;
  return <FavouriteMatchLists matches={list.data.data} />;
}
