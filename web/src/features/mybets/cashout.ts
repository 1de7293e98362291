// The cash-out flow of one bet card: offer → confirm → sending → done, or back to confirm when
// the value changed, or the offer gone when the server says it is unavailable. The amount itself
// is not held here: the card always shows the bet's current value from the cache, which realtime
// bet_cashout_changed messages and refused cash-outs keep up to date.

export type CashoutNotice = 'changed' | 'unavailable' | 'failed';

export type CashoutStep =
  | { step: 'offer'; notice?: CashoutNotice }
  | { step: 'confirm'; notice?: CashoutNotice }
  | { step: 'sending'; amount: number };

export type CashoutEvent =
  | { type: 'ask' }
  | { type: 'cancel' }
  | { type: 'send'; amount: number }
  /** 422 CASHOUT_CHANGED: the value moved; the player is asked again at the new one. */
  | { type: 'changed' }
  /** 422 CASHOUT_UNAVAILABLE: no cash-out now. */
  | { type: 'unavailable' }
  /** Any other failure (network, 5xx): the offer stays, with a notice. */
  | { type: 'failed' }
  | { type: 'done' };

export const CASHOUT_START: CashoutStep = { step: 'offer' };

export function cashoutStep(s: CashoutStep, e: CashoutEvent): CashoutStep {
  switch (e.type) {
    case 'ask':
      return s.step === 'offer' ? { step: 'confirm' } : s;
    case 'cancel':
      return s.step === 'confirm' ? { step: 'offer' } : s;
    case 'send':
      return s.step === 'confirm' ? { step: 'sending', amount: e.amount } : s;
    case 'changed':
      return s.step === 'sending' ? { step: 'confirm', notice: 'changed' } : s;
    case 'unavailable':
      return s.step === 'sending' ? { step: 'offer', notice: 'unavailable' } : s;
    case 'failed':
      return s.step === 'sending' ? { step: 'offer', notice: 'failed' } : s;
    case 'done':
      return s.step === 'sending' ? CASHOUT_START : s;
  }
}

/** What a refused cash-out means for the flow: its code, and the new value CASHOUT_CHANGED names. */
export function cashoutRefusal(
  status: number,
  body: unknown,
): { event: 'changed'; amount: number } | { event: 'unavailable' } | { event: 'failed' } {
  const b = (body && typeof body === 'object' ? body : {}) as { code?: unknown; details?: unknown };
  const details = (b.details && typeof b.details === 'object' ? b.details : {}) as { amount?: unknown };
  if (
    status === 422 &&
    b.code === 'CASHOUT_CHANGED' &&
    typeof details.amount === 'number' &&
    details.amount > 0
  )
    return { event: 'changed', amount: details.amount };
  if (status === 422 && (b.code === 'CASHOUT_UNAVAILABLE' || b.code === 'CASHOUT_CHANGED'))
    return { event: 'unavailable' };
  return { event: 'failed' };
}
