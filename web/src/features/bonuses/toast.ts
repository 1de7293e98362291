// The bonus toast (spec section 4): "you have a new bonus", after a promo code or a bonus_issued
// message, once per bonus. Toasts close themselves after a while; a bonus toast also closes when
// the player signs out (the alerts host, mounted while signed in, closes them as it unmounts).
import { dismissAlert, showAlert } from '../../core/alerts/alerts';
import type { Bonus } from './kinds';

const open = new Map<string, number>();
const toasted = new Set<string>();

export function showBonusToast(bonus: Bonus): void {
  if (toasted.has(bonus.id)) return;
  toasted.add(bonus.id);
  open.set(
    bonus.id,
    showAlert({
      type: 'success',
      title: { id: 'bonus.toast.title' },
      description: { id: 'bonus.toast.body', values: { name: bonus.name } },
    }),
  );
}

export function closeBonusToasts(): void {
  for (const key of open.values()) dismissAlert(key);
  open.clear();
  toasted.clear();
}
