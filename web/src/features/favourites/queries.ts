// The player's favourites as queries: the ids of each type, kept for good once fetched (spec
// section 9: favourites never go stale; only the player changes them, and their own toggles
// refresh them), and the toggle, which flips the star at once and rolls it back to not-favourite
// on error (spec section 4), with a toast saying so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/request';
import { showAlert } from '../../core/alerts/alerts';
import { useAuth } from '../../core/auth';
import { fetchIds, setFavourite } from './calls';
import {
  bettableKey,
  FAVOURITES_KEY,
  idsKey,
  isFavouriteMatchesKey,
  rolledBack,
  toggled,
  type FavouriteType,
} from './ids';

/** The signed-in player whose favourites can be read and changed now, or null. */
export function useFavouritesPlayer(): number | null {
  const { status, sessionReady, profile } = useAuth();
  return status === 'LOGGED_IN' && sessionReady && profile?.id !== undefined ? profile.id : null;
}

/** Whether one entity is a favourite; rows re-render only when their own answer changes. */
export function useIsFavourite(type: FavouriteType, id: number): boolean {
  const player = useFavouritesPlayer();
  const q = useQuery({
    queryKey: idsKey(player ?? 0, type),
    queryFn: () => fetchIds(type),
    enabled: player !== null,
    staleTime: Infinity,
    select: (ids: number[]) => ids.includes(id),
  });
  return player !== null && q.data === true;
}

/** The player's favourite ids of one type (empty for a visitor). */
export function useFavouriteIds(type: FavouriteType): { ids: number[] | undefined; player: number | null } {
  const player = useFavouritesPlayer();
  const q = useQuery({
    queryKey: idsKey(player ?? 0, type),
    queryFn: () => fetchIds(type),
    enabled: player !== null,
    staleTime: Infinity,
  });
  return { ids: player === null ? [] : q.data, player };
}

/** How many favourite matches take bets now. */
export function useBettableFavouriteCount(): number | undefined {
  const player = useFavouritesPlayer();
  const q = useQuery({
    queryKey: bettableKey(player ?? 0),
    queryFn: () => fetchIds('matches', true),
    enabled: player !== null,
    staleTime: Infinity,
  });
  return q.data?.length;
}

interface Toggle {
  id: number;
  on: boolean;
}

/** Stars or unstars an entity of one type. */
export function useToggleFavourite(type: FavouriteType) {
  const qc = useQueryClient();
  const player = useFavouritesPlayer();
  const key = idsKey(player ?? 0, type);
  return useMutation({
    mutationKey: [...FAVOURITES_KEY, 'toggle'],
    mutationFn: ({ id, on }: Toggle) => setFavourite(type, id, on),
    onMutate: async ({ id, on }: Toggle) => {
      await qc.cancelQueries({ queryKey: key, exact: true });
      qc.setQueryData<number[]>(key, (ids) => toggled(ids ?? [], id, on));
    },
    onError: (err, { id }) => {
      qc.setQueryData<number[]>(key, (ids) => rolledBack(ids ?? [], id));
      const reason =
        err instanceof ApiRequestError && err.messageKey.startsWith('error.favourites.')
          ? err.messageKey
          : undefined;
      showAlert({
        type: 'error',
        title: { id: 'favourites.error' },
        description: reason ? { id: reason } : undefined,
      });
    },
    // What the server holds now, for every view of the favourites (the ids, the count, the
    // page's list), once the last toggle under way is answered: refetching between two quick
    // toggles would show the second one undone for a moment. After an error the star stays off,
    // as the spec asks.
    onSuccess: () => {
      if (qc.isMutating({ mutationKey: [...FAVOURITES_KEY, 'toggle'] }) > 1) return;
      void qc.invalidateQueries({ queryKey: [...FAVOURITES_KEY, player ?? 0] });
      void qc.invalidateQueries({ predicate: (q) => isFavouriteMatchesKey(q.queryKey) });
    },
  });
}
