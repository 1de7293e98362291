// The signed-in player's status group ids (GET /player/status_groups), which content blocks are
// restricted by. The profile loads them with the player (auth/profile.ts) into this query; a
// visitor is in none.
import { useQuery } from '@tanstack/react-query';
import type { StatusGroup } from '../../api/platformTypes';
import { useAuth } from '../../core/auth';
import { STATUS_GROUPS_KEY } from '../../core/player';

async function fetchStatusGroups(): Promise<StatusGroup[]> {
  const { platform, ok } = await import('../../api/platform');
  return ok(platform.GET('/player/status_groups'));
}

export function usePlayerGroups(): readonly string[] {
  const signedIn = useAuth().status === 'LOGGED_IN';
  const q = useQuery({
    queryKey: STATUS_GROUPS_KEY,
    queryFn: fetchStatusGroups,
    enabled: signedIn,
    staleTime: Infinity,
  });
  return signedIn ? (q.data ?? []).map((g) => g.id) : [];
}
