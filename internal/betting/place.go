package betting

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Bet types (spec section 9; double, treble and accumulator are combos).
const (
	TypeSingle = "single"
	TypeCombo  = "combo"
	TypeSystem = "system"
	TypeCustom = "custom_bet"
)

// KnownType reports whether t is a bet type.
func KnownType(t string) bool {
	return t == TypeSingle || t == TypeCombo || t == TypeSystem || t == TypeCustom
}

// AcceptMode is the player's odds-accept mode (spec section 4).
type AcceptMode string

// Odds-accept modes.
const (
	AcceptNone   AcceptMode = "none"   // any change refuses the bet (the default)
	AcceptHigher AcceptMode = "higher" // a rise is accepted, a drop refuses
	AcceptAny    AcceptMode = "any"    // every change is accepted
)

// OddsAccepted reports whether a bet seen at odds seen may be placed at odds current.
func OddsAccepted(mode AcceptMode, seen, current int64) bool {
	switch mode {
	case AcceptAny:
		return true
	case AcceptHigher:
		return current >= seen
	}
	return current == seen
}

// MaxSelections bounds the selections of one bet.
const MaxSelections = 20

// StakeBounds are the smallest and largest stake of one line, in minor units of the currency:
// 0.10 to 10,000.00 in fiat, 1,000 to 50,000,000 satoshi in BTC.
func StakeBounds(subunits int) (lo, hi int64) {
	if subunits > 2 {
		return 1_000, 50_000_000
	}
	return 10, 1_000_000
}

// SelectionRequest is a selection as the slip sends it.
type SelectionRequest struct {
	MatchID, MarketID int64
	Specifier         string
	OutcomeID         string
	Odds              int64 // the odds the player saw
}

// BetRequest is one bet as the slip sends it; Stake is per line.
type BetRequest struct {
	Type       string
	Stake      int64
	Subunits   int
	Selections []SelectionRequest
	SystemID   string // "k/n" for system bets
	CustomOdds int64  // custom bets: the builder's odds now (the caller prices and checks them)
}

// PricedSelection is a selection as placed: the odds taken and the names at placement.
type PricedSelection struct {
	SelectionRequest
	MatchName, MarketName, OutcomeName string
}

// Priced is a bet ready to place.
type Priced struct {
	Type         string
	Selections   []PricedSelection
	SystemSize   int   // k of a system k/n, else 0
	Odds         int64 // combo odds of the selections (for a system: of all of them)
	LineStake    int64
	TotalStake   int64
	PotentialWin int64
}

// Refusal is why a bet cannot be placed: a stable code, a message key and details.
type Refusal struct {
	Code    string
	Message string
	Details map[string]any
}

func (r *Refusal) Error() string { return "betting: " + r.Code }

// ParseSystemID reads "k/n".
func ParseSystemID(id string) (k, n int, ok bool) {
	a, b, found := strings.Cut(id, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	return k, n, found && err1 == nil && err2 == nil
}

// SystemSize reads the id "k/n" of a system bet of selections selections: k, when it is a system
// of them (2 ≤ k < n = selections ≤ MaxSelections). The bound keeps the number of lines small.
func SystemSize(id string, selections int) (int, bool) {
	k, n, ok := ParseSystemID(id)
	return k, ok && n == selections && k >= 2 && k < n && n <= MaxSelections
}

// Price checks a bet against the catalogue now (state) and the player's accept mode, and prices
// it with the odds it will be placed at: the current odds when the mode accepts the change.
func Price(b BetRequest, state func(SelectionRequest) catalogue.OutcomeState, mode AcceptMode) (Priced, *Refusal) {
	n := len(b.Selections)
	p := Priced{Type: b.Type}
	switch {
	case n == 0 || n > MaxSelections:
		return p, Refuse(InvalidSelections, map[string]any{"max": MaxSelections})
	case b.Type == TypeSingle && n != 1, b.Type == TypeCombo && n < 2:
		return p, Refuse(InvalidBetType, nil)
	case b.Type == TypeSystem:
		k, ok := SystemSize(b.SystemID, n)
		if !ok {
			return p, Refuse(InvalidSystem, map[string]any{"system_id": b.SystemID})
		}
		p.SystemSize = k
	case b.Type == TypeCustom && (n < 2 || b.CustomOdds <= OddsScale):
		return p, Refuse(InvalidOddsCustomBet, nil)
	case b.Type != TypeSingle && b.Type != TypeCombo && b.Type != TypeCustom:
		return p, Refuse(InvalidBetType, nil)
	}
	lo, hi := StakeBounds(b.Subunits)
	if b.Stake < lo {
		return p, Refuse(StakeTooLow, map[string]any{"min": lo})
	}
	if b.Stake > hi {
		return p, Refuse(StakeTooHigh, map[string]any{"max": hi})
	}
	matches := map[int64]bool{}
	odds := make([]int64, n)
	for i, sel := range b.Selections {
		if b.Type == TypeCustom && i > 0 && !matches[sel.MatchID] {
			// A custom bet is outcomes of one match priced together.
			return p, Refuse(InvalidOddsCustomBet, map[string]any{"match_id": sel.MatchID})
		}
		if b.Type != TypeCustom && n > 1 && matches[sel.MatchID] {
			// Spec section 5: a combo or system with two selections of one match is not allowed.
			return p, Refuse(SameMatchCombo, map[string]any{"match_id": sel.MatchID})
		}
		matches[sel.MatchID] = true
		st := state(sel)
		st.Odds = int64(catalogue.CapOdds(catalogue.Odds(st.Odds)))
		where := map[string]any{"selection": i}
		switch {
		case !st.Found:
			return p, Refuse(OutcomeNotAvailable, where)
		case b.Type == TypeSystem && st.NoSystem:
			// Spec section 5: a system with a particular provider is not allowed.
			where["provider"] = st.Provider
			return p, Refuse(SystemNotAllowed, where)
		case st.ProviderOff:
			// The slip shows such a selection not available (sb.ticket.not-available.label), so
			// the refusal is the same code, naming the provider.
			where["provider"] = st.Provider
			return p, Refuse(OutcomeNotAvailable, where)
		case !st.OpenForBetting():
			return p, Refuse(MarketSuspended, where)
		case b.Type != TypeCustom && !OddsAccepted(mode, sel.Odds, st.Odds):
			where["odds"] = st.Odds
			return p, Refuse(InvalidOdds, where)
		}
		sel.Odds = st.Odds
		odds[i] = st.Odds
		p.Selections = append(p.Selections, PricedSelection{SelectionRequest: sel, MatchName: st.MatchName,
			MarketName: st.MarketName, OutcomeName: st.OutcomeName})
	}
	p.Odds = ComboOdds(odds)
	if b.Type == TypeCustom {
		p.Odds = b.CustomOdds
	}
	p.LineStake = b.Stake
	if p.SystemSize > 0 {
		p.TotalStake = b.Stake * LineCount(n, p.SystemSize)
		p.PotentialWin = SystemPotentialWin(odds, p.SystemSize, b.Stake)
	} else {
		p.TotalStake = b.Stake
		p.PotentialWin = PotentialWin(b.Stake, p.Odds)
	}
	return p, nil
}

// SelectionResult is the result an open selection takes from its outcome: the outcome's result
// once it has one, void when its market was cancelled without one, and none (still open) while
// neither.
func SelectionResult(market catalogue.MarketStatus, outcome catalogue.OutcomeResult) catalogue.OutcomeResult {
	if outcome == catalogue.ResultNone && market == catalogue.MarketStatusCancelled {
		return catalogue.ResultVoid
	}
	return outcome
}

// SettleBet settles a placed bet whose legs all have results: the sum of its lines' payouts (one
// line unless it is a system bet) and the bet's result. A custom bet is one price on all its legs:
// it wins at its odds when every leg wins, loses when one loses, and is refunded otherwise (a leg
// voided by a cancelled market).
func SettleBet(typ string, lineStake int64, systemSize int, odds int64, legs []Leg) (payout int64, result string, err error) {
	if typ == TypeCustom {
		won := true
		for _, l := range legs {
			switch l.Result {
			case catalogue.ResultLose, catalogue.ResultHalfLose:
				return 0, ResultLoseEntire, nil
			case catalogue.ResultNone:
				return 0, "", fmt.Errorf("betting: leg without a result")
			}
			won = won && l.Result == catalogue.ResultWin
		}
		if won {
			return PotentialWin(lineStake, odds), ResultWinEntire, nil
		}
		return lineStake, ResultRefundEntire, nil
	}
	k := len(legs)
	if systemSize > 0 {
		k = systemSize
	}
	results := map[string]bool{}
	for _, line := range Lines(len(legs), k) {
		ls := make([]Leg, len(line))
		for i, j := range line {
			ls[i] = legs[j]
		}
		s, err := Settle(lineStake, ls)
		if err != nil {
			return 0, "", err
		}
		payout += s.Payout
		results[s.Result] = true
	}
	switch {
	case len(results) == 1:
		for r := range results {
			result = r
		}
	case payout == 0:
		result = ResultLoseEntire
	default:
		// A system bet whose lines settled differently: some won, some lost.
		result = ResultWinEntire
	}
	return payout, result, nil
}
