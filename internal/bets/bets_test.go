package bets

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

type recorder struct {
	mu   sync.Mutex
	msgs []string
}

func (r *recorder) Publish(_ context.Context, ch string, data []byte) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, ch+" "+string(data))
	return nil
}

var now = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

func catalogueBatch() catalogue.Batch {
	return catalogue.Batch{
		Sports:      []catalogue.Sport{{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport}},
		Categories:  []catalogue.Category{{ID: 10, Slug: "england", Name: "England", SportID: 1}},
		Tournaments: []catalogue.Tournament{{ID: 100, Slug: "pl", Name: "PL", CategoryID: 10, SportID: 1}},
		Matches: []catalogue.Match{{ID: 7, Slug: "a-b-7", Type: catalogue.MatchTypeMatch, SportID: 1, CategoryID: 10, TournamentID: 100,
			NameA: "Ajax", NameB: "Benfica", Status: catalogue.MatchStatusLive, StartTime: now}},
		Markets: []catalogue.Market{{MatchID: 7, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"},
			Outcomes: []catalogue.Outcome{{ID: "1", Name: "Ajax", Active: true, Odds: 2500}, {ID: "2", Name: "Benfica", Active: true, Odds: 1600}}}},
	}
}

// telling is a service whose events are told to players through pub, in their language.
// storeWithPlayer opens a store holding catalogueBatch and one player of the language and country
// given, with deposit cents in their EUR account.
func storeWithPlayer(t *testing.T, language, country string, deposit int64) (*store.Store, store.Player) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Apply(ctx, catalogueBatch()); err != nil {
		t.Fatal(err)
	}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "p@example.com", PasswordHash: "h", Language: language, Country: country, Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	acc, err := st.AccountByCurrency(ctx, p.ID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, deposit, "test", now); err != nil {
		t.Fatal(err)
	}
	return st, p
}

// settleHomeWin settles the first market of catalogueBatch, its home side winning, as the feed
// does: stored, then told to the bet service.
func settleHomeWin(ctx context.Context, t *testing.T, st *store.Store, s *Service) {
	t.Helper()
	m := catalogueBatch().Markets[0]
	m.Status = catalogue.MarketStatusSettled
	m.Outcomes[0].Result, m.Outcomes[1].Result = catalogue.ResultWin, catalogue.ResultLose
	if err := st.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if err := s.MarketsChanged(ctx, []catalogue.Market{m}); err != nil {
		t.Fatal(err)
	}
}

func telling(t *testing.T, st *store.Store, pub *recorder) *Service {
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	bus := &events.Bus{}
	s := &Service{Store: st, Events: bus, Publisher: pub, Names: names, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	s.TellPlayers(bus)
	return s
}

func TestPlaceAndSettleTellThePlayer(t *testing.T) {
	ctx := context.Background()
	st, p := storeWithPlayer(t, "pt-BR", "BR", 5000)
	rec := &recorder{}
	s := telling(t, st, rec)

	req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: 1000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{{MatchId: 7, MarketId: 1, OutcomeId: "1", Odds: 2500}}}}}
	req.Meta.RequestId = "short"
	if _, err := s.Place(ctx, p.ID, req); !errors.As(err, new(*Invalid)) {
		t.Fatalf("a short request id: %v", err)
	}
	req.Meta.RequestId = "request-42"
	placed, err := s.Place(ctx, p.ID, req)
	if err != nil || len(placed) != 1 || placed[0].WinAmount != 2500 || placed[0].Status != apigen.BetStatusWaitingResults {
		t.Fatalf("Place = %+v, %v", placed, err)
	}
	// The bet, for the player's other pages and named in their language, then the balance.
	if len(rec.msgs) != 2 || !strings.HasPrefix(rec.msgs[0], "$private:pt.platform_user.") || !strings.Contains(rec.msgs[0], `"event_name":"bet_changed"`) ||
		!strings.Contains(rec.msgs[0], `"marketName":"1X2"`) ||
		!strings.Contains(rec.msgs[1], `"available_to_bet":4000`) {
		t.Fatalf("published %v", rec.msgs)
	}
	if again, err := s.Place(ctx, p.ID, req); err != nil || again[0].BetId != placed[0].BetId || len(rec.msgs) != 2 {
		t.Fatalf("a repeated request: %+v %v (published %d)", again, err, len(rec.msgs))
	}
	req.Meta.RequestId = "request-43"
	req.Bets[0].Selections[0].Odds = 2400
	_, err = s.Place(ctx, p.ID, req)
	var r *Refused
	if !errors.As(err, &r) || r.Body.Code != "INVALID_ODDS" || r.Body.ErrorsByBet == nil || (*r.Body.ErrorsByBet)[0].Index != 0 {
		t.Fatalf("changed odds: %v", err)
	}

	settleHomeWin(ctx, t, st, s)
	if len(rec.msgs) != 4 || !strings.Contains(rec.msgs[2], `"event_name":"bet_changed"`) || !strings.Contains(rec.msgs[2], `"result":"win_entire"`) ||
		!strings.Contains(rec.msgs[3], `"total":6500`) {
		t.Fatalf("settlement published %v", rec.msgs)
	}
	list, pg, err := s.List(ctx, p.ID, store.BetFilter{Status: "settled", Result: "win"}, catalogue.PageRequest{Page: 1, Limit: 10})
	if err != nil || pg.Total != 1 || list[0].WinAmount != 2500 || list[0].Selections[0].Status != "win" {
		t.Fatalf("List = %+v %+v %v", list, pg, err)
	}
	// The results page asks for the player's bets on its matches.
	all := catalogue.PageRequest{Page: 1, Limit: 10}
	if on, pg, err := s.List(ctx, p.ID, store.BetFilter{MatchIDs: []int64{8, 7}}, all); err != nil || pg.Total != 1 || on[0].BetId != placed[0].BetId {
		t.Fatalf("bets on matches 8 and 7 = %+v %+v %v", on, pg, err)
	}
	if off, pg, err := s.List(ctx, p.ID, store.BetFilter{MatchIDs: []int64{8}}, all); err != nil || pg.Total != 0 || len(off) != 0 {
		t.Fatalf("bets on match 8 = %+v %+v %v", off, pg, err)
	}
	// The bet history's filters: the sports of the player's bets are its choices of sport.
	if sports, err := s.Sports(ctx, p.ID); err != nil || len(sports) != 1 || sports[0].Key != "football" || sports[0].Name != "Football" {
		t.Fatalf("Sports = %+v %v", sports, err)
	}
	if combos, pg, err := s.List(ctx, p.ID, store.BetFilter{SportID: 1, Type: "combo"}, all); err != nil || pg.Total != 0 || len(combos) != 0 {
		t.Fatalf("football combos = %+v %+v %v", combos, pg, err)
	}
}

func TestShareAndMaxStake(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s := &Service{Store: st, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	bets := []apigen.BetRequest{{Type: apigen.Combo, Stake: apigen.Stake{Value: 250, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{
		{MatchId: 7, MarketId: 1, OutcomeId: "1", Odds: 2500}, {MatchId: 8, MarketId: 18, Specifier: "total=2.5", OutcomeId: "over", Odds: 1900}}}}
	code, err := s.Share(ctx, bets)
	if err != nil || len(code.Code) != codeLen || code.Link != "/?betcode="+code.Code {
		t.Fatalf("Share = %+v, %v", code, err)
	}
	got, err := s.Shared(ctx, code.Code)
	if err != nil || len(got) != 1 || len(got[0].Selections) != 2 || got[0].Selections[1].Specifier != "total=2.5" {
		t.Fatalf("Shared = %+v, %v", got, err)
	}
	if _, err := s.Shared(ctx, "NOSUCHCD"); !errors.Is(err, ErrNoShareCode) {
		t.Fatalf("unknown code: %v", err)
	}

	p, _ := st.CreatePlayer(ctx, store.NewPlayer{Email: "m@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, now)
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 9_000, "test", now); err != nil {
		t.Fatal(err)
	}
	sys := "2/3"
	req := apigen.MaxStakeRequest{Currency: "EUR"}
	req.Bets = append(req.Bets, struct {
		Selections int            `json:"selections"`
		SystemId   *string        `json:"system_id,omitempty"`
		Type       apigen.BetType `json:"type"`
	}{Selections: 1, Type: apigen.Single}, struct {
		Selections int            `json:"selections"`
		SystemId   *string        `json:"system_id,omitempty"`
		Type       apigen.BetType `json:"type"`
	}{Selections: 3, SystemId: &sys, Type: apigen.System})
	max, err := s.MaxStakes(ctx, p.ID, req)
	if err != nil || max[0] != 9_000 || max[1] != 3_000 {
		t.Fatalf("MaxStakes = %v, %v (the balance, split over 3 lines)", max, err)
	}
	// A system larger than a bet can be is refused, never listed: 15/30 took gigabytes.
	big := "15/30"
	req.Bets[1].Selections, req.Bets[1].SystemId = 30, &big
	var invalid *Invalid
	if _, err := s.MaxStakes(ctx, p.ID, req); !errors.As(err, &invalid) || invalid.Field != "bets[1].system_id" {
		t.Fatalf("MaxStakes of 15/30: %v", err)
	}
}

func TestCashoutValuesArePushedWhenTheyChange(t *testing.T) {
	ctx := context.Background()
	st, p := storeWithPlayer(t, "en", "DE", 5000)
	rec := &recorder{}
	s := telling(t, st, rec)
	req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: 1000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{{MatchId: 7, MarketId: 1, OutcomeId: "1", Odds: 2500}}}}}
	req.Meta.RequestId = "cashout-push"
	if _, err := s.Place(ctx, p.ID, req); err != nil {
		t.Fatal(err)
	}
	m := catalogueBatch().Markets[0]
	m.Outcomes[0].Odds = 2000 // the backed outcome shortens: the bet is worth more
	move := func() {
		t.Helper()
		if err := st.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarketsChanged(ctx, []catalogue.Market{m}); err != nil {
			t.Fatal(err)
		}
	}
	placed := len(rec.msgs) // the bet and the balance
	move()
	if len(rec.msgs) != placed+1 || !strings.Contains(rec.msgs[placed], `"event_name":"bet_cashout_changed"`) || !strings.Contains(rec.msgs[placed], `"cashoutAmount":1187`) {
		t.Fatalf("published %v", rec.msgs)
	}
	move()
	if len(rec.msgs) != placed+1 {
		t.Fatalf("an unchanged value is not sent again: %v", rec.msgs[placed+1:])
	}
	m.Status = catalogue.MarketStatusSuspended
	move()
	if len(rec.msgs) != placed+2 || strings.Contains(rec.msgs[placed+1], "cashoutAmount") {
		t.Fatalf("a suspended market withdraws the offer: %v", rec.msgs[placed+1:])
	}
}

func TestCustomBet(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "cb.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	b := catalogueBatch()
	b.Markets = []catalogue.Market{
		{MatchID: 7, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{
			{ID: "1", Name: "Ajax", Active: true, Odds: 1800}, {ID: "X", Name: "Draw", Active: true, Odds: 3600}, {ID: "2", Name: "Benfica", Active: true, Odds: 4400}}},
		{MatchID: 7, MarketID: 18, Specifier: "total=2.5", Name: "Total 2.5", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{
			{ID: "over", Name: "Over 2.5", Active: true, Odds: 1850}, {ID: "under", Name: "Under 2.5", Active: true, Odds: 1950}}},
		{MatchID: 7, MarketID: 11, Name: "Draw no bet", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{
			{ID: "1", Name: "Ajax", Active: true, Odds: 1300}, {ID: "2", Name: "Benfica", Active: true, Odds: 3300}}},
		{MatchID: 7, MarketID: 162, Name: "Corners 1x2", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{
			{ID: "1", Name: "Ajax", Active: true, Odds: 1700}, {ID: "X", Name: "Draw", Active: true, Odds: 8000}, {ID: "2", Name: "Benfica", Active: true, Odds: 2600}}},
		{MatchID: 7, MarketID: 166, Specifier: "total=9.5", Name: "Total corners 9.5", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{
			{ID: "over", Name: "Over 9.5", Active: true, Odds: 1900}, {ID: "under", Name: "Under 9.5", Active: true, Odds: 1900}}},
	}
	if err := st.Apply(ctx, b); err != nil {
		t.Fatal(err)
	}
	s := &Service{Store: st, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	markets, err := s.CustomMarkets(ctx, 7)
	if err != nil || len(markets) != 4 {
		t.Fatalf("CustomMarkets = %d markets, %v (draw no bet is left out)", len(markets), err)
	}
	// Corners are independent of the goals: a home win with over 9.5 corners is priced at about
	// the product of their de-margined chances; cards, with no prices listed, are refused.
	both, err := s.CustomOdds(ctx, 7, []custombet.Selection{{MarketID: 1, OutcomeID: "1"}, {MarketID: 166, Specifier: "total=9.5", OutcomeID: "over"}})
	if err != nil {
		t.Fatal(err)
	}
	pHome, pOver := custombet.Implied(1800, 3600, 4400)[0], custombet.Implied(1900, 1900)[0]
	if want := 1000 / (pHome * pOver * (1 + custombet.Margin)); math.Abs(float64(both)-want) > 0.05*want {
		t.Errorf("a home win with over 9.5 corners: builder %d, independent %.0f", both, want)
	}
	if _, err := s.CustomOdds(ctx, 7, []custombet.Selection{{MarketID: 1, OutcomeID: "1"}, {MarketID: 138, Specifier: "total=3.5", OutcomeID: "over"}}); !errors.As(err, new(*Refused)) {
		t.Errorf("cards without their prices listed: %v", err)
	}
	sels := []custombet.Selection{{MarketID: 1, OutcomeID: "1"}, {MarketID: 18, Specifier: "total=2.5", OutcomeID: "over"}}
	odds, err := s.CustomOdds(ctx, 7, sels)
	if err != nil {
		t.Fatal(err)
	}
	if product := int64(1800) * 1850 / 1000; odds <= 2000 || odds >= product {
		t.Errorf("a home win with over 2.5 is correlated: builder %d, product of prices %d", odds, product)
	}
	if _, err := s.CustomOdds(ctx, 7, []custombet.Selection{{MarketID: 1, OutcomeID: "1"}, {MarketID: 11, OutcomeID: "1"}}); !errors.As(err, new(*Refused)) {
		t.Errorf("an ineligible market: %v", err)
	}
	if _, err := s.CustomOdds(ctx, 99, sels); !errors.Is(err, ErrNoBuilder) {
		t.Errorf("an unknown match: %v", err)
	}

	p, _ := st.CreatePlayer(ctx, store.NewPlayer{Email: "cb@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, now)
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 5000, "test", now); err != nil {
		t.Fatal(err)
	}
	req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.CustomBet, Stake: apigen.Stake{Value: 1000, Currency: "EUR"}, CustomOdds: &odds,
		Selections: []apigen.BetSelectionRequest{{MatchId: 7, MarketId: 1, OutcomeId: "1", Odds: 1800}, {MatchId: 7, MarketId: 18, Specifier: "total=2.5", OutcomeId: "over", Odds: 1850}}}}}
	req.Meta.RequestId = "custom-0001"
	stale := odds + 10
	req.Bets[0].CustomOdds = &stale
	if _, err := s.Place(ctx, p.ID, req); !errors.As(err, new(*Refused)) {
		t.Fatalf("stale builder odds: %v", err)
	}
	req.Bets[0].CustomOdds = &odds
	placed, err := s.Place(ctx, p.ID, req)
	if err != nil || placed[0].Odds != odds || placed[0].Type != apigen.CustomBet {
		t.Fatalf("Place = %+v, %v", placed, err)
	}
	for _, m := range b.Markets[:2] {
		m.Status = catalogue.MarketStatusSettled
		for i := range m.Outcomes {
			m.Outcomes[i].Result = catalogue.ResultLose
			if m.Outcomes[i].ID == "1" || m.Outcomes[i].ID == "over" {
				m.Outcomes[i].Result = catalogue.ResultWin
			}
		}
		if err := st.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarketsChanged(ctx, []catalogue.Market{m}); err != nil {
			t.Fatal(err)
		}
	}
	list, _, _ := s.List(ctx, p.ID, store.BetFilter{Status: "settled", Result: "all"}, catalogue.PageRequest{Page: 1, Limit: 10})
	if len(list) != 1 || list[0].WinAmount != 1000*odds/1000 || list[0].Result != "win_entire" {
		t.Fatalf("settled custom bet %+v", list)
	}
}

func TestValidRequestID(t *testing.T) {
	for id, want := range map[string]bool{
		"request-42":                           true,
		"3f1c2a9e-7b1d-4c5e-9a0f-1b2c3d4e5f60": true,
		"short":                                false,
		strings.Repeat("x", 65):                false,
		"request 42":                           false, // a space
		"request\x0042":                        false, // PostgreSQL refuses a NUL in text
		"requête-42":                           false,
	} {
		if got := validRequestID(id); got != want {
			t.Errorf("validRequestID(%q) = %v, want %v", id, got, want)
		}
	}
}
