package betting

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// vectors is testdata/vectors/betting.json, which web/src/domain reads too.
type vectors struct {
	StakeBounds []struct {
		Subunits int   `json:"subunits"`
		Min      int64 `json:"min"`
		Max      int64 `json:"max"`
	} `json:"stake_bounds"`
	ComboOdds []struct {
		Odds      []int64 `json:"odds"`
		ComboOdds int64   `json:"combo_odds"`
	} `json:"combo_odds"`
	PotentialWin []struct {
		Stake        int64 `json:"stake"`
		Odds         int64 `json:"odds"`
		PotentialWin int64 `json:"potential_win"`
	} `json:"potential_win"`
	Systems []struct {
		Odds         []int64 `json:"odds"`
		Size         int     `json:"size"`
		Stake        int64   `json:"stake"`
		Lines        [][]int `json:"lines"`
		TotalStake   int64   `json:"total_stake"`
		PotentialWin int64   `json:"potential_win"`
	} `json:"systems"`
	Settlements []struct {
		Stake int64 `json:"stake"`
		Legs  []struct {
			Odds   int64  `json:"odds"`
			Result string `json:"result"`
		} `json:"legs"`
		SettledOdds int64  `json:"settled_odds"`
		Payout      int64  `json:"payout"`
		Result      string `json:"result"`
	} `json:"settlements"`
	CashoutMargin int64 `json:"cashout_margin"`
	Cashouts      []struct {
		Stake int64 `json:"stake"`
		Legs  []struct {
			Placed  int64   `json:"placed_odds"`
			Current *int64  `json:"current_odds"`
			Result  *string `json:"result"`
		} `json:"legs"`
		Value *int64 `json:"value"`
	} `json:"cashouts"`
	SystemSettlements []struct {
		Odds    []int64  `json:"odds"`
		Results []string `json:"results"`
		Size    int      `json:"size"`
		Stake   int64    `json:"stake"`
		Payouts []int64  `json:"payouts"`
		Payout  int64    `json:"payout"`
	} `json:"system_settlements"`
}

func load(t *testing.T) vectors {
	t.Helper()
	b, err := os.ReadFile("../../testdata/vectors/betting.json")
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestStakeBoundsVectors(t *testing.T) {
	for _, c := range load(t).StakeBounds {
		if lo, hi := StakeBounds(c.Subunits); lo != c.Min || hi != c.Max {
			t.Errorf("StakeBounds(%d) = %d, %d, want %d, %d", c.Subunits, lo, hi, c.Min, c.Max)
		}
	}
}

func TestComboOddsVectors(t *testing.T) {
	for _, c := range load(t).ComboOdds {
		if got := ComboOdds(c.Odds); got != c.ComboOdds {
			t.Errorf("ComboOdds(%v) = %d, want %d", c.Odds, got, c.ComboOdds)
		}
	}
}

func TestPotentialWinVectors(t *testing.T) {
	v := load(t)
	if len(v.PotentialWin) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range v.PotentialWin {
		if got := PotentialWin(c.Stake, c.Odds); got != c.PotentialWin {
			t.Errorf("PotentialWin(%d, %d) = %d, want %d", c.Stake, c.Odds, got, c.PotentialWin)
		}
	}
}

func TestSystemVectors(t *testing.T) {
	for _, c := range load(t).Systems {
		lines := Lines(len(c.Odds), c.Size)
		if !reflect.DeepEqual(lines, c.Lines) {
			t.Errorf("Lines(%d, %d) = %v, want %v", len(c.Odds), c.Size, lines, c.Lines)
		}
		if got := c.Stake * int64(len(lines)); got != c.TotalStake {
			t.Errorf("total stake %d, want %d", got, c.TotalStake)
		}
		if got := SystemPotentialWin(c.Odds, c.Size, c.Stake); got != c.PotentialWin {
			t.Errorf("SystemPotentialWin(%v, %d, %d) = %d, want %d", c.Odds, c.Size, c.Stake, got, c.PotentialWin)
		}
	}
	if Lines(3, 0) != nil || Lines(3, 4) != nil {
		t.Error("no lines outside 1..n")
	}
}

func TestSettlementVectors(t *testing.T) {
	v := load(t)
	for _, c := range v.Settlements {
		legs := make([]Leg, len(c.Legs))
		for i, l := range c.Legs {
			legs[i] = Leg{Odds: l.Odds, Result: catalogue.OutcomeResult(l.Result)}
		}
		got, err := Settle(c.Stake, legs)
		want := Settlement{SettledOdds: c.SettledOdds, Payout: c.Payout, Result: c.Result}
		if err != nil || got != want {
			t.Errorf("Settle(%d, %+v) = %+v, %v; want %+v", c.Stake, legs, got, err, want)
		}
	}
	for _, c := range v.SystemSettlements {
		var total int64
		for i, line := range Lines(len(c.Odds), c.Size) {
			legs := make([]Leg, len(line))
			for j, k := range line {
				legs[j] = Leg{Odds: c.Odds[k], Result: catalogue.OutcomeResult(c.Results[k])}
			}
			s, err := Settle(c.Stake, legs)
			if err != nil || s.Payout != c.Payouts[i] {
				t.Errorf("system %v %v line %v: payout %d, %v; want %d", c.Odds, c.Results, line, s.Payout, err, c.Payouts[i])
			}
			total += s.Payout
		}
		if total != c.Payout {
			t.Errorf("system %v %v: payout %d, want %d", c.Odds, c.Results, total, c.Payout)
		}
	}
	if _, err := Settle(100, []Leg{{Odds: 1500}}); err == nil {
		t.Error("a leg without a result cannot settle")
	}
}

func TestCashoutVectors(t *testing.T) {
	v := load(t)
	if v.CashoutMargin != CashoutMargin || len(v.Cashouts) == 0 {
		t.Fatalf("margin %d, %d cases", v.CashoutMargin, len(v.Cashouts))
	}
	for _, c := range v.Cashouts {
		legs := make([]CashoutLeg, len(c.Legs))
		for i, l := range c.Legs {
			legs[i].Placed = l.Placed
			if l.Current != nil {
				legs[i].Current = *l.Current
			}
			if l.Result != nil {
				legs[i].Result = catalogue.OutcomeResult(*l.Result)
			}
		}
		got, ok := CashoutValue(c.Stake, legs)
		if (c.Value == nil) == ok || (ok && got != *c.Value) {
			t.Errorf("CashoutValue(%d, %+v) = %d, %v; want %v", c.Stake, legs, got, ok, c.Value)
		}
	}
}

// An open leg of a provider the operator switched off takes the cash-out away, whatever its
// odds; a settled leg's provider does not matter, and the same bet with the provider on is
// offered at its value.
func TestCashoutWhileProviderOff(t *testing.T) {
	for _, c := range []struct {
		name      string
		legs      []CashoutLeg
		wantValue int64
		wantOK    bool
	}{
		{name: "single, provider on", legs: []CashoutLeg{{Placed: 2000, Current: 2000}}, wantValue: 950, wantOK: true},
		{name: "single, provider off", legs: []CashoutLeg{{Placed: 2000, Current: 2000, ProviderOff: true}}},
		{name: "single, provider off, odds shortened", legs: []CashoutLeg{{Placed: 2000, Current: 1500, ProviderOff: true}}},
		{name: "combo, one open leg off", legs: []CashoutLeg{{Placed: 2000, Current: 2000}, {Placed: 1500, Current: 1500, ProviderOff: true}}},
		{name: "combo, the leg off has won", legs: []CashoutLeg{{Placed: 2000, Current: 2000}, {Placed: 1500, Result: catalogue.ResultWin, ProviderOff: true}},
			wantValue: 1425, wantOK: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := CashoutValue(1000, c.legs)
			if got != c.wantValue || ok != c.wantOK {
				t.Fatalf("CashoutValue(1000, %+v) = %d, %v; want %d, %v", c.legs, got, ok, c.wantValue, c.wantOK)
			}
		})
	}
}

// Spec section 5: odds over 40 are capped, so an outcome the catalogue prices above 40 is taken at
// 40 and the slip's 40 is what the accept mode compares with.
func TestPriceTakesOddsOver40At40(t *testing.T) {
	state := func(SelectionRequest) catalogue.OutcomeState {
		return catalogue.OutcomeState{Found: true, MatchStatus: catalogue.MatchStatusPrematch,
			MarketStatus: catalogue.MarketStatusAllowed, Active: true, Odds: 55000}
	}
	for _, c := range []struct {
		seen     int64
		refusal  string
		wantOdds int64
	}{
		{seen: 40000, wantOdds: 40000},
		{seen: 55000, refusal: "INVALID_ODDS"},
	} {
		b := BetRequest{Type: TypeSingle, Stake: 100, Subunits: 2,
			Selections: []SelectionRequest{{MatchID: 1, MarketID: 1, OutcomeID: "1", Odds: c.seen}}}
		p, r := Price(b, state, AcceptNone)
		switch {
		case c.refusal != "" && (r == nil || r.Code != c.refusal):
			t.Errorf("seen %d: refusal %v, want %s", c.seen, r, c.refusal)
		case c.refusal == "" && r != nil:
			t.Errorf("seen %d: refused %s", c.seen, r.Code)
		case c.refusal == "" && (p.Odds != c.wantOdds || p.Selections[0].Odds != c.wantOdds):
			t.Errorf("seen %d: placed at %d (selection %d), want %d", c.seen, p.Odds, p.Selections[0].Odds, c.wantOdds)
		}
	}
}

func TestLineCount(t *testing.T) {
	for n := 0; n <= MaxSelections; n++ {
		for k := -1; k <= n+1; k++ {
			if got, want := LineCount(n, k), int64(len(Lines(n, k))); got != want {
				t.Fatalf("LineCount(%d, %d) = %d, want %d", n, k, got, want)
			}
		}
	}
	if LineCount(20, 10) != 184756 {
		t.Errorf("C(20,10) = %d", LineCount(20, 10))
	}
}

// A system id is a system of exactly its selections, and never more than MaxSelections of them:
// max stake listing the lines of 15/30 took the process's memory (a fuzz finding).
func TestSystemSize(t *testing.T) {
	for _, tc := range []struct {
		id     string
		n, k   int
		wantOK bool
	}{
		{"2/3", 3, 2, true}, {"19/20", 20, 19, true},
		{"1/3", 3, 0, false}, {"3/3", 3, 0, false}, {"2/4", 3, 0, false}, {"15/30", 30, 0, false},
		{"2/", 3, 0, false}, {"x/3", 3, 0, false}, {"", 0, 0, false},
	} {
		k, ok := SystemSize(tc.id, tc.n)
		if ok != tc.wantOK || (ok && k != tc.k) {
			t.Errorf("SystemSize(%q, %d) = %d, %v", tc.id, tc.n, k, ok)
		}
	}
}

func TestSelectionResult(t *testing.T) {
	for _, c := range []struct {
		market  catalogue.MarketStatus
		outcome catalogue.OutcomeResult
		want    catalogue.OutcomeResult
	}{
		{catalogue.MarketStatusSettled, catalogue.ResultWin, catalogue.ResultWin},
		{catalogue.MarketStatusSettled, catalogue.ResultHalfLose, catalogue.ResultHalfLose},
		{catalogue.MarketStatusCancelled, catalogue.ResultNone, catalogue.ResultVoid},
		{catalogue.MarketStatusCancelled, catalogue.ResultLose, catalogue.ResultLose},
		{catalogue.MarketStatusSettled, catalogue.ResultNone, catalogue.ResultNone},
		{catalogue.MarketStatusAllowed, catalogue.ResultNone, catalogue.ResultNone},
		{catalogue.MarketStatusSuspended, catalogue.ResultNone, catalogue.ResultNone},
	} {
		if got := SelectionResult(c.market, c.outcome); got != c.want {
			t.Errorf("SelectionResult(%d, %q) = %q, want %q", c.market, c.outcome, got, c.want)
		}
	}
}

// Spec section 5: a system with a particular provider is not allowed. A selection of a provider
// the operator keeps out of system bets refuses a system bet, naming the provider, and nothing
// else: a combo or a single of the same selections is placed.
func TestSystemBetsOfAProviderTheOperatorForbids(t *testing.T) {
	state := func(sel SelectionRequest) catalogue.OutcomeState {
		st := catalogue.OutcomeState{Found: true, MatchStatus: catalogue.MatchStatusPrematch,
			MarketStatus: catalogue.MarketStatusAllowed, Active: true, Odds: 2000, Provider: "sim"}
		if sel.MatchID == 3 {
			st.Provider, st.NoSystem = "nosys", true
		}
		return st
	}
	sels := func(ids ...int64) []SelectionRequest {
		out := []SelectionRequest{}
		for _, id := range ids {
			out = append(out, SelectionRequest{MatchID: id, MarketID: 1, OutcomeID: "1", Odds: 2000})
		}
		return out
	}
	for _, c := range []struct {
		name    string
		bet     BetRequest
		refusal string
	}{
		{"a system with the provider's selection", BetRequest{Type: TypeSystem, SystemID: "2/3", Selections: sels(1, 2, 3)}, "SYSTEM_NOT_ALLOWED"},
		{"a system without it", BetRequest{Type: TypeSystem, SystemID: "2/3", Selections: sels(1, 2, 4)}, ""},
		{"a combo with it", BetRequest{Type: TypeCombo, Selections: sels(1, 3)}, ""},
		{"a single of it", BetRequest{Type: TypeSingle, Selections: sels(3)}, ""},
	} {
		c.bet.Stake, c.bet.Subunits = 100, 2
		_, r := Price(c.bet, state, AcceptNone)
		switch {
		case c.refusal == "" && r != nil:
			t.Errorf("%s: refused %s", c.name, r.Code)
		case c.refusal != "" && (r == nil || r.Code != c.refusal || r.Message != "error.place_bets.system_not_allowed" || r.Details["provider"] != "nosys"):
			t.Errorf("%s: refusal %+v, want %s naming nosys", c.name, r, c.refusal)
		}
	}
}

func TestKnownType(t *testing.T) {
	for _, tc := range []struct {
		typ  string
		want bool
	}{
		{TypeSingle, true}, {TypeCombo, true}, {TypeSystem, true}, {TypeCustom, true},
		// Doubles, trebles and accumulators are combos; multi-singles are singles.
		{"double", false}, {"multi_single", false}, {"", false}, {"Single", false},
	} {
		if got := KnownType(tc.typ); got != tc.want {
			t.Errorf("KnownType(%q) = %v", tc.typ, got)
		}
	}
}
