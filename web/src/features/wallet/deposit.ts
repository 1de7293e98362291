// Starting a deposit (POST /player/deposits) and reading its answer; shared by the deposit page
// and the quick-deposit modal.
import { ok, platform } from '../../api/platform';
import type { Deposit } from '../../api/platformTypes';
import { ApiRequestError } from '../../api/request';

export interface DepositInput {
  amount: number;
  currency: string;
  quick?: boolean;
  returnPath?: string;
}

export function createDeposit(input: DepositInput): Promise<Deposit> {
  return ok(
    platform.POST('/player/deposits', {
      body: {
        amount: input.amount,
        currency: input.currency,
        quick: input.quick,
        return_path: input.returnPath,
      },
    }),
  );
}

/** The profile fields a 422 AUTH_FIELDS_MISSED names, or null for any other error. */
export function missingFields(err: unknown): string[] | null {
  if (!(err instanceof ApiRequestError) || err.code !== 'AUTH_FIELDS_MISSED') return null;
  const named = Object.keys(err.fields);
  return named.length ? named : ['first_name', 'last_name'];
}

/** The payment page inside a frame: the provider then posts its result to this window. */
export function embeddedUrl(paymentUrl: string): string {
  return paymentUrl + (paymentUrl.includes('?') ? '&' : '?') + 'embed=1';
}

/** The message the simulated provider posts to the parent window. */
export interface PaymentMessage {
  type: 'sportsbook:payment';
  status: 'success' | 'error' | 'pending';
  deposit_id?: number;
}

export function isPaymentMessage(data: unknown): data is PaymentMessage {
  if (!data || typeof data !== 'object') return false;
  const d = data as { type?: unknown; status?: unknown };
  return (
    d.type === 'sportsbook:payment' &&
    (d.status === 'success' || d.status === 'error' || d.status === 'pending')
  );
}

/** A notice the payment page shows the player while it stays open (spec section 8: payment
 * interface notices, of type success, warning or danger, with a translated title and message):
 * title and message are message ids, the site's own or the operator's (site.yaml translations). */
export interface PaymentNotice {
  type: 'sportsbook:payment-notice';
  notice: 'success' | 'warning' | 'danger';
  title: string;
  message: string;
}

const NOTICE_TYPES: readonly string[] = ['success', 'warning', 'danger'];

export function isPaymentNotice(data: unknown): data is PaymentNotice {
  if (!data || typeof data !== 'object') return false;
  const d = data as Partial<Record<keyof PaymentNotice, unknown>>;
  return (
    d.type === 'sportsbook:payment-notice' &&
    typeof d.notice === 'string' &&
    NOTICE_TYPES.includes(d.notice) &&
    typeof d.title === 'string' &&
    typeof d.message === 'string'
  );
}
