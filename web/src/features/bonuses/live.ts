// bonus_issued (the player's private channel): the new bonus joins the alert queue at once, a
// toast says so, and every bonus list is asked again (the slip's available bonuses included).
import type { QueryClient } from '@tanstack/react-query';
import { offerAlerts } from './alertStore';
import { BONUSES_KEY } from './keys';
import type { Bonus } from './kinds';
import { showBonusToast } from './toast';

export function applyBonusIssued(qc: QueryClient, bonus: Bonus): void {
  offerAlerts([bonus]);
  showBonusToast(bonus);
  void qc.invalidateQueries({ queryKey: BONUSES_KEY });
}
