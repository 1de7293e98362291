// Package wallet holds the money rules of player accounts: the currencies the platform keeps
// accounts in, the kinds of ledger movement, and how a balance splits into what can be bet and
// what is locked. Amounts are int64 minor units of the account's currency, never floats.
//
// An account's balance is the sum of its ledger; the store keeps the sum beside the account and
// its tests check that the two never differ.
package wallet

import (
	"errors"
	"slices"
	"strings"
)

// Currency is a currency accounts can be kept in.
type Currency struct {
	// Code is the ISO 4217 code, or a crypto ticker (BTC).
	Code string
	// Subunits is the number of digits of the minor unit: 2 for EUR cents, 8 for BTC satoshi.
	Subunits int
	// Fiat is false for crypto currencies.
	Fiat bool
}

// currencies are the platform's currencies, in the order offered at sign-up.
var currencies = []Currency{
	{Code: "EUR", Subunits: 2, Fiat: true},
	{Code: "USD", Subunits: 2, Fiat: true},
	{Code: "GBP", Subunits: 2, Fiat: true},
	{Code: "BRL", Subunits: 2, Fiat: true},
	{Code: "KZT", Subunits: 2, Fiat: true},
	{Code: "BTC", Subunits: 8, Fiat: false},
}

// Currencies returns the platform's currencies.
func Currencies() []Currency { return slices.Clone(currencies) }

// ErrUnknownCurrency is returned for a currency code the platform keeps no accounts in.
var ErrUnknownCurrency = errors.New("wallet: unknown currency")

// Lookup finds a currency by code, case-insensitively.
func Lookup(code string) (Currency, error) {
	code = strings.ToUpper(strings.TrimSpace(code))
	for _, c := range currencies {
		if c.Code == code {
			return c, nil
		}
	}
	return Currency{}, ErrUnknownCurrency
}

// Kind is the kind of a ledger movement.
type Kind string

// Ledger movement kinds. Credits are positive amounts, debits negative.
const (
	KindDeposit  Kind = "deposit"
	KindBetStake Kind = "bet_stake"
	KindPayout   Kind = "payout"
	KindCashout  Kind = "cashout"
	KindBonus    Kind = "bonus"
	KindRefund   Kind = "refund"
	// KindJackpot is a jackpot level paid to the player whose bet hit it (internal/jackpots).
	KindJackpot Kind = "jackpot"
	// KindWithdrawal is money paid out to a player's payment method, debited when the player asks
	// (internal/cashier); KindWithdrawalReturned credits it back, once, when the operator rejects
	// the withdrawal or the player cancels it.
	KindWithdrawal         Kind = "withdrawal"
	KindWithdrawalReturned Kind = "withdrawal_returned"
)

// Kinds are every kind of movement the ledger records.
var Kinds = []Kind{KindDeposit, KindBetStake, KindPayout, KindCashout, KindBonus, KindRefund, KindJackpot, KindWithdrawal, KindWithdrawalReturned}

// Known reports whether the ledger records movements of kind k.
func (k Kind) Known() bool { return slices.Contains(Kinds, k) }

// Balance is an account's money: Total is the ledger sum; Locked is held by bets awaiting results
// and cash-outs in progress.
type Balance struct {
	Total  int64
	Locked int64
}

// AvailableToBet is what may be staked now: the total less what is locked, never below zero.
func (b Balance) AvailableToBet() int64 {
	return max(b.Total-b.Locked, 0)
}

// Withdrawable is what may be paid out now: what is available to bet, the total less what open
// bets and cash-outs lock. The balance holds no bonus money to keep back: bonuses are free bets
// and boosts on a bet (internal/bonuses), never a credit with a wagering requirement, so a
// balance is the player's own money and what it won.
func (b Balance) Withdrawable() int64 { return b.AvailableToBet() }

// Errors of Apply.
var (
	ErrNonPositive  = errors.New("wallet: an amount must be above zero")
	ErrInsufficient = errors.New("wallet: insufficient balance")
)

// Apply returns the balance after a movement of amount (signed: credits positive). A debit may
// only spend what is available to bet; a zero amount is refused.
func Apply(b Balance, amount int64) (Balance, error) {
	switch {
	case amount == 0:
		return b, ErrNonPositive
	case amount < 0 && -amount > b.AvailableToBet():
		return b, ErrInsufficient
	}
	b.Total += amount
	return b, nil
}
