// The wallet's public part: the deposit alerts, a payment's result that the URL brings back (auth's
// URL actions) and a quick deposit's that a parent page reports (embedded mode); the deposit button.
export { showPaymentAlert, showQuickDepositAlert } from './depositAlert';
export { DepositButton } from './DepositButton';
