// Profile loading (spec section 4): five requests in parallel, the player, the sportsbook
// settings, the accounts, the comp points and the status groups, then all of it is stored. The
// last three are a player's, and a visitor's page load asks nothing that answers 401 (the session
// cookie is HttpOnly, so the page cannot tell beforehand): the five run in parallel when this
// browser's last profile was a player's (a hint in local storage), else the player's three follow
// once the profile says it is a player's. A 401 among them (a session ended since) answers them
// empty, the spec's rule for comp points. Loaded on demand, with the platform client.
import type { QueryClient } from '@tanstack/react-query';
import { ok, platform } from '../../api/platform';
import type { Account, Player } from '../../api/platformTypes';
import { runRequest } from '../../api/request';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../core/routeData';
import { readStored, removeStored, writeStored } from '../../core/storage';
import { ACCOUNTS_KEY, COMP_POINTS_KEY, STATUS_GROUPS_KEY } from '../../core/player';

/** Local storage: the last profile this browser loaded was a player's. */
export const PLAYER_HINT_KEY = 'signedInBefore';

export interface LoadedProfile {
  player: Player;
  settings: BetSettings | undefined;
  accounts: Account[];
}

/** Loads the profile and what goes with it, and stores all of it in the query cache. */
export async function loadProfile(qc: QueryClient): Promise<LoadedProfile> {
  const playerData = () =>
    Promise.all([
      orEmpty(
        platform.GET('/player/accounts', { params: { query: { compatibility: false } } }),
        [] as Account[],
      ),
      orEmpty(platform.GET('/player/comp_points'), null),
      orEmpty(platform.GET('/player/status_groups'), []),
    ]);
  const early = readStored(PLAYER_HINT_KEY) === '1' ? playerData() : undefined;
  // Read below only for a player: a visitor's early answers are dropped, their failures too.
  early?.catch(() => undefined);
  const [player, settings] = await Promise.all([
    ok(platform.GET('/player')),
    // Asked again even when the page's inlined data has them: they are the player's now.
    qc
      .fetchQuery({
        queryKey: [REQUEST.settings],
        queryFn: ({ signal }) => runRequest<BetSettings>(REQUEST.settings, signal),
        staleTime: 0,
      })
      .catch(() => undefined),
  ]);
  const signedIn = player.id !== undefined;
  if (signedIn) writeStored(PLAYER_HINT_KEY, '1');
  else removeStored(PLAYER_HINT_KEY);
  const [accounts, compPoints, statusGroups] = signedIn ? await (early ?? playerData()) : [[], null, []];
  qc.setQueryData(ACCOUNTS_KEY, accounts);
  qc.setQueryData(COMP_POINTS_KEY, compPoints);
  qc.setQueryData(STATUS_GROUPS_KEY, statusGroups);
  return { player, settings, accounts };
}

/** A player's data, or empty when the session has ended (401); other failures throw. */
async function orEmpty<T, E>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  empty: E,
): Promise<T | E> {
  const res = await call;
  return res.response.status === 401 ? empty : ok(Promise.resolve(res));
}

/** Ends the session on the server; failures are ignored (the UI signs out regardless). */
export async function remoteSignOut(): Promise<void> {
  removeStored(PLAYER_HINT_KEY);
  await platform.DELETE('/users/sign_out').catch(() => undefined);
}

/** Stores the UI's language as the player's (their private channel is published in it). */
export async function updateLocale(locale: string): Promise<string> {
  const res = await ok(platform.PATCH('/player/update_locale', { body: { locale } }));
  return res.locale;
}
