package wallet

import (
	"errors"
	"testing"
)

func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		code     string
		subunits int
		fiat     bool
		err      error
	}{
		{"EUR", 2, true, nil},
		{" btc ", 8, false, nil},
		{"kzt", 2, true, nil},
		{"XYZ", 0, false, ErrUnknownCurrency},
		{"", 0, false, ErrUnknownCurrency},
	} {
		c, err := Lookup(tc.code)
		if !errors.Is(err, tc.err) || c.Subunits != tc.subunits || c.Fiat != tc.fiat {
			t.Errorf("Lookup(%q) = %+v, %v", tc.code, c, err)
		}
	}
	if n := len(Currencies()); n != 6 {
		t.Errorf("want the six currencies of the issue, got %d", n)
	}
}

func TestApply(t *testing.T) {
	for _, tc := range []struct {
		name   string
		b      Balance
		amount int64
		want   Balance
		err    error
	}{
		{"credit", Balance{Total: 100}, 50, Balance{Total: 150}, nil},
		{"debit within available", Balance{Total: 100, Locked: 30}, -70, Balance{Total: 30, Locked: 30}, nil},
		{"debit over available", Balance{Total: 100, Locked: 30}, -71, Balance{Total: 100, Locked: 30}, ErrInsufficient},
		{"zero", Balance{Total: 100}, 0, Balance{Total: 100}, ErrNonPositive},
		{"debit of everything", Balance{Total: 5}, -5, Balance{Total: 0}, nil},
	} {
		got, err := Apply(tc.b, tc.amount)
		if got != tc.want || !errors.Is(err, tc.err) {
			t.Errorf("%s: Apply = %+v, %v; want %+v, %v", tc.name, got, err, tc.want, tc.err)
		}
	}
	if got := (Balance{Total: 10, Locked: 20}).AvailableToBet(); got != 0 {
		t.Errorf("available never below zero, got %d", got)
	}
}

func TestKindKnown(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		want bool
	}{
		{KindDeposit, true}, {KindBetStake, true}, {KindPayout, true}, {KindCashout, true},
		{KindBonus, true}, {KindRefund, true}, {KindJackpot, true},
		{KindWithdrawal, true}, {KindWithdrawalReturned, true},
		{"transfer", false}, {"", false}, {"Deposit", false}, {"deposit ", false}, {"withdrawal ", false},
	} {
		if got := tc.kind.Known(); got != tc.want {
			t.Errorf("%q.Known() = %v", tc.kind, got)
		}
	}
}
