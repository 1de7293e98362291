// Package bonusrules holds the rules of the bonus kinds (spec section 3, 'Bonus kinds'; section 4,
// 'Bonus selection on a bet'), pure and with no I/O, so that the bonus service, placement and
// settlement ask one place and the tests read them by table: which selections a comboboost counts
// and which range it gives, whether a bet fits a freebet and what a freebet bet pays in each mode,
// the points hunting and tournaments give, the tournament pool and rating, the lootbox draw, and a
// player's status of an issued bonus. Odds are thousandths (betting.OddsScale), money is integer
// minor units, every rounding is down. testdata/vectors/bonus.json holds the cases that the Go
// and the TypeScript slip (web/src/domain/bonus) are both tested against.
package bonusrules

import (
	"math/big"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/betting"
)

// Bonus types (spec 'Bonus kinds'); a plain freebet has no mode and pays as freebet_only_win.
const (
	TypeComboboost = "comboboost"
	TypeFreebet    = "freebet"
	TypeHunting    = "hunting"
	TypeTournament = "tournament"
	TypeLootbox    = "lootbox"
)

// Conditions restricts a campaign to events; an empty list matches every value.
type Conditions struct{ SportIDs, CategoryIDs, TournamentIDs, MatchIDs []int64 }

// Selection is one selection of a bet as the rules read it.
type Selection struct {
	MatchID, SportID, CategoryID, TournamentID int64
	Odds                                       int64
	Live                                       bool
}

// Fit reports whether the selection's event is inside the conditions: each non-empty list must
// hold the selection's value of it.
func (c Conditions) Fit(s Selection) bool {
	in := func(ids []int64, id int64) bool { return len(ids) == 0 || slices.Contains(ids, id) }
	return in(c.SportIDs, s.SportID) && in(c.CategoryIDs, s.CategoryID) &&
		in(c.TournamentIDs, s.TournamentID) && in(c.MatchIDs, s.MatchID)
}

// FitAll reports whether every selection is inside the conditions.
func (c Conditions) FitAll(sels []Selection) bool {
	for _, s := range sels {
		if !c.Fit(s) {
			return false
		}
	}
	return true
}

// PotentialWin is the most a bet of stake at odds pays with a bonus of bonusType (a type or a
// freebet mode; "" none): a comboboost pays at the odds boosted by bonusOdds; a freebet that does
// not return its stake (only_win, no_risk, plain) pays the win less the stake; any other pays
// stake × odds as without a bonus.
func PotentialWin(bonusType string, bonusOdds, stake, odds int64) int64 {
	switch bonusType {
	case TypeComboboost:
		return betting.PotentialWin(stake, BoostedOdds(odds, bonusOdds))
	case TypeFreebet, string(FreebetOnlyWin), string(FreebetNoRisk):
		return max(0, betting.PotentialWin(stake, odds)-stake)
	}
	return betting.PotentialWin(stake, odds)
}

// mulDiv is a × b / d rounded down, on big integers (a product of money and a share overflows
// int64 for large amounts).
func mulDiv(a, b, d int64) int64 {
	p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	return p.Quo(p, big.NewInt(d)).Int64()
}
