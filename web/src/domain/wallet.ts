// Wallet rules the UI computes: the current account, a balance update from the realtime channel
// applied to the account list, and the current flag after a currency switch. Pure: no React, no
// I/O.

export interface BalanceLike {
  total: number;
  available_to_bet: number;
  locked: number;
}

export interface AccountLike {
  currency: string;
  subunits: number;
  current: boolean;
  balance: BalanceLike;
}

/** The account bets are placed from: the one flagged current, else the first. */
export function currentAccount<A extends AccountLike>(accounts: readonly A[] | undefined): A | undefined {
  if (!accounts?.length) return undefined;
  return accounts.find((a) => a.current) ?? accounts[0];
}

/** The balance_changed message of a player's private channel. */
export interface BalanceMessageLike {
  currency: string;
  subunits: number;
  balance: BalanceLike;
}

/**
 * The accounts with the balance of the message's currency replaced (spec section 4: balance
 * updates set the balance of the matching currency). The same array when nothing matches or
 * nothing changes, so the cache does not notify for nothing.
 */
export function applyBalance<A extends AccountLike>(accounts: readonly A[], msg: BalanceMessageLike): A[] {
  let changed = false;
  const next = accounts.map((a) => {
    if (a.currency !== msg.currency) return a;
    const b = a.balance;
    if (
      b.total === msg.balance.total &&
      b.available_to_bet === msg.balance.available_to_bet &&
      b.locked === msg.balance.locked
    )
      return a;
    changed = true;
    return { ...a, balance: { ...msg.balance } };
  });
  return changed ? next : (accounts as A[]);
}

/** The accounts with `currency` marked current (after a switch), the others not. */
export function markCurrent<A extends AccountLike>(accounts: readonly A[], currency: string): A[] {
  return accounts.map((a) => (a.current === (a.currency === currency) ? a : { ...a, current: !a.current }));
}
