package bets

import "github.com/opensportsbook/sportsbook/internal/store"

// closingPayout is the payout status a bet closes with (spec section 4: initial, approved,
// declined, paid). An open bet's is initial. A bet that pays something (a win, a refund, a
// cash-out) has its payout approved, and paid once the ledger credit is posted in the same
// transaction (store.Tx.PayoutPaid); a bet that pays nothing (lost) has it declined, as a
// sportsbook's history shows "no payout" rather than leaving it pending forever.
func closingPayout(payout int64) string {
	if payout > 0 {
		return store.PayoutApproved
	}
	return store.PayoutDeclined
}
