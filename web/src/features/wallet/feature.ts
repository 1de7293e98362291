// The wallet (core/feature): the deposit and transactions pages, the deposit dialogs, and a
// player's balance and account menu in the header (core/slots), loaded once shown.
import { lazyWhenOnline } from '../../core/connection';
import type { Feature } from '../../core/feature';

export const walletFeature: Feature = {
  routes: [
    { path: 'profile/wallet/deposit', page: () => import('./DepositPage').then((m) => m.DepositPage) },
    {
      path: 'profile/wallet/transactions',
      page: () => import('./TransactionsPage').then((m) => m.TransactionsPage),
    },
  ],
  modals: { kinds: ['iframeDeposit', 'quickDeposit'], View: lazyWhenOnline(() => import('./WalletModals')) },
  slots: { headerAccount: lazyWhenOnline(() => import('./HeaderAccount')) },
};
