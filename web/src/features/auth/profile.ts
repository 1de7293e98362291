// Profile loading (spec section 4): five requests in parallel — the player, the sportsbook
// settings, the accounts, comp points and status groups. An anonymous visitor's accounts, comp
// points and status groups answer 401, which means "none". Loaded on demand, with the platform
// client.
import type { QueryClient } from '@tanstack/react-query';
import { ok, platform } from '../../api/platform';
import type { Account, CompPoints, Player, StatusGroup } from '../../api/platformTypes';
import { ApiRequestError, runRequest } from '../../api/request';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../app/routeData';
import { ACCOUNTS_KEY, COMP_POINTS_KEY, STATUS_GROUPS_KEY } from './queries';

/** A 401 answer reads as `empty`; other failures are thrown. */
function emptyOn401<T>(p: Promise<T>, empty: T): Promise<T> {
  return p.catch((err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 401) return empty;
    throw err;
  });
}

export interface LoadedProfile {
  player: Player;
  settings: BetSettings | undefined;
  accounts: Account[];
}

/** Loads the profile and what goes with it, and stores all of it in the query cache. */
export async function loadProfile(qc: QueryClient): Promise<LoadedProfile> {
  const [player, settings, accounts, compPoints, statusGroups] = await Promise.all([
    ok(platform.GET('/player')),
    // Asked again even when the page's inlined data has them: they are the player's now.
    qc
      .fetchQuery({
        queryKey: [REQUEST.settings],
        queryFn: ({ signal }) => runRequest<BetSettings>(REQUEST.settings, signal),
        staleTime: 0,
      })
      .catch(() => undefined),
    emptyOn401(
      ok(platform.GET('/player/accounts', { params: { query: { compatibility: false } } })),
      [] as Account[],
    ),
    emptyOn401<CompPoints | null>(ok(platform.GET('/player/comp_points')), null),
    emptyOn401(ok(platform.GET('/player/status_groups')), [] as StatusGroup[]),
  ]);
  qc.setQueryData(ACCOUNTS_KEY, accounts);
  qc.setQueryData(COMP_POINTS_KEY, compPoints);
  qc.setQueryData(STATUS_GROUPS_KEY, statusGroups);
  return { player, settings, accounts };
}

/** Ends the session on the server; failures are ignored (the UI signs out regardless). */
export async function remoteSignOut(): Promise<void> {
  await platform.DELETE('/users/sign_out').catch(() => undefined);
}

/** Stores the UI's language as the player's (their private channel is published in it). */
export async function updateLocale(locale: string): Promise<string> {
  const res = await ok(platform.PATCH('/player/update_locale', { body: { locale } }));
  return res.locale;
}
