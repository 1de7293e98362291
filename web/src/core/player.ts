// Query keys and hooks of the player's platform data. Keys start with 'platform' so the realtime
// cache patchers (which read route-data strings) pass them by, and sign-out can drop them at once.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Account, CompPoints, Limit, StatusGroup } from '../api/platformTypes';
import { applyBalance, type BalanceMessageLike } from '../domain/wallet';

export const PLATFORM_KEY = ['platform'] as const;
export const ACCOUNTS_KEY = ['platform', 'accounts'] as const;
export const COMP_POINTS_KEY = ['platform', 'comp_points'] as const;
export const STATUS_GROUPS_KEY = ['platform', 'status_groups'] as const;
export const LIMITS_KEY = ['platform', 'user_limits'] as const;

export async function fetchAccounts(): Promise<Account[]> {
  const { platform, ok } = await import('../api/platform');
  return ok(platform.GET('/player/accounts', { params: { query: { compatibility: false } } }));
}

export async function fetchLimits(): Promise<Limit[]> {
  const { platform, ok } = await import('../api/platform');
  return ok(platform.GET('/user_limits'));
}

/** The player's active accounts, the current one first; loaded with the profile. */
export function useAccounts(enabled: boolean) {
  return useQuery({ queryKey: ACCOUNTS_KEY, queryFn: fetchAccounts, enabled, staleTime: Infinity });
}

/** The player's comp points, loaded with the profile (null: none, a visitor). */
export function useCompPoints(enabled: boolean) {
  return useQuery<CompPoints | null>({
    queryKey: COMP_POINTS_KEY,
    queryFn: async () => {
      const { platform, ok } = await import('../api/platform');
      return ok(platform.GET('/player/comp_points'));
    },
    enabled,
    staleTime: 0,
  });
}

/** The player's status groups, loaded with the profile. */
export function useStatusGroups(enabled: boolean) {
  return useQuery<StatusGroup[]>({
    queryKey: STATUS_GROUPS_KEY,
    queryFn: async () => {
      const { platform, ok } = await import('../api/platform');
      return ok(platform.GET('/player/status_groups'));
    },
    enabled,
    staleTime: 0,
  });
}

export function useLimits(enabled: boolean) {
  return useQuery({ queryKey: LIMITS_KEY, queryFn: fetchLimits, enabled, staleTime: 30_000 });
}

/** A balance_changed message applied to the cached accounts (the header follows). */
export function applyBalanceMessage(qc: QueryClient, msg: BalanceMessageLike): void {
  qc.setQueryData<Account[]>(ACCOUNTS_KEY, (accounts) => accounts && applyBalance(accounts, msg));
}
