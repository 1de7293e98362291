// The wallet's public part: a player's balance and account menu in the header (core/slots),
// loaded once shown, and the deposit alerts: a payment's result that the URL brings back (auth's
// URL actions) and a quick deposit's that a parent page reports (embedded mode).
import { lazyWhenOnline } from '../../core/connection';
import type { Slots } from '../../core/slots';

export { showPaymentAlert, showQuickDepositAlert } from './depositAlert';

export const walletSlots: Slots = {
  headerAccount: lazyWhenOnline(() => import('./HeaderAccount')),
};
