package bets

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// testCampaigns are manual campaigns of each money-moving kind.
func testCampaigns(t *testing.T) *campaigns.Set {
	t.Helper()
	freebet := func(id string, mode bonusrules.FreebetMode) campaigns.Campaign {
		return campaigns.Campaign{ID: id, Kind: campaigns.KindFreebet, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
			Freebet: &bonusrules.Freebet{Mode: mode, Amount: 1_000, Currency: "EUR", MinOdds: 1_500}}
	}
	set, err := campaigns.New(freebet("only-win", bonusrules.FreebetOnlyWin), freebet("all-win", bonusrules.FreebetAllWin),
		freebet("no-risk", bonusrules.FreebetNoRisk),
		campaigns.Campaign{ID: "boost", Kind: campaigns.KindComboboost, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
			Comboboost: &bonusrules.Comboboost{MinOdds: 1_200, Ranges: []bonusrules.Range{{MinCount: 2, MaxCount: 20, BonusOdds: 1_100}}}})
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// withBonuses gives the bet service the bonus service over the test campaigns, and issues them to
// a new player: the player, and the issued bonuses by campaign.
func withBonuses(t *testing.T, s *Service, bus *events.Bus, balance int64) (int64, map[string]store.PlayerBonus) {
	t.Helper()
	ctx := context.Background()
	b := &bonuses.Service{Store: s.Store, Campaigns: testCampaigns(t), Logger: slog.New(slog.DiscardHandler),
		Now: func() time.Time { return now }, Draw: bonuses.CryptoDraw, HashKey: []byte("k")}
	b.Register(bus)
	s.Bonuses = b
	p := bettor(t, s, balance)
	byCampaign := map[string]store.PlayerBonus{}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		issued, err := b.IssueTriggered(ctx, tx, p, campaigns.TriggerManual, 0, now)
		for _, ib := range issued {
			byCampaign[ib.CampaignID] = ib
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return p, byCampaign
}

func withBonus(b apigen.BetRequest, id int64, kind apigen.BonusKind, odds int64) apigen.BetRequest {
	b.Bonus = &apigen.BetBonus{Id: strconv.FormatInt(id, 10), Type: kind}
	if odds != 0 {
		b.Bonus.Odds = &odds
	}
	return b
}

var bonusRequests atomic.Int64

func bonusRequest(bets ...apigen.BetRequest) apigen.PlaceBetsRequest {
	return request(fmt.Sprintf("bonus-request-%d", bonusRequests.Add(1)), bets...)
}

// Two freebets on two bets of one slip: refused at the second bet (MULTIPLE_FREEBETS, nothing
// written: both freebets stay unused) while the site allows one; placed, one freebet each, once it
// allows several.
func TestMultipleFreebets(t *testing.T) { onEngines(t, testMultipleFreebets) }

func testMultipleFreebets(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	p, issued := withBonuses(t, s, bus, 10_000)
	two := bonusRequest(withBonus(single(1001, "1", 1850, 1_000), issued["only-win"].ID, apigen.BonusKindFreebetOnlyWin, 0),
		withBonus(single(1002, "1", 1850, 1_000), issued["all-win"].ID, apigen.BonusKindFreebetAllWin, 0))
	for _, tc := range []struct {
		name    string
		allowed func() bool
		code    string
		at      int
	}{
		{"no switch: one freebet", nil, "MULTIPLE_FREEBETS", 1},
		{"switched off", func() bool { return false }, "MULTIPLE_FREEBETS", 1},
		{"switched on", func() bool { return true }, "", -1},
	} {
		s.MultipleFreebets = tc.allowed
		out, err := s.Place(ctx, p, two)
		if code, at := refusalOf(err); code != tc.code || at != tc.at {
			t.Fatalf("%s: refusal %q at %d (%v), want %q at %d", tc.name, code, at, err, tc.code, tc.at)
		}
		if tc.code == "" && (len(out) != 2 || out[0].Bonus == nil || out[1].Bonus == nil) {
			t.Fatalf("%s: placed %+v", tc.name, out)
		}
	}
	if balance(t, s, p) != 10_000 {
		t.Fatalf("balance %d: freebets debit no cash", balance(t, s, p))
	}
}

// A freebet is placed once, debits no cash, refuses a stake other than its amount (writing
// nothing), and pays as its mode says when the bet settles; a lost no-risk freebet comes back as a
// freebet. A comboboost pays at boosted odds and refuses odds not of its range.
func TestBonusesOnBets(t *testing.T) { onEngines(t, testBonusesOnBets) }

func testBonusesOnBets(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	p, issued := withBonuses(t, s, bus, 10_000)
	fb := issued["only-win"]

	_, err := s.Place(ctx, p, bonusRequest(withBonus(single(1001, "1", 1850, 500), fb.ID, apigen.BonusKindFreebetOnlyWin, 0)))
	if code, _ := refusalOf(err); code != "FREEBET_STAKE_MISMATCH" {
		t.Fatalf("freebet with another stake: %v", err)
	}
	_, err = s.Place(ctx, p, bonusRequest(withBonus(single(1001, "1", 1850, 1_000), fb.ID, apigen.BonusKindFreebetAllWin, 0)))
	if code, _ := refusalOf(err); code != "BONUS_NOT_FOUND" {
		t.Fatalf("freebet sent as another mode: %v", err)
	}
	// Twenty racing placements of one freebet: one is placed.
	var placed atomic.Int32
	concurrently(t, 20, func(int) error {
		_, err := s.Place(ctx, p, bonusRequest(withBonus(single(1001, "1", 1850, 1_000), fb.ID, apigen.BonusKindFreebetOnlyWin, 0)))
		if err == nil {
			placed.Add(1)
			return nil
		}
		if code, _ := refusalOf(err); code == "BONUS_ALREADY_USED" {
			return nil
		}
		return err
	})
	if placed.Load() != 1 || balance(t, s, p) != 10_000 {
		t.Fatalf("%d freebet bets placed, balance %d; want 1 and no cash debited", placed.Load(), balance(t, s, p))
	}
	all := issued["all-win"]
	if _, err := s.Place(ctx, p, bonusRequest(withBonus(single(1002, "1", 1850, 1_000), all.ID, apigen.BonusKindFreebetAllWin, 0))); err != nil {
		t.Fatal(err)
	}
	risk := issued["no-risk"]
	if _, err := s.Place(ctx, p, bonusRequest(withBonus(single(1002, "2", 2050, 1_000), risk.ID, apigen.BonusKindFreebetNoRisk, 0))); err != nil {
		t.Fatal(err)
	}
	boost := issued["boost"]
	combo := apigen.BetRequest{Type: apigen.Combo, Stake: apigen.Stake{Value: 1_000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{sel(1001, 1, "", "1", 1850), sel(1002, 18, "total=2.5", "1", 1850)}}
	_, err = s.Place(ctx, p, bonusRequest(withBonus(combo, boost.ID, apigen.BonusKindComboboost, 1_050)))
	if code, _ := refusalOf(err); code != "BONUS_ODDS_CHANGED" {
		t.Fatalf("comboboost at odds not of its range: %v", err)
	}
	out, err := s.Place(ctx, p, bonusRequest(withBonus(combo, boost.ID, apigen.BonusKindComboboost, 1_100)))
	if err != nil {
		t.Fatal(err)
	}
	// 1,000 at 1.85 × 1.85 = 3.422, boosted ×1.1 = 3.764: 3,764.
	if out[0].WinAmount != 3_764 || out[0].Bonus == nil || *out[0].Bonus.Odds != 1_100 || balance(t, s, p) != 9_000 {
		t.Fatalf("boosted combo = %+v, balance %d", out[0], balance(t, s, p))
	}

	settleMarket(t, s, 1001, map[string]catalogue.OutcomeResult{"1": catalogue.ResultWin, "2": catalogue.ResultLose})
	// The only-win freebet: 1,850 − 1,000 = 850.
	if got := balance(t, s, p); got != 9_850 {
		t.Fatalf("after the only-win freebet won: balance %d, want 9,850", got)
	}
	settleMarket(t, s, 1002, map[string]catalogue.OutcomeResult{"1": catalogue.ResultWin, "2": catalogue.ResultLose})
	s.Store.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{settledTotal(1002)}})
	if err := s.MarketsChanged(ctx, []catalogue.Market{settledTotal(1002)}); err != nil {
		t.Fatal(err)
	}
	// All-win: 1,850 with the stake; the boosted combo: 3,764; the no-risk freebet lost.
	if got := balance(t, s, p); got != 9_850+1_850+3_764 {
		t.Fatalf("after the rest settled: balance %d, want %d", got, 9_850+1_850+3_764)
	}
	checkLedger(t, s, p)
	list, err := s.Store.PlayerBonuses(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	var refund *store.PlayerBonus
	for i, b := range list {
		if b.SourceID == risk.ID {
			refund = &list[i]
		}
	}
	if refund == nil || refund.Amount != 1_000 || refund.Mode != string(bonusrules.FreebetOnlyWin) || refund.State != store.BonusIssued {
		t.Fatalf("the lost no-risk freebet gave back %+v", refund)
	}
}

func settledTotal(matchID int64) catalogue.Market {
	m := moneyMarket(matchID, 18, "total=2.5", catalogue.MarketStatusSettled)
	m.Outcomes[0].Result, m.Outcomes[1].Result = catalogue.ResultWin, catalogue.ResultLose
	return m
}

// A bet placed with an active hunting bonus earns its points when it settles, and the points
// farm a freebet, which the remaining points boost; a bet without a bonus opens the lootbox, its
// prize drawn by the draw given. The hunting and lootbox bets stake cash as usual.
func TestHuntingAndLootboxOnBets(t *testing.T) {
	onEngines(t, func(t *testing.T, s *Service, bus *events.Bus) {
		ctx := context.Background()
		set, err := campaigns.New(
			campaigns.Campaign{ID: "hunt", Kind: campaigns.KindHunting, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
				Hunting: &bonusrules.Hunting{MinOdds: 1_500, MinStake: 100, PointsPerUnit: 1_000, TargetPoints: 50,
					Freebet: bonusrules.Freebet{Mode: bonusrules.FreebetOnlyWin, Amount: 500, Currency: "EUR", BoostPoints: 20, BoostMultiplier: 2_000}}},
			campaigns.Campaign{ID: "box", Kind: campaigns.KindLootbox, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
				Lootbox: &bonusrules.Lootbox{MinStake: 200, Currency: "EUR", Mode: bonusrules.FreebetOnlyWin,
					Prizes: []bonusrules.Prize{{Weight: 3, FreebetAmount: 100}, {Weight: 1, FreebetAmount: 2_000}}}})
		if err != nil {
			t.Fatal(err)
		}
		b := &bonuses.Service{Store: s.Store, Campaigns: set, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now },
			Draw: func(n int64) (int64, error) { return n - 1, nil }, HashKey: []byte("k")}
		b.Register(bus)
		s.Bonuses = b
		p := bettor(t, s, 20_000)
		var hunt store.PlayerBonus
		err = s.Store.InTx(ctx, func(tx *store.Tx) error {
			issued, err := b.IssueTriggered(ctx, tx, p, campaigns.TriggerManual, 0, now)
			for _, ib := range issued {
				if ib.Kind == campaigns.KindHunting {
					hunt = ib
				}
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		// Not yet activated: the hunting bonus is refused on a bet.
		_, err = s.Place(ctx, p, bonusRequest(withBonus(single(1001, "1", 1850, 7_000), hunt.ID, apigen.BonusKindHunting, 0)))
		if code, _ := refusalOf(err); code != "BONUS_NOT_AVAILABLE" {
			t.Fatalf("a hunting bonus not activated: %v", err)
		}
		if _, err := b.Activate(ctx, p, hunt.ID, "en"); err != nil {
			t.Fatal(err)
		}
		// No bonus, stake 2.00: the lootbox opens; the draw (the last r) gives the 20.00 prize.
		out, err := s.Place(ctx, p, bonusRequest(single(1002, "1", 1850, 200)))
		if err != nil || out[0].Bonus == nil || out[0].Bonus.Type != apigen.BonusKindLootbox {
			t.Fatalf("a bet without a bonus = %+v, %v; want the lootbox opened", out, err)
		}
		if _, err := s.Place(ctx, p, bonusRequest(withBonus(single(1001, "1", 1850, 7_000), hunt.ID, apigen.BonusKindHunting, 0))); err != nil {
			t.Fatal(err)
		}
		if got := balance(t, s, p); got != 20_000-200-7_000 {
			t.Fatalf("balance %d; hunting and lootbox bets stake cash", got)
		}
		// Open, the hunting bet counts in the potential points (70 of 70.00 staked), which with
		// none available yet would farm one freebet; the bet without the bonus counts for nothing.
		open, err := b.Get(ctx, p, bonuses.KindHunting, hunt.ID, "en")
		if err != nil || open.Farming == nil {
			t.Fatalf("hunting bonus = %+v, %v", open, err)
		}
		if st := open.Farming.Stats; st.PotentialPoints != 70 || st.AvailablePoints != 0 || st.PotentialFreebetAmount != 500 {
			t.Fatalf("open hunting bet: stats %+v, want 70 potential points farming 5.00", st)
		}
		settleMarket(t, s, 1001, map[string]catalogue.OutcomeResult{"1": catalogue.ResultLose, "2": catalogue.ResultWin})
		list, err := s.Store.PlayerBonuses(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		var farmed, prize store.PlayerBonus
		for _, pb := range list {
			switch {
			case pb.ID == hunt.ID:
				hunt = pb
			case pb.SourceID == hunt.ID:
				farmed = pb
			case pb.Kind == campaigns.KindFreebet:
				prize = pb
			}
		}
		// 70.00 staked at 1.85 earns 70 points, a lost bet too: one freebet farmed, 20 left.
		if hunt.Points != 70 || hunt.AvailablePoints() != 20 || farmed.Amount != 500 || prize.Amount != 2_000 {
			t.Fatalf("hunting %+v, farmed %+v, prize %+v", hunt, farmed, prize)
		}
		// Settled, the bet's points are earned and no longer potential.
		if got, err := b.Get(ctx, p, bonuses.KindHunting, hunt.ID, "en"); err != nil || got.Farming.Stats.PotentialPoints != 0 || got.Farming.Stats.Points != 70 {
			t.Fatalf("settled hunting bet: %+v, %v", got.Farming, err)
		}
		boosted, err := b.Boost(ctx, p, farmed.ID, "en")
		if err != nil || boosted.Freebet.Amount != 1_000 || !boosted.Freebet.Boosted {
			t.Fatalf("boost = %+v, %v", boosted.Freebet, err)
		}
		if _, err := b.Boost(ctx, p, farmed.ID, "en"); err == nil {
			t.Fatal("a freebet boosted twice")
		}
		checkLedger(t, s, p)
	})
}
