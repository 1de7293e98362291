package jackpots

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

var now = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

// zeros is a random source of zero bytes: every drop point drawn is its level's seed + 1.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

// recorder records what is published.
type recorder struct {
	mu   sync.Mutex
	msgs []apigen.RealtimeMessage
}

func (r *recorder) Publish(_ context.Context, _ string, data []byte) error {
	var m apigen.RealtimeMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, m)
	return nil
}

var testPot = Jackpot{ID: "test-pot", Name: locale.Text{"en": "Test pot", "fr": "Cagnotte test"}, Currency: "EUR", Contribution: 1000, MinStake: 100, MinOdds: 1500,
	Status: StatusActive, EURRate: 1000, Subunits: 2, Levels: []Level{
		{Name: "Mini", Seed: 100, MustDropBy: 1000, Share: 7000, Active: true},
		{Name: "Major", Title: locale.Text{"en": "Major", "fr": "Majeur"}, Seed: 1000, MustDropBy: 100_000, Share: 3000, Active: true},
	}}

type fixture struct {
	st     *store.Store
	svc    *Service
	bus    *events.Bus
	pub    *recorder
	player store.Player
}

// newFixture is the test pot on a fresh SQLite store, seeded, with a player holding €100.00.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st, bus: &events.Bus{}, pub: &recorder{}}
	f.svc = &Service{Store: st, Jackpots: []Jackpot{testPot}, Rand: zeros{}, HashKey: []byte("key"), Publisher: f.pub,
		Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	if err := f.svc.Seed(ctx); err != nil {
		t.Fatal(err)
	}
	f.svc.Register(f.bus)
	// Drop points out of reach: a test brings a level's down where it wants a hit.
	for _, l := range testPot.Levels {
		if err := f.svc.SetDropAt(ctx, testPot.ID, l.Name, l.MustDropBy); err != nil {
			t.Fatal(err)
		}
	}
	if f.player, err = st.CreatePlayer(ctx, store.NewPlayer{Email: "bettor@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, now); err != nil {
		t.Fatal(err)
	}
	acc, _ := st.AccountByCurrency(ctx, f.player.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 10_000, "test", now); err != nil {
		t.Fatal(err)
	}
	return f
}

// place places a single, then runs the funder as Run would once the placement woke it.
func (f *fixture) place(t *testing.T, stake, odds int64) store.Bet {
	t.Helper()
	b := f.placeWith(t, stake, odds, "")
	if err := f.svc.Fund(context.Background()); err != nil {
		t.Fatal(err)
	}
	return b
}

// placeWith places a single with a bonus of bonusType ("" none) as the bet service does: the bet
// and its stake, then events.BetsPlaced raised in the same transaction and published, with what
// its hooks raised, after it commits. It funds nothing.
func (f *fixture) placeWith(t *testing.T, stake, odds int64, bonusType string) store.Bet {
	t.Helper()
	ctx := context.Background()
	var placed events.BetsPlaced
	var raised []any
	err := f.st.InTx(ctx, func(tx *store.Tx) error {
		request := fmt.Sprintf("request-%d", time.Now().UnixNano())
		if _, err := tx.RequestPlaced(ctx, f.player.ID, request); err != nil {
			return err
		}
		acc, err := tx.ActiveAccount(ctx, f.player.ID, "EUR")
		if err != nil {
			return err
		}
		b := store.Bet{PlayerID: f.player.ID, AccountID: acc.ID, Currency: "EUR", RequestID: request, Type: "single", Status: store.BetWaitingResults,
			Result: store.ResultNoResults, Stake: stake, LineStake: stake, Odds: odds, PotentialWin: stake * odds / 1000, CreatedAt: now,
			Selections: []store.BetSelection{{MatchID: 1, MarketID: 1, OutcomeID: "1", Odds: odds, MatchName: "A – B", MarketName: "1x2", OutcomeName: "A"}}}
		b.Bonus.Type = bonusType
		if b.ID, err = tx.InsertBet(ctx, b, 0); err != nil {
			return err
		}
		if acc, err = tx.Post(ctx, acc.ID, wallet.KindBetStake, -stake, fmt.Sprintf("bet:%d", b.ID), now); err != nil {
			return err
		}
		placed = events.BetsPlaced{PlayerID: f.player.ID, Bets: []store.Bet{b}, Account: acc}
		raised, err = f.bus.Raise(ctx, tx, placed)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	f.bus.Publish(ctx, raised...)
	return placed.Bets[0]
}

func (f *fixture) pools(t *testing.T) map[string]int64 {
	t.Helper()
	levels, err := f.st.JackpotLevels(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int64{}
	for _, l := range levels {
		out[l.Level] = l.Pool
	}
	return out
}

func (f *fixture) balance(t *testing.T) int64 {
	t.Helper()
	acc, err := f.st.AccountByCurrency(context.Background(), f.player.ID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	return acc.Balance.Total
}

// A qualifying bet contributes to the levels by their shares; at the drop point the bet that
// reaches it hits the level once, is paid the pool through the ledger, and the level starts
// again from its seed.
func TestAQualifyingBetContributesAndHitsAtTheDropPoint(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if p := f.pools(t); p["Mini"] != 100 || p["Major"] != 1000 {
		t.Fatalf("seeded pools %v", p)
	}
	if err := f.svc.SetDropAt(ctx, "test-pot", "Mini", 150); err != nil {
		t.Fatal(err)
	}

	b := f.place(t, 200, 2000) // contributes 20: 14 to Mini, 6 to Major
	if !b.UsedInJackpot {
		t.Fatal("a qualifying bet is not used in the jackpot")
	}
	if p := f.pools(t); p["Mini"] != 114 || p["Major"] != 1006 {
		t.Fatalf("pools after the first bet %v", p)
	}
	if low := f.place(t, 5000, 1400); low.UsedInJackpot {
		t.Fatal("a bet below the minimum odds is used in the jackpot")
	}
	// A freebet stakes the operator's money: it funds no jackpot.
	if fb := f.placeWith(t, 1000, 2000, "freebet_only_win"); fb.UsedInJackpot {
		t.Fatal("a freebet bet is used in the jackpot")
	}
	f.place(t, 500, 1500) // 50: 35 and 15; Mini at 149
	f.pub.msgs = nil
	before := f.balance(t)
	f.place(t, 100, 1500) // 10: 7 and 3; Mini at 156 hits

	if got := f.balance(t); got != before-100+156 {
		t.Fatalf("balance %d after the hit, want %d", got, before-100+156)
	}
	if p := f.pools(t); p["Mini"] != 100 || p["Major"] != 1024 {
		t.Fatalf("pools after the hit %v (Mini starts again from its seed)", p)
	}
	hits, err := f.svc.Hits(ctx, HitQuery{Viewer: f.player.ID, OwnOnly: true, Unseen: true, Limit: 10})
	if err != nil || len(hits) != 1 {
		t.Fatalf("hits %v, %v", hits, err)
	}
	h := hits[0]
	if h.Level != "Mini" || h.LevelTitle != "Mini" || h.Amount != 156 || h.AmountEur != 156 || h.Status != apigen.JackpotHitStatusPaid || h.Name != "Test pot" || h.Seen ||
		h.UserHash != f.svc.UserHash(f.player.ID) || len(h.UserHash) != 8 {
		t.Fatalf("hit %+v", h)
	}
	if fr, _ := f.svc.Hits(ctx, HitQuery{Viewer: f.player.ID, OwnOnly: true, Limit: 10, Language: "fr"}); fr[0].Name != "Cagnotte test" {
		t.Fatalf("hit in French %+v", fr[0])
	}
	ledger, _, err := f.st.Ledger(ctx, f.player.ID, store.LedgerFilter{Currency: "EUR"}, catalogue.PageRequest{Page: 1, Limit: 1})
	if err != nil || len(ledger) != 1 || ledger[0].Kind != wallet.KindJackpot || ledger[0].Amount != 156 {
		t.Fatalf("last ledger entry %+v, %v", ledger, err)
	}
	// The player hears the balance with the jackpot in it last.
	last := f.pub.msgs[len(f.pub.msgs)-1]
	if last.EventName != apigen.BalanceChanged || last.Message.Balance.Balance.Total != before-100+156 {
		t.Fatalf("last publication %+v", last)
	}

	// Mini's new drop point is its seed + 1 with this source: the next bet hits it again, once.
	f.place(t, 100, 1500)
	if hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 10}); len(hits) != 2 {
		t.Fatalf("%d hits after the reseeded level's first contribution, want 2", len(hits))
	}

	// Seen once, then no longer unseen; another player's ids change nothing.
	if err := f.svc.MarkSeen(ctx, f.player.ID+1, []int64{1}); err != nil {
		t.Fatal(err)
	}
	if hits, _ := f.svc.Hits(ctx, HitQuery{Viewer: f.player.ID, Unseen: true, Limit: 10}); len(hits) != 2 {
		t.Fatalf("another player's mark changed %d hits", 2-len(hits))
	}
	if err := f.svc.MarkSeen(ctx, f.player.ID, []int64{1, 2}); err != nil {
		t.Fatal(err)
	}
	if hits, _ := f.svc.Hits(ctx, HitQuery{Viewer: f.player.ID, Unseen: true, Limit: 10}); len(hits) != 0 {
		t.Fatalf("unseen hits after marking them: %v", hits)
	}
}

// A placement only queues its contributions: the pools, the balance and the hits change when the
// funder runs, and a queue funded once is not funded again.
func TestThePlacementQueuesAndTheFunderPays(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if err := f.svc.SetDropAt(ctx, "test-pot", "Mini", 110); err != nil {
		t.Fatal(err)
	}
	before := f.balance(t)
	if b := f.placeWith(t, 200, 2000, ""); !b.UsedInJackpot { // 14 to Mini: a hit once funded
		t.Fatal("a qualifying bet is not used in the jackpot")
	}
	if p := f.pools(t); p["Mini"] != 100 || p["Major"] != 1000 || f.balance(t) != before-200 {
		t.Fatalf("pools %v and balance %d before the funder ran", p, f.balance(t))
	}
	for range 2 {
		if err := f.svc.Fund(ctx); err != nil {
			t.Fatal(err)
		}
		if p := f.pools(t); p["Mini"] != 100 || p["Major"] != 1006 || f.balance(t) != before-200+114 {
			t.Fatalf("pools %v and balance %d after funding", p, f.balance(t))
		}
	}
	if hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 10}); len(hits) != 1 || hits[0].Amount != 114 {
		t.Fatalf("hits %+v", hits)
	}
}

// Funders running at once (the funder of each of two instances) take turns on a jackpot's levels:
// the hits are those of funding the queue in order, each paid once.
func TestRacingFundersPayEachHitOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if err := f.svc.SetDropAt(ctx, "test-pot", "Mini", 150); err != nil {
		t.Fatal(err)
	}
	before := f.balance(t)
	const bets = 10
	for range bets {
		f.placeWith(t, 200, 2000, "") // 14 to Mini each
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Go(func() { errs <- f.svc.Fund(ctx) })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	// In order: the 4th contribution takes Mini from 100 to 156 and hits; reseeded to hit at 101,
	// each of the 6 others hits it at 114.
	hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 100})
	if len(hits) != 7 || f.balance(t) != before-bets*200+156+6*114 {
		t.Fatalf("%d hits, balance %d; want 7 hits, %d", len(hits), f.balance(t), before-bets*200+156+6*114)
	}
}

// A restart seeds nothing anew: the running pools stay.
func TestSeedKeepsRunningPools(t *testing.T) {
	f := newFixture(t)
	if err := f.svc.SetDropAt(context.Background(), "test-pot", "Mini", 900); err != nil {
		t.Fatal(err)
	}
	f.place(t, 1000, 2000)
	want := f.pools(t)
	if err := f.svc.Seed(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := f.pools(t); got["Mini"] != want["Mini"] || got["Major"] != want["Major"] || got["Mini"] == 100 {
		t.Fatalf("pools after a second seeding %v, before %v", got, want)
	}
}

func TestListAnswersThePools(t *testing.T) {
	f := newFixture(t)
	f.place(t, 1000, 2000)
	list, err := f.svc.List(context.Background(), "", "en")
	if err != nil || len(list) != 1 {
		t.Fatalf("List: %v, %v", list, err)
	}
	j := list[0]
	if j.Id != "test-pot" || j.Amount != 100+70+1000+30 || j.PoolAmount != j.Amount || j.Levels[0].PoolAmount != 170 || j.Subunits != 2 {
		t.Fatalf("jackpot %+v", j)
	}
	// Named in the asked language: the jackpot, and a level by its title or else its name.
	if fr, _ := f.svc.List(context.Background(), "", "fr"); fr[0].Name != "Cagnotte test" || fr[0].Levels[0].Title != "Mini" || fr[0].Levels[1].Title != "Majeur" || fr[0].Levels[1].Name != "Major" {
		t.Fatalf("in French %+v", fr[0])
	}
	if other, _ := f.svc.List(context.Background(), "USD", "en"); len(other) != 0 {
		t.Fatalf("USD jackpots %v", other)
	}
	if _, err := f.svc.Get(context.Background(), "nope", "en"); err != ErrNotFound {
		t.Fatalf("Get(nope): %v", err)
	}
	if err := f.svc.SetDropAt(context.Background(), "test-pot", "Nope", 5); err != ErrNotFound {
		t.Fatalf("SetDropAt(Nope): %v", err)
	}
}

func TestForBets(t *testing.T) {
	svc := &Service{Jackpots: []Jackpot{testPot}, Rand: io.MultiReader()}
	sel := func(odds int64) apigen.BetSelectionRequest { return apigen.BetSelectionRequest{Odds: odds} }
	freebet := "freebet_only_win"
	system := "2/3"
	bets := []apigen.BetRequest{
		{Type: apigen.Single, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1500)}},
		{Type: apigen.Single, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1400)}},
		{Type: apigen.Combo, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1200), sel(1300)}},
		{Type: apigen.System, SystemId: &system, Stake: apigen.Stake{Value: 40, Currency: "EUR"}, Selections: []apigen.BetSelectionRequest{sel(1500), sel(1500), sel(1500)}},
		{Type: apigen.Single, Stake: apigen.Stake{Value: 100, Currency: "USD"}, Selections: []apigen.BetSelectionRequest{sel(2000)}},
	}
	bets = append(bets, bets[0])
	bets[5].Bonus = &apigen.BetBonus{Id: "1", Type: apigen.BonusKind(freebet)}
	want := []int{1, 0, 1, 1, 0, 0} // combo odds 1.56; system stake 3 lines × 40
	got := svc.ForBets(bets)
	for i, w := range want {
		if len(got.Bets[i].Jackpots) != w {
			t.Errorf("bet %d takes part in %v, want %d jackpots", i, got.Bets[i].Jackpots, w)
		}
	}
}

// An armed level (the test control) is hit by its player's next contribution whatever its pool,
// once; another player's contributions only fund it meanwhile.
func TestAnArmedLevelIsHitByItsPlayerOnly(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	other, err := f.st.CreatePlayer(ctx, store.NewPlayer{Email: "other@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.svc.ArmHit(ctx, "test-pot", "Mini", other.Email); err != nil {
		t.Fatal(err)
	}
	f.place(t, 200, 2000) // f.player's: funds Mini to 114, no hit
	if hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 10}); len(hits) != 0 || f.pools(t)["Mini"] != 114 {
		t.Fatalf("another player's bet hit an armed level: %v, pools %v", hits, f.pools(t))
	}
	if err := f.svc.ArmHit(ctx, "test-pot", "Mini", "bettor@example.com"); err != nil {
		t.Fatal(err)
	}
	f.place(t, 100, 1500) // 7 to Mini: 121, hit by the armed player
	hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 10})
	if len(hits) != 1 || hits[0].Level != "Mini" || hits[0].Amount != 121 {
		t.Fatalf("hits after the armed player's bet %+v", hits)
	}
	// Disarmed: with the new drop point out of reach, the player's next bet does not hit.
	if err := f.svc.SetDropAt(ctx, "test-pot", "Mini", 1000); err != nil {
		t.Fatal(err)
	}
	f.place(t, 100, 1500)
	if hits, _ := f.svc.Hits(ctx, HitQuery{Limit: 10}); len(hits) != 1 {
		t.Fatalf("%d hits after the armed hit was paid, want 1", len(hits))
	}
	for _, c := range []struct{ jackpot, level, email string }{{"nope", "Mini", "bettor@example.com"}, {"test-pot", "Nope", "bettor@example.com"}, {"test-pot", "Mini", "nobody@example.com"}} {
		if err := f.svc.ArmHit(ctx, c.jackpot, c.level, c.email); err != ErrNotFound {
			t.Fatalf("ArmHit(%v): %v", c, err)
		}
	}
}
