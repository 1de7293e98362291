// Where the site's player group settings come from: today the server's settings (GET /settings,
// from its environment options); the content folder will hold them, and only this function moves.
import type { BetSettings } from '../api/types';

export type PlayerGroupSetting = 'depositReminder' | 'userGroupChecker' | 'quickDepositTest';

/** The status group id a setting names, undefined when none is configured (or not loaded yet). */
export function playerGroupSetting(
  settings: BetSettings | undefined,
  name: PlayerGroupSetting,
): string | undefined {
  return settings?.playerGroups?.[name] || undefined;
}
