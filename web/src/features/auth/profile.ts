// Profile loading (spec section 4): the player and the sportsbook settings in parallel, then,
// for a signed-in player only, the accounts, comp points and status groups. A visitor's profile
// has no id; asking a visitor for what only players have would only answer 401 three times on
// every page load, so they are not asked. Loaded on demand, with the platform client.
import type { QueryClient } from '@tanstack/react-query';
import { ok, platform } from '../../api/platform';
import type { Account, CompPoints, Player, StatusGroup } from '../../api/platformTypes';
import { runRequest } from '../../api/request';
import type { BetSettings } from '../../api/types';
import { REQUEST } from '../../app/routeData';
import { ACCOUNTS_KEY, COMP_POINTS_KEY, STATUS_GROUPS_KEY } from './queries';

export interface LoadedProfile {
  player: Player;
  settings: BetSettings | undefined;
  accounts: Account[];
}

/** Loads the profile and what goes with it, and stores all of it in the query cache. */
export async function loadProfile(qc: QueryClient): Promise<LoadedProfile> {
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
  const [accounts, compPoints, statusGroups]: [Account[], CompPoints | null, StatusGroup[]] =
    player.id === undefined
      ? [[], null, []]
      : await Promise.all([
          ok(platform.GET('/player/accounts', { params: { query: { compatibility: false } } })),
          ok(platform.GET('/player/comp_points')),
          ok(platform.GET('/player/status_groups')),
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
