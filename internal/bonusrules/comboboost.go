package bonusrules

import (
	"errors"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Range is a comboboost range: a combo of MinCount to MaxCount suitable selections (inclusive)
// gets BonusOdds, a multiplier of the combo's odds in thousandths (1100 is +10 %).
type Range struct {
	MinCount, MaxCount int
	BonusOdds          int64
}

// Comboboost boosts the odds of combos. A selection is suitable when its odds are at least MinOdds
// and its event is inside the conditions. UsesCount is how many bets a player may boost (0:
// unlimited); the bonus service counts the uses.
type Comboboost struct {
	Ranges     []Range
	MinOdds    int64
	UsesCount  int
	Conditions Conditions
}

// Validate says what is wrong with a comboboost campaign's ranges and numbers.
func (c Comboboost) Validate() error {
	if len(c.Ranges) == 0 {
		return errors.New("comboboost: no ranges")
	}
	if c.MinOdds < 0 || c.UsesCount < 0 {
		return errors.New("comboboost: min odds and uses count must not be negative")
	}
	for i, r := range c.Ranges {
		if r.MinCount < 2 {
			return fmt.Errorf("comboboost: range %d: min count %d is below 2 (a combo has 2 selections or more)", i+1, r.MinCount)
		}
		if r.MaxCount < r.MinCount {
			return fmt.Errorf("comboboost: range %d: max count %d is below min count %d", i+1, r.MaxCount, r.MinCount)
		}
		if r.BonusOdds <= betting.OddsScale {
			return fmt.Errorf("comboboost: range %d: bonus odds %d must be above %d", i+1, r.BonusOdds, betting.OddsScale)
		}
		for j, o := range c.Ranges[:i] {
			if r.MinCount <= o.MaxCount && o.MinCount <= r.MaxCount {
				return fmt.Errorf("comboboost: ranges %d and %d overlap", j+1, i+1)
			}
		}
	}
	return nil
}

// Suitable is the indices of the suitable selections, in order.
func (c Comboboost) Suitable(sels []Selection) []int {
	var out []int
	for i, s := range sels {
		if s.Odds >= c.MinOdds && c.Conditions.Fit(s) {
			out = append(out, i)
		}
	}
	return out
}

// ActiveRangeIndex is the index of the range covering a count of suitable selections, -1 when
// none does.
func (c Comboboost) ActiveRangeIndex(suitable int) int {
	for i, r := range c.Ranges {
		if r.MinCount <= suitable && suitable <= r.MaxCount {
			return i
		}
	}
	return -1
}

// Boost is the bonus odds a combo of these selections gets and the range that gives them; ok is
// false when no range covers the count of suitable selections or the bet is not a combo (a
// system or bet-builder bet is never boosted: the boost is an accumulator offer).
func (c Comboboost) Boost(betType string, sels []Selection) (bonusOdds int64, rangeIndex int, ok bool) {
	if betType != betting.TypeCombo {
		return 0, -1, false
	}
	i := c.ActiveRangeIndex(len(c.Suitable(sels)))
	if i < 0 {
		return 0, -1, false
	}
	return c.Ranges[i].BonusOdds, i, true
}

// Offered is whether a bet with this many suitable selections is offered the comboboost: a combo
// inside one of its ranges, or below the first one, so that the slip can say how many more
// selections would boost it (bookmakers' "add one more for +5 %").
func (c Comboboost) Offered(betType string, suitable int) bool {
	if betType != betting.TypeCombo {
		return false
	}
	if c.ActiveRangeIndex(suitable) >= 0 {
		return true
	}
	for _, r := range c.Ranges {
		if suitable < r.MinCount {
			return true
		}
	}
	return false
}

// BoostedOdds is odds × bonusOdds / 1000, rounded down: the bonus odds multiply like one more leg
// of the combo.
func BoostedOdds(odds, bonusOdds int64) int64 {
	return betting.ComboOdds([]int64{odds, bonusOdds})
}

// SettleComboboost is the payout of a boosted combo (one line of lineStake) given its ordinary
// settlement (payout, result from betting.Settle). When every selection won, it pays lineStake ×
// the combo's odds boosted by bonusOdds, the odds the bet was placed with. When some selections
// are void and the rest won, the range is chosen again on the count of selections that won at
// odds ≥ the campaign's min odds (fewer legs may fall into a lower range, or none: then the
// ordinary payout) and the settled odds are boosted by it. Any lost, half-lost or half-won
// selection pays the ordinary result: the boost rewards an accumulator that won outright (a
// half-won Asian line is not a won selection, so it is not boosted, as bookmakers' acca boosts
// do). Conditions are not read again: they held when the bet was placed.
func SettleComboboost(c Comboboost, bonusOdds, lineStake int64, legs []betting.Leg, payout int64, result string) int64 {
	if result != betting.ResultWinEntire {
		return payout
	}
	var won []int64
	counted := 0
	for _, l := range legs {
		switch l.Result {
		case catalogue.ResultWin:
			won = append(won, l.Odds)
			if l.Odds >= c.MinOdds {
				counted++
			}
		case catalogue.ResultVoid:
		default:
			return payout
		}
	}
	if len(won) < len(legs) {
		i := c.ActiveRangeIndex(counted)
		if i < 0 {
			return payout
		}
		bonusOdds = c.Ranges[i].BonusOdds
	}
	return betting.PotentialWin(lineStake, BoostedOdds(betting.ComboOdds(won), bonusOdds))
}
