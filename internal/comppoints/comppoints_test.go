package comppoints

import (
	"testing"

	"github.com/opensportsbook/sportsbook/internal/store"
)

func TestEarned(t *testing.T) {
	for _, tc := range []struct {
		name string
		bet  store.Bet
		want int64
	}{
		{"a euro a point", store.Bet{Status: store.BetDone, Result: "lose_entire", Currency: "EUR", Stake: 1_099}, 10},
		{"under a euro", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "EUR", Stake: 99}, 0},
		{"reais", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "BRL", Stake: 5_000}, 10},
		{"bitcoin", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "BTC", Stake: 100_000}, 50},
		{"half refund", store.Bet{Status: store.BetDone, Result: "refund_half_win_other", Currency: "EUR", Stake: 1_000}, 10},
		{"voided", store.Bet{Status: store.BetDone, Result: "refund_entire", Currency: "EUR", Stake: 1_000}, 0},
		{"cancelled", store.Bet{Status: store.BetDone, Result: "canceled", Currency: "EUR", Stake: 1_000}, 0},
		{"freebet", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "EUR", Stake: 1_000, Bonus: store.BetBonus{ID: 1, Type: "freebet"}}, 0},
		// A freebet bet is stored under its mode's name (bonuses.wireKind): every one earned points.
		{"freebet only_win", store.Bet{Status: store.BetDone, Result: "lose", Currency: "EUR", Stake: 1_000, Bonus: store.BetBonus{ID: 1, Type: "freebet_only_win"}}, 0},
		{"freebet no_risk", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "EUR", Stake: 1_000, Bonus: store.BetBonus{ID: 1, Type: "freebet_no_risk"}}, 0},
		{"freebet all_win", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "EUR", Stake: 1_000, Bonus: store.BetBonus{ID: 1, Type: "freebet_all_win"}}, 0},
		{"comboboost", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "EUR", Stake: 1_000, Bonus: store.BetBonus{ID: 1, Type: "comboboost"}}, 10},
		{"cashed out", store.Bet{Status: store.BetCashedOut, Result: "cashed_out", Currency: "EUR", Stake: 1_000}, 0},
		{"unknown currency", store.Bet{Status: store.BetDone, Result: "win_entire", Currency: "XYZ", Stake: 1_000}, 0},
	} {
		if got := Earned(tc.bet); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestLevelOf(t *testing.T) {
	for _, tc := range []struct {
		points   int64
		level    string
		min, max int64
	}{
		{0, "bronze", 0, 100}, {99, "bronze", 0, 100}, {100, "silver", 100, 1_000}, {999, "silver", 100, 1_000},
		{1_000, "gold", 1_000, 5_000}, {5_000, "platinum", 5_000, 5_000}, {80_000, "platinum", 5_000, 5_000},
	} {
		lvl, lo, hi := LevelOf(tc.points)
		if lvl.ID != tc.level || lo != tc.min || hi != tc.max {
			t.Errorf("%d points: %s %d..%d, want %s %d..%d", tc.points, lvl.ID, lo, hi, tc.level, tc.min, tc.max)
		}
	}
}
