package bonusrules

import (
	"errors"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/betting"
)

// FreebetMode is what a freebet bet pays (spec 'Bonus modes'), as bettors know them.
type FreebetMode string

// Freebet modes. P is the ordinary payout of the bet at the freebet's stake, stake included.
const (
	// FreebetNoRisk, the risk-free bet: a win pays P − stake like only_win; a loss gives the stake
	// back as a new freebet (only_win, same currency).
	FreebetNoRisk FreebetMode = "freebet_no_risk"
	// FreebetAllWin, stake returned: pays P.
	FreebetAllWin FreebetMode = "freebet_all_win"
	// FreebetOnlyWin, stake not returned (the usual free bet): pays P − stake, never below 0. A
	// plain freebet with no mode pays so too.
	FreebetOnlyWin FreebetMode = "freebet_only_win"
)

// IsFreebetKind reports whether a bet's bonus kind is a freebet: plain or one of the modes.
func IsFreebetKind(kind string) bool {
	switch FreebetMode(kind) {
	case "freebet", FreebetNoRisk, FreebetAllWin, FreebetOnlyWin:
		return true
	}
	return false
}

// ExtraFreebet is the index of the first bet of a placement whose freebet is one too many, or -1:
// a placement uses one freebet unless the site allows several active freebets, one per bet (spec
// section 3, isMultiActiveFreebetsAllowed). kinds are the bets' bonus kinds, "" for none.
func ExtraFreebet(kinds []string, multipleAllowed bool) int {
	if multipleAllowed {
		return -1
	}
	seen := false
	for i, k := range kinds {
		if !IsFreebetKind(k) {
			continue
		}
		if seen {
			return i
		}
		seen = true
	}
	return -1
}

// MatchStatus is which matches a freebet may be placed on.
type MatchStatus string

// Match statuses of a freebet; an empty one is any.
const (
	MatchPrematch MatchStatus = "prematch"
	MatchLive     MatchStatus = "live"
	MatchAny      MatchStatus = "any"
)

// Freebet is a stake the operator gives. A bet fits it when its odds are within [MinOdds,
// MaxOdds], its selection count within [SelectionsFrom, SelectionsTo] (0: no bound), and every
// selection is of a match of MatchStatus and inside the conditions. A freebet farmed by hunting
// may be boosted once: BoostPoints farm points multiply its amount by BoostMultiplier.
type Freebet struct {
	Mode                         FreebetMode
	MinOdds, MaxOdds             int64 // 0: no bound
	SelectionsFrom, SelectionsTo int   // 0: no bound
	MatchStatus                  MatchStatus
	Amount                       int64
	Currency                     string
	Conditions                   Conditions
	BoostPoints                  int64 // points a boost costs; 0: cannot be boosted
	BoostMultiplier              int64 // thousandths
}

// Validate says what is wrong with a freebet's numbers.
func (f Freebet) Validate() error {
	switch f.Mode {
	case "", FreebetNoRisk, FreebetAllWin, FreebetOnlyWin:
	default:
		return fmt.Errorf("freebet: unknown mode %q", f.Mode)
	}
	switch f.MatchStatus {
	case "", MatchPrematch, MatchLive, MatchAny:
	default:
		return fmt.Errorf("freebet: unknown match status %q", f.MatchStatus)
	}
	if f.Amount <= 0 {
		return fmt.Errorf("freebet: amount %d must be above 0", f.Amount)
	}
	if f.Currency == "" {
		return errors.New("freebet: no currency")
	}
	if f.MinOdds < 0 || f.MaxOdds < 0 || f.SelectionsFrom < 0 || f.SelectionsTo < 0 {
		return errors.New("freebet: odds and selection bounds must not be negative")
	}
	if f.MaxOdds != 0 && f.MaxOdds < f.MinOdds {
		return fmt.Errorf("freebet: max odds %d below min odds %d", f.MaxOdds, f.MinOdds)
	}
	if f.SelectionsTo != 0 && f.SelectionsTo < f.SelectionsFrom {
		return fmt.Errorf("freebet: selections to %d below selections from %d", f.SelectionsTo, f.SelectionsFrom)
	}
	if f.BoostPoints < 0 {
		return errors.New("freebet: boost points must not be negative")
	}
	if f.BoostPoints > 0 && f.BoostMultiplier <= betting.OddsScale {
		return fmt.Errorf("freebet: boost multiplier %d must be above %d", f.BoostMultiplier, betting.OddsScale)
	}
	return nil
}

// Fits is "" when a bet of type betType at odds (the bet's odds), with sels, may be placed with the
// freebet, else the refusal code. A system bet never fits: its stake is per line, so the bet would
// stake the freebet once per line, and bookmakers' free bets are for singles and accumulators.
func (f Freebet) Fits(betType string, odds int64, sels []Selection) (code string) {
	n := len(sels)
	switch {
	case betType == betting.TypeSystem || n == 0,
		odds < f.MinOdds, f.MaxOdds != 0 && odds > f.MaxOdds,
		n < f.SelectionsFrom, f.SelectionsTo != 0 && n > f.SelectionsTo,
		!f.Conditions.FitAll(sels):
		return betting.BonusNotSuitable
	}
	for _, s := range sels {
		if f.MatchStatus == MatchPrematch && s.Live || f.MatchStatus == MatchLive && !s.Live {
			return betting.BonusNotSuitable
		}
	}
	return ""
}

// SettleFreebet is what a settled freebet bet pays in cash (payout is the bet's ordinary payout at
// the freebet's stake, result its betting result), whether the stake comes back as a new freebet
// (no_risk on a loss), and whether the freebet itself is given back (refund_entire: every selection
// void, so the bet never happened).
func SettleFreebet(mode FreebetMode, stake, payout int64, result string) (cash int64, refundAsFreebet, giveBack bool) {
	if result == betting.ResultRefundEntire {
		return 0, false, true
	}
	switch mode {
	case FreebetAllWin:
		return payout, false, false
	case FreebetNoRisk:
		if payout == 0 {
			return 0, true, false
		}
	}
	return max(0, payout-stake), false, false
}

// BoostedAmount is a freebet's amount multiplied by a boost multiplier in thousandths, rounded down.
func BoostedAmount(amount, multiplier int64) int64 {
	return mulDiv(amount, multiplier, betting.OddsScale)
}
