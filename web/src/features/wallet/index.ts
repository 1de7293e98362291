// The wallet's public part: a player's balance and account menu in the header (core/slots),
// loaded once shown, and the quick-deposit alert a parent page can ask for (embedded mode).
import { lazyWhenOnline } from '../../core/connection';
import type { Slots } from '../../core/slots';

export { showQuickDepositAlert } from './depositAlert';

export const walletSlots: Slots = {
  headerAccount: lazyWhenOnline(() => import('./HeaderAccount')),
};
