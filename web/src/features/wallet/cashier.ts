// The cashier's calls for the withdrawal and payment-method pages (api/platform.yaml): the saved
// methods, the player's withdrawals, a request, a cancellation, a removal. Loaded with those pages.
import { ok, platform } from '../../api/platform';
import type { components } from '../../api/platform.d';

export type PaymentMethod = components['schemas']['PaymentMethod'];
export type Withdrawal = components['schemas']['Withdrawal'];

export const METHODS_KEY = ['platform', 'payment_methods'] as const;
export const WITHDRAWALS_KEY = ['platform', 'withdrawals'] as const;
/** The withdrawals a page lists: the newest, as many as one page of the contract. */
export const WITHDRAWALS_SHOWN = 20;

export async function fetchMethods(): Promise<PaymentMethod[]> {
  return (await ok(platform.GET('/player/payment_methods'))).items;
}

export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  return (await ok(platform.GET('/player/withdrawals', { params: { query: { limit: WITHDRAWALS_SHOWN } } })))
    .items;
}

export function requestWithdrawal(amount: number, currency: string, methodId: number): Promise<Withdrawal> {
  return ok(platform.POST('/player/withdrawals', { body: { amount, currency, method_id: methodId } }));
}

export function cancelWithdrawal(id: number): Promise<Withdrawal> {
  return ok(platform.POST('/player/withdrawals/{id}/cancel', { params: { path: { id } } }));
}

export async function removeMethod(id: number): Promise<void> {
  await ok(platform.DELETE('/player/payment_methods/{id}', { params: { path: { id } } }));
}
