// The deposit alerts of spec section 8: a payment's result (the payment page's message, or
// ?payment= on the way back), and the quick deposit's (after its modal, or when the parent page of
// an embedded sportsbook reports one).
import type { DepositStatus } from '../../api/platformTypes';
import { showAlert } from '../../core/alerts/alerts';
import type { PaymentResult } from '../../domain/auth';
import type { PaymentNotice } from './deposit';

export function showPaymentAlert(result: PaymentResult): void {
  if (result === 'success')
    showAlert({
      type: 'success',
      title: { id: 'wallet.deposit.success.title' },
      description: { id: 'wallet.deposit.success.description' },
    });
  else if (result === 'pending')
    showAlert({
      type: 'pending',
      title: { id: 'wallet.deposit.pending.title' },
      description: { id: 'wallet.deposit.pending.description' },
    });
  else
    showAlert({
      type: 'error',
      title: { id: 'wallet.deposit.failed.title' },
      description: { id: 'wallet.deposit.failed.description' },
    });
}

export function showQuickDepositAlert(status: DepositStatus): void {
  if (status === 'success')
    showAlert({ type: 'success', title: { id: 'quick-deposit.notification.success.title' } });
  else if (status === 'error')
    showAlert({
      type: 'error',
      title: { id: 'quick-deposit.notification.failed.title' },
      description: { id: 'quick-deposit.notification.failed.description' },
    });
  else
    showAlert({
      type: 'pending',
      title: { id: 'quick-deposit.notification.pending.title' },
      description: { id: 'quick-deposit.notification.pending.description' },
    });
}

/** A payment page's notice, as an alert of its type: a danger is an error, which screen readers
 * announce at once. */
export function showPaymentNotice(n: PaymentNotice): void {
  showAlert({
    type: n.notice === 'danger' ? 'error' : n.notice,
    title: { id: n.title },
    description: { id: n.message },
  });
}
