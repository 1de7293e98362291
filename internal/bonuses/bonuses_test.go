package bonuses

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var now = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

func text(s string) campaigns.Text { return campaigns.Text{"en": s, "de": s + " (de)"} }

// fixture is a service over a fresh SQLite store and a campaign of each kind and trigger.
func fixture(t *testing.T) *Service {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "bonuses.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	fb := func(id, trigger string) campaigns.Campaign {
		return campaigns.Campaign{ID: id, Kind: campaigns.KindFreebet, Status: bonusrules.CampaignActive, Trigger: trigger,
			Name: text(id), Details: text("d"), Terms: text("terms of " + id),
			Freebet: &bonusrules.Freebet{Mode: bonusrules.FreebetOnlyWin, Amount: 500, Currency: "EUR", MinOdds: 1_500}}
	}
	promo := fb("promo", campaigns.TriggerPromoCode)
	promo.TriggerKey = "WIN5"
	old := fb("old-promo", campaigns.TriggerPromoCode)
	old.TriggerKey, old.ValidTo = "OLD", now.Add(-time.Hour)
	paused := fb("paused-promo", campaigns.TriggerPromoCode)
	paused.TriggerKey, paused.Status = "PAUSED", bonusrules.CampaignPaused
	finland := fb("finland-promo", campaigns.TriggerPromoCode)
	finland.TriggerKey, finland.Countries = "FINLAND", []string{"FI"}
	deposit := fb("first-deposit", campaigns.TriggerFirstDeposit)
	deposit.MinDeposit = 1_000
	hunt := campaigns.Campaign{ID: "hunt", Kind: campaigns.KindHunting, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
		Name: text("hunt"), Details: text("d"), Terms: text("t"),
		Hunting: &bonusrules.Hunting{MinOdds: 1_500, MinStake: 100, PointsPerUnit: 1_000, TargetPoints: 50,
			Freebet: bonusrules.Freebet{Mode: bonusrules.FreebetOnlyWin, Amount: 500, Currency: "EUR", BoostPoints: 20, BoostMultiplier: 2_000}}}
	boost := campaigns.Campaign{ID: "boost", Kind: campaigns.KindComboboost, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerSignUp,
		Name: text("boost"), Details: text("d"), Terms: text("t"),
		Comboboost: &bonusrules.Comboboost{MinOdds: 1_200, Ranges: []bonusrules.Range{{MinCount: 3, MaxCount: 4, BonusOdds: 1_050}, {MinCount: 5, MaxCount: 20, BonusOdds: 1_100}}}}
	box := campaigns.Campaign{ID: "box", Kind: campaigns.KindLootbox, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerSignUp,
		Name: text("box"), Details: text("d"), Terms: text("t"),
		Lootbox: &bonusrules.Lootbox{MinStake: 200, Currency: "EUR", Mode: bonusrules.FreebetOnlyWin, Prizes: []bonusrules.Prize{{Weight: 1, FreebetAmount: 300}}}}
	set, err := campaigns.New(fb("welcome", campaigns.TriggerSignUp), promo, old, paused, finland, deposit, hunt, boost, box)
	if err != nil {
		t.Fatal(err)
	}
	return &Service{Store: st, Campaigns: set, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now },
		Draw: func(int64) (int64, error) { return 0, nil }, HashKey: []byte("k")}
}

var players int

// signUp is a new player of country, signed up through the PlayerSignedUp hook as the platform
// raises it.
func signUp(t *testing.T, s *Service, country string) int64 {
	t.Helper()
	ctx := context.Background()
	bus := &events.Bus{}
	s.Register(bus)
	players++
	var id int64
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		p, err := tx.CreatePlayer(ctx, store.NewPlayer{Email: fmt.Sprintf("p%d@example.com", players), PasswordHash: "h", Language: "en",
			Country: country, Currency: "EUR"}, now)
		if err != nil {
			return err
		}
		id = p.ID
		_, err = bus.Raise(ctx, tx, events.PlayerSignedUp{Player: p})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func codeOf(err error) apierror.Code { return apierror.CodeOf(err) }

func kinds(list []apigen.Bonus) []string {
	var out []string
	for _, b := range list {
		out = append(out, b.CampaignId+":"+string(b.UserBonusStatus))
	}
	return out
}

// Sign-up issues the sign-up campaigns once; the lists filter by kind, status, availability and
// seen, and cap each kind; another player's bonus is not found.
func TestSignUpIssuesAndListsFilter(t *testing.T) {
	ctx := context.Background()
	s := fixture(t)
	p := signUp(t, s, "DE")
	all, err := s.List(ctx, p, Query{Language: "de"})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(kinds(all)); got != "[box:available boost:available welcome:available]" {
		t.Fatalf("after sign-up: %s", got)
	}
	if all[2].Name != "welcome (de)" || all[2].Freebet == nil || all[2].Freebet.Amount != 500 || all[2].Type != apigen.BonusKindFreebetOnlyWin {
		t.Fatalf("welcome freebet = %+v", all[2])
	}
	if err := s.MarkSeen(ctx, p, []int64{mustID(t, all[0])}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		q    Query
		want string
	}{
		{Query{Kinds: []Kind{KindFreebet}}, "[welcome:available]"},
		{Query{Unseen: true}, "[boost:available welcome:available]"},
		{Query{Statuses: []string{"expired"}}, "[]"},
		{Query{Availability: OnlyUnavailable}, "[]"},
		{Query{LimitPerKind: 1, Kinds: []Kind{KindLootbox, KindComboboost}}, "[box:available boost:available]"},
	} {
		got, err := s.List(ctx, p, tc.q)
		if err != nil || fmt.Sprint(kinds(got)) != tc.want {
			t.Errorf("List(%+v) = %v, %v; want %s", tc.q, kinds(got), err, tc.want)
		}
	}
	items, pg, err := s.Page(ctx, p, Query{}, catalogue.PageRequest{Page: 2, Limit: 2})
	if err != nil || len(items) != 1 || pg.Total != 3 || pg.LastPage != 2 {
		t.Fatalf("page 2 = %v, %+v, %v", kinds(items), pg, err)
	}
	other := signUp(t, s, "DE")
	if _, err := s.Get(ctx, other, "", mustID(t, all[0]), "en"); codeOf(err) != apierror.BonusNotFound {
		t.Fatalf("another player's bonus: %v", err)
	}
	if _, err := s.Get(ctx, p, KindFreebet, mustID(t, all[0]), "en"); codeOf(err) != apierror.BonusNotFound {
		t.Fatalf("a bonus asked as another kind: %v", err)
	}
	if terms, err := s.Terms(ctx, p, KindFreebet, mustID(t, all[2]), "fr"); err != nil || terms != "terms of welcome" {
		t.Fatalf("terms in a language it lacks = %q, %v; want English", terms, err)
	}
}

func mustID(t *testing.T, b apigen.Bonus) int64 {
	t.Helper()
	var id int64
	if _, err := fmt.Sscan(b.Id, &id); err != nil {
		t.Fatal(err)
	}
	return id
}

// A promo code issues its bonus once; unknown, expired, paused and foreign codes are refused with
// their codes and issue nothing.
func TestPromoCodes(t *testing.T) {
	ctx := context.Background()
	s := fixture(t)
	p := signUp(t, s, "DE")
	b, err := s.RedeemPromoCode(ctx, p, "  win5 ", "en")
	if err != nil || b.CampaignId != "promo" || b.UserBonusStatus != apigen.PlayerBonusStatusAvailable {
		t.Fatalf("redeem WIN5 = %+v, %v", b, err)
	}
	for code, want := range map[string]apierror.Code{"WIN5": apierror.PromoCodeUsed, "NOPE": apierror.PromoCodeUnknown,
		"OLD": apierror.PromoCodeExpired, "PAUSED": apierror.PromoCodeExpired, "FINLAND": apierror.BonusNotAvailable} {
		if _, err := s.RedeemPromoCode(ctx, p, code, "en"); codeOf(err) != want {
			t.Errorf("redeem %s: %v, want %s", code, err, want)
		}
	}
	list, _ := s.List(ctx, p, Query{Kinds: []Kind{KindFreebet}})
	if len(list) != 2 {
		t.Fatalf("freebets after the refusals: %v", kinds(list))
	}
	fi := signUp(t, s, "FI")
	if _, err := s.RedeemPromoCode(ctx, fi, "finland", "en"); err != nil {
		t.Fatalf("a Finnish player redeems FINLAND: %v", err)
	}
}

// A first deposit of at least the minimum issues the first-deposit campaign, raised as a
// BonusIssued after the deposit; a later one does not.
func TestFirstDeposit(t *testing.T) {
	ctx := context.Background()
	s := fixture(t)
	bus := &events.Bus{}
	s.Register(bus)
	p := signUp(t, s, "DE")
	deposit := func(amount int64) (raised []any) {
		t.Helper()
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			acc, err := tx.ActiveAccount(ctx, p, "EUR")
			if err != nil {
				return err
			}
			d, err := tx.CreateDeposit(ctx, acc.ID, amount, fmt.Sprintf("pay-%d", amount), "/", now)
			if err != nil {
				return err
			}
			if err := tx.SetDepositStatus(ctx, d.ID, "success", now); err != nil {
				return err
			}
			d.PlayerID, d.Currency, d.Amount = p, "EUR", amount
			raised, err = bus.Raise(ctx, tx, events.DepositSucceeded{Deposit: d})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return raised
	}
	if raised := deposit(500); len(raised) != 1 {
		t.Fatalf("a deposit below the minimum raised %v", raised)
	}
	if list, _ := s.List(ctx, p, Query{Kinds: []Kind{KindFreebet}}); len(list) != 1 {
		t.Fatalf("a first deposit below the minimum issued %v", kinds(list))
	}
	deposit(2_000)
	if list, _ := s.List(ctx, p, Query{Kinds: []Kind{KindFreebet}}); len(list) != 1 {
		t.Fatalf("a second deposit issued the first-deposit campaign: %v", kinds(list))
	}
	q := signUp(t, s, "DE")
	p = q // deposit credits p
	raised := deposit(1_000)
	if list, _ := s.List(ctx, q, Query{Kinds: []Kind{KindFreebet}}); fmt.Sprint(kinds(list)) != "[first-deposit:available welcome:available]" {
		t.Fatalf("a first deposit of the minimum: %v", kinds(list))
	}
	if len(raised) != 2 {
		t.Fatalf("a first deposit raised %v, want the deposit and its bonus", raised)
	}
	if e, ok := raised[1].(events.BonusIssued); !ok || e.Bonus.CampaignID != "first-deposit" || e.Bonus.PlayerID != q {
		t.Fatalf("a first deposit raised %+v after itself, want the first-deposit bonus", raised[1])
	}
}

// A hunting bonus is activated once; the slip is offered it while active, the comboboost with its
// suitable selections and range, the freebets a bet fits and the lootbox its stake opens.
func TestActivateAndBetBonuses(t *testing.T) {
	ctx := context.Background()
	s := fixture(t)
	p := signUp(t, s, "DE")
	var hunt store.PlayerBonus
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		issued, err := s.IssueTriggered(ctx, tx, p, campaigns.TriggerManual, 0, now)
		if len(issued) == 1 {
			hunt = issued[0]
		}
		return err
	})
	if err != nil || hunt.ID == 0 {
		t.Fatalf("manual issue: %+v, %v", hunt, err)
	}
	b, err := s.Activate(ctx, p, hunt.ID, "en")
	if err != nil || b.UserBonusStatus != apigen.PlayerBonusStatusActive || b.Farming == nil || b.Farming.TargetPoints != 50 {
		t.Fatalf("activate = %+v, %v", b, err)
	}
	if _, err := s.Activate(ctx, p, hunt.ID, "en"); codeOf(err) != apierror.BonusNotAvailable {
		t.Fatalf("second activation: %v", err)
	}
	sel := func(odds int64) apigen.BetSelectionRequest {
		return apigen.BetSelectionRequest{MatchId: 1, MarketId: 1, OutcomeId: "1", Odds: odds}
	}
	bets := []apigen.BetRequest{
		{Type: apigen.Combo, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1_300), sel(1_300), sel(1_100), sel(1_300)}},
		{Type: apigen.Single, Stake: apigen.Stake{Value: 500, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1_400)}},
		{Type: apigen.Single, Stake: apigen.Stake{Value: 500, Currency: "USD"}, Selections: []apigen.BetSelectionRequest{sel(2_000)}},
		{Type: apigen.Combo, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1_300), sel(1_100), sel(1_300)}},
	}
	out, err := s.ForBets(ctx, p, bets, "en")
	if err != nil {
		t.Fatal(err)
	}
	cb := out[0].Comboboost
	if cb == nil || fmt.Sprint(*cb.Comboboost.SuitableSelections) != "[0 1 3]" || *cb.Comboboost.ActiveRangeIndex != 0 {
		t.Fatalf("combo's comboboost = %+v", cb)
	}
	// 1.30³ × 1.10 = 2.417: the welcome freebet (min odds 1.50) fits; the lootbox needs a stake of 2.00.
	if len(out[0].Freebet) != 1 || out[0].Hunting == nil || out[0].Lootbox != nil {
		t.Fatalf("combo's bonuses = %+v", out[0])
	}
	if out[1].Comboboost != nil || len(out[1].Freebet) != 0 || out[1].Lootbox == nil || out[1].Hunting == nil {
		t.Fatalf("single at 1.40's bonuses = %+v", out[1])
	}
	if out[2].Hunting != nil || len(out[2].Freebet) != 0 || out[2].Lootbox != nil {
		t.Fatalf("a USD bet is offered EUR bonuses: %+v", out[2])
	}
	// Two suitable selections, one short of the first range: offered, in no range, to be nudged.
	if cb := out[3].Comboboost; cb == nil || fmt.Sprint(*cb.Comboboost.SuitableSelections) != "[0 2]" || *cb.Comboboost.ActiveRangeIndex != -1 {
		t.Fatalf("a combo under the first range's comboboost = %+v", cb)
	}
	r, err := s.Rating(ctx, p, hunt.ID, 10)
	if codeOf(err) != apierror.BonusNotFound {
		t.Fatalf("a hunting bonus's rating: %+v, %v", r, err)
	}
}

// An ended tournament shares its pool by rank as freebets, once however often it runs.
func TestAwardTournaments(t *testing.T) {
	ctx := context.Background()
	s := fixture(t)
	cup := campaigns.Campaign{ID: "cup", Kind: campaigns.KindTournament, Status: bonusrules.CampaignActive, Trigger: campaigns.TriggerManual,
		ValidTo: now.Add(time.Hour), Name: text("cup"), Details: text("d"), Terms: text("t")}
	h := bonusrules.Hunting{MinOdds: 1_000, MinStake: 1, PointsPerUnit: 1_000,
		Freebet: bonusrules.Freebet{Mode: bonusrules.FreebetAllWin, Amount: 1, Currency: "EUR"}}
	cup.Hunting = &h
	cup.Tournament = &bonusrules.Tournament{Hunting: h, InitialPool: 10_000, PoolShare: 1_000, Prizes: []int64{7_000, 3_000}}
	set, err := campaigns.New(cup)
	if err != nil {
		t.Fatal(err)
	}
	s.Campaigns = set
	points := map[int64]int64{}
	for _, pts := range []int64{30, 50, 10} {
		p := signUp(t, s, "DE")
		points[p] = pts
		err := s.Store.InTx(ctx, func(tx *store.Tx) error {
			issued, err := s.IssueTriggered(ctx, tx, p, campaigns.TriggerManual, 0, now)
			if err != nil {
				return err
			}
			acc, err := tx.ActiveAccount(ctx, p, "EUR")
			if err != nil {
				return err
			}
			bet, err := tx.InsertBet(ctx, store.Bet{PlayerID: p, AccountID: acc.ID, RequestID: fmt.Sprintf("cup-%d", p), Type: "single",
				Status: store.BetDone, Result: "lose_entire", Stake: pts * 100, LineStake: pts * 100, Odds: 2_000, CreatedAt: now,
				Selections: []store.BetSelection{{MatchID: 1, MarketID: 1, OutcomeID: "1", Odds: 2_000, MatchName: "a", MarketName: "m", OutcomeName: "o"}}}, 0)
			if err != nil {
				return err
			}
			if _, err := tx.AddBonusPoints(ctx, issued[0].ID, bet, pts, pts*100, now); err != nil {
				return err
			}
			_, err = tx.AddPoolStake(ctx, "cup", pts*100)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	prizes := func() map[int64]int64 {
		out := map[int64]int64{}
		for p := range points {
			list, err := s.Store.PlayerBonuses(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			for _, b := range list {
				if b.Kind == campaigns.KindFreebet {
					out[p] += b.Amount
				}
			}
		}
		return out
	}
	if err := s.AwardTournaments(ctx); err != nil || len(prizes()) != 0 {
		t.Fatalf("before its end the cup gave %v, %v", prizes(), err)
	}
	s.Now = func() time.Time { return now.Add(2 * time.Hour) }
	for range 2 {
		if err := s.AwardTournaments(ctx); err != nil {
			t.Fatal(err)
		}
	}
	// Pool 100.00 + 10 % of 90.00 staked = 109.00: 70 % to 50 points, 30 % to 30 points.
	want := map[int64]int64{}
	for p, pts := range points {
		switch pts {
		case 50:
			want[p] = 7_630
		case 30:
			want[p] = 3_270
		}
	}
	if got := prizes(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("prizes = %v, want %v", got, want)
	}
}

// Offers are the public campaigns that are active and running, in order and in the asked
// language; a promo-code offer says its code.
func TestOffers(t *testing.T) {
	fb := func(id, trigger string, public bool) campaigns.Campaign {
		return campaigns.Campaign{ID: id, Kind: campaigns.KindFreebet, Status: bonusrules.CampaignActive, Trigger: trigger, Public: public,
			Name: text(id), Details: text("d"), Terms: text("terms of " + id), ValidTo: now.Add(time.Hour),
			Freebet: &bonusrules.Freebet{Mode: bonusrules.FreebetOnlyWin, Amount: 500, Currency: "EUR"}}
	}
	promo := fb("promo", campaigns.TriggerPromoCode, true)
	promo.TriggerKey, promo.ValidTo = "WIN5", time.Time{}
	ended := fb("ended", campaigns.TriggerSignUp, true)
	ended.ValidTo = now
	paused := fb("paused", campaigns.TriggerSignUp, true)
	paused.Status = bonusrules.CampaignPaused
	set, err := campaigns.New(fb("welcome", campaigns.TriggerSignUp, true), fb("private", campaigns.TriggerSignUp, false), ended, paused, promo)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{Campaigns: set, Now: func() time.Time { return now }}
	got := s.Offers("de")
	if len(got) != 2 || got[0].CampaignId != "welcome" || got[0].Name != "welcome (de)" || got[0].Type != apigen.BonusKindFreebetOnlyWin ||
		got[0].TriggerKey != campaigns.TriggerSignUp || got[0].PromoCode != nil || got[0].ValidTo == nil || !got[0].ValidTo.Equal(now.Add(time.Hour)) ||
		got[1].CampaignId != "promo" || got[1].PromoCode == nil || *got[1].PromoCode != "WIN5" || got[1].ValidTo != nil || got[1].Terms != "terms of promo (de)" {
		t.Fatalf("offers %+v", got)
	}
	if none := (&Service{Now: time.Now}).Offers("en"); none == nil || len(none) != 0 {
		t.Fatalf("offers without campaigns %v", none)
	}
}
