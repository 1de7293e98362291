package bonusrules

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// The shapes of testdata/vectors/bonus.json, which web/src/domain/bonus reads too.

type vecConditions struct {
	SportIDs      []int64 `json:"sport_ids"`
	CategoryIDs   []int64 `json:"category_ids"`
	TournamentIDs []int64 `json:"tournament_ids"`
	MatchIDs      []int64 `json:"match_ids"`
}

func (c vecConditions) rules() Conditions {
	return Conditions{SportIDs: c.SportIDs, CategoryIDs: c.CategoryIDs, TournamentIDs: c.TournamentIDs, MatchIDs: c.MatchIDs}
}

type vecSelection struct {
	MatchID      int64 `json:"match_id"`
	SportID      int64 `json:"sport_id"`
	CategoryID   int64 `json:"category_id"`
	TournamentID int64 `json:"tournament_id"`
	Odds         int64 `json:"odds"`
	Live         bool  `json:"live"`
}

func selections(vs []vecSelection) []Selection {
	out := make([]Selection, len(vs))
	for i, s := range vs {
		out[i] = Selection{MatchID: s.MatchID, SportID: s.SportID, CategoryID: s.CategoryID, TournamentID: s.TournamentID, Odds: s.Odds, Live: s.Live}
	}
	return out
}

type vectors struct {
	Comboboost struct {
		Ranges []struct {
			MinCount  int   `json:"min_count"`
			MaxCount  int   `json:"max_count"`
			BonusOdds int64 `json:"bonus_odds"`
		} `json:"ranges"`
		MinOdds    int64         `json:"min_odds"`
		Conditions vecConditions `json:"conditions"`
	} `json:"comboboost"`
	ComboboostCases []struct {
		BetType          string         `json:"bet_type"`
		Stake            int64          `json:"stake"`
		Selections       []vecSelection `json:"selections"`
		Suitable         []int          `json:"suitable"`
		ActiveRangeIndex int            `json:"active_range_index"`
		RangeIndex       int            `json:"range_index"`
		BonusOdds        int64          `json:"bonus_odds"`
		ComboOdds        int64          `json:"combo_odds"`
		BoostedOdds      int64          `json:"boosted_odds"`
		PotentialWin     int64          `json:"potential_win"`
	} `json:"comboboost_cases"`
	FreebetFits []struct {
		Freebet struct {
			Mode           string        `json:"mode"`
			MinOdds        int64         `json:"min_odds"`
			MaxOdds        int64         `json:"max_odds"`
			SelectionsFrom int           `json:"selections_from"`
			SelectionsTo   int           `json:"selections_to"`
			MatchStatus    string        `json:"match_status"`
			Amount         int64         `json:"amount"`
			Currency       string        `json:"currency"`
			Conditions     vecConditions `json:"conditions"`
		} `json:"freebet"`
		BetType    string         `json:"bet_type"`
		Odds       int64          `json:"odds"`
		Selections []vecSelection `json:"selections"`
		Code       string         `json:"code"`
	} `json:"freebet_fits"`
	FreebetSettlements []struct {
		Mode            string `json:"mode"`
		Stake           int64  `json:"stake"`
		Payout          int64  `json:"payout"`
		Result          string `json:"result"`
		Cash            int64  `json:"cash"`
		RefundAsFreebet bool   `json:"refund_as_freebet"`
		GiveBack        bool   `json:"give_back"`
	} `json:"freebet_settlements"`
	PotentialWin []struct {
		Bonus *struct {
			Type string `json:"type"`
			Odds int64  `json:"odds"`
		} `json:"bonus"`
		Stake        int64 `json:"stake"`
		Odds         int64 `json:"odds"`
		PotentialWin int64 `json:"potential_win"`
	} `json:"potential_win"`
	ComboboostSettlements []struct {
		BonusOdds int64 `json:"bonus_odds"`
		Stake     int64 `json:"stake"`
		Legs      []struct {
			Odds   int64  `json:"odds"`
			Result string `json:"result"`
		} `json:"legs"`
		Payout        int64  `json:"payout"`
		Result        string `json:"result"`
		BoostedPayout int64  `json:"boosted_payout"`
	} `json:"comboboost_settlements"`
}

func load(t *testing.T) vectors {
	t.Helper()
	b, err := os.ReadFile("../../testdata/vectors/bonus.json")
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func vecComboboost(v vectors) Comboboost {
	c := Comboboost{MinOdds: v.Comboboost.MinOdds, Conditions: v.Comboboost.Conditions.rules()}
	for _, r := range v.Comboboost.Ranges {
		c.Ranges = append(c.Ranges, Range{MinCount: r.MinCount, MaxCount: r.MaxCount, BonusOdds: r.BonusOdds})
	}
	return c
}

func TestComboboostVectors(t *testing.T) {
	v := load(t)
	cb := vecComboboost(v)
	if err := cb.Validate(); err != nil {
		t.Fatalf("the vectors' campaign: %v", err)
	}
	if len(v.ComboboostCases) == 0 {
		t.Fatal("no comboboost cases")
	}
	for i, c := range v.ComboboostCases {
		sels := selections(c.Selections)
		if got := cb.Suitable(sels); !slices.Equal(got, c.Suitable) {
			t.Errorf("case %d: suitable %v, want %v", i, got, c.Suitable)
		}
		if got := cb.ActiveRangeIndex(len(c.Suitable)); got != c.ActiveRangeIndex {
			t.Errorf("case %d: active range index %d, want %d", i, got, c.ActiveRangeIndex)
		}
		bonus, idx, ok := cb.Boost(c.BetType, sels)
		if bonus != c.BonusOdds || idx != c.RangeIndex || ok != (c.RangeIndex >= 0) {
			t.Errorf("case %d: boost (%d, %d, %v), want (%d, %d)", i, bonus, idx, ok, c.BonusOdds, c.RangeIndex)
		}
		odds := make([]int64, len(sels))
		for j, s := range sels {
			odds[j] = s.Odds
		}
		combo := betting.ComboOdds(odds)
		if combo != c.ComboOdds {
			t.Errorf("case %d: combo odds %d, want %d", i, combo, c.ComboOdds)
		}
		boosted := combo
		if ok {
			boosted = BoostedOdds(combo, bonus)
		}
		if boosted != c.BoostedOdds {
			t.Errorf("case %d: boosted odds %d, want %d", i, boosted, c.BoostedOdds)
		}
		if got := betting.PotentialWin(c.Stake, boosted); got != c.PotentialWin {
			t.Errorf("case %d: potential win %d, want %d", i, got, c.PotentialWin)
		}
	}
}

func TestFreebetFitsVectors(t *testing.T) {
	v := load(t)
	if len(v.FreebetFits) == 0 {
		t.Fatal("no freebet cases")
	}
	for i, c := range v.FreebetFits {
		fb := Freebet{
			Mode: FreebetMode(c.Freebet.Mode), MinOdds: c.Freebet.MinOdds, MaxOdds: c.Freebet.MaxOdds,
			SelectionsFrom: c.Freebet.SelectionsFrom, SelectionsTo: c.Freebet.SelectionsTo,
			MatchStatus: MatchStatus(c.Freebet.MatchStatus), Amount: c.Freebet.Amount, Currency: c.Freebet.Currency,
			Conditions: c.Freebet.Conditions.rules(),
		}
		if err := fb.Validate(); err != nil {
			t.Fatalf("case %d: the vectors' freebet: %v", i, err)
		}
		if got := fb.Fits(c.BetType, c.Odds, selections(c.Selections)); got != c.Code {
			t.Errorf("case %d (%s at %d): code %q, want %q", i, c.BetType, c.Odds, got, c.Code)
		}
	}
}

func TestFreebetSettlementVectors(t *testing.T) {
	v := load(t)
	if len(v.FreebetSettlements) == 0 {
		t.Fatal("no freebet settlements")
	}
	for _, c := range v.FreebetSettlements {
		mode := FreebetMode(c.Mode)
		if c.Mode == "freebet" { // the plain freebet type has no mode
			mode = ""
		}
		cash, refund, giveBack := SettleFreebet(mode, c.Stake, c.Payout, c.Result)
		if cash != c.Cash || refund != c.RefundAsFreebet || giveBack != c.GiveBack {
			t.Errorf("%s stake %d payout %d %s: (%d, %v, %v), want (%d, %v, %v)", c.Mode, c.Stake, c.Payout, c.Result,
				cash, refund, giveBack, c.Cash, c.RefundAsFreebet, c.GiveBack)
		}
	}
}

func TestComboboostSettlementVectors(t *testing.T) {
	v := load(t)
	cb := vecComboboost(v)
	if len(v.ComboboostSettlements) == 0 {
		t.Fatal("no comboboost settlements")
	}
	for i, c := range v.ComboboostSettlements {
		legs := make([]betting.Leg, len(c.Legs))
		for j, l := range c.Legs {
			legs[j] = betting.Leg{Odds: l.Odds, Result: catalogue.OutcomeResult(l.Result)}
		}
		s, err := betting.Settle(c.Stake, legs)
		if err != nil {
			t.Fatal(err)
		}
		if s.Payout != c.Payout || s.Result != c.Result {
			t.Fatalf("case %d: the ordinary settlement (%d, %s) differs from the vectors' (%d, %s)", i, s.Payout, s.Result, c.Payout, c.Result)
		}
		if got := SettleComboboost(cb, c.BonusOdds, c.Stake, legs, c.Payout, c.Result); got != c.BoostedPayout {
			t.Errorf("case %d: payout %d, want %d", i, got, c.BoostedPayout)
		}
	}
}

func TestPotentialWinVectors(t *testing.T) {
	v := load(t)
	if len(v.PotentialWin) == 0 {
		t.Fatal("no potential win cases")
	}
	for _, c := range v.PotentialWin {
		var typ string
		var bonusOdds int64
		if c.Bonus != nil {
			typ, bonusOdds = c.Bonus.Type, c.Bonus.Odds
		}
		if got := PotentialWin(typ, bonusOdds, c.Stake, c.Odds); got != c.PotentialWin {
			t.Errorf("%q (%d) stake %d at %d: %d, want %d", typ, bonusOdds, c.Stake, c.Odds, got, c.PotentialWin)
		}
	}
}
