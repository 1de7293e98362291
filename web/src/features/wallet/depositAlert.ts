// The quick-deposit alert of spec section 8: after the quick-deposit modal, or when the parent
// page of an embedded sportsbook reports a deposit's result.
import type { DepositStatus } from '../../api/platformTypes';
import { showAlert } from '../../core/alerts/alerts';

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
