// The wallet (core/feature): the deposit, withdrawal, payment-method and transactions pages, the deposit dialogs, and a
// player's balance and account menu in the header (core/slots), loaded once shown.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';

export const walletFeature: Feature = {
  // deposit, withdraw, methods and transactions (WalletSection): one route, so that each page
  // more costs the first screen nothing.
  routes: [
    { path: 'profile/wallet/:section', page: () => import('./WalletSection').then((m) => m.WalletSection) },
  ],
  modals: { kinds: ['iframeDeposit', 'quickDeposit'], View: lazyWhenOnline(() => import('./WalletModals')) },
  slots: { headerAccount: lazyWhenOnline(() => import('./HeaderAccount')) },
};
