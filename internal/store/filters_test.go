package store

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/history"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The bet history's and the transactions' filters (date window, sport, bet type, movement kind),
// with the pages they are read in.

// historyBet is a bet of the test: its type, the matches of its selections and when it was placed.
type historyBet struct {
	typ     string
	matches []int64
	at      time.Time
}

// placeHistory writes a player's bets, in the order given, and returns their ids.
func placeHistory(t *testing.T, s *Store, p Player, bets []historyBet) []int64 {
	t.Helper()
	ctx := context.Background()
	acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
	ids := make([]int64, len(bets))
	for i, hb := range bets {
		b := Bet{PlayerID: p.ID, AccountID: acc.ID, RequestID: fmt.Sprintf("history-%d-%d", p.ID, i), Type: hb.typ, Status: BetWaitingResults,
			Result: ResultNoResults, Stake: 100, LineStake: 100, Odds: 2000, PotentialWin: 200, CreatedAt: hb.at}
		for _, m := range hb.matches {
			b.Selections = append(b.Selections, BetSelection{MatchID: m, MarketID: 1, OutcomeID: "1", Odds: 1850, MatchName: "m", MarketName: "1x2", OutcomeName: "Home"})
		}
		if err := s.InTx(ctx, func(tx *Tx) (err error) { ids[i], err = tx.InsertBet(ctx, b, 0); return err }); err != nil {
			t.Fatal(err)
		}
	}
	return ids
}

func TestBetHistoryFilters(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e) // 1001–1003 and 1005 are football's, 1004 cs2's
		p := newPlayer(t, s, "history@example.com")
		day := func(d int) time.Time { return p0.AddDate(0, 0, d) }
		ids := placeHistory(t, s, p, []historyBet{
			{"single", []int64{1001}, day(-40)},           // 0
			{"single", []int64{1004}, day(-10)},           // 1
			{"combo", []int64{1001, 1004}, day(-3)},       // 2: football and cs2
			{"system", []int64{1001, 1002, 1003}, day(0)}, // 3
			{"single", []int64{1002}, day(0).Add(time.Hour)},
		})
		other := newPlayer(t, s, "other@example.com")
		placeHistory(t, s, other, []historyBet{{"single", []int64{1001}, day(0)}})

		// The last 7 days end where today ends: [day −6, day +1).
		week := history.Window{From: day(-6), To: day(1)}
		for _, tc := range []struct {
			name  string
			f     BetFilter
			page  catalogue.PageRequest
			want  []int // indexes of ids, newest first
			total int
		}{
			{name: "every bet", want: []int{4, 3, 2, 1, 0}, total: 5},
			{name: "the last 7 days", f: BetFilter{Placed: week}, want: []int{4, 3, 2}, total: 3},
			{name: "from the window's first instant", f: BetFilter{Placed: history.Window{From: day(-3)}}, want: []int{4, 3, 2}, total: 3},
			{name: "to the window's end, which is out", f: BetFilter{Placed: history.Window{To: day(-3)}}, want: []int{1, 0}, total: 2},
			{name: "football", f: BetFilter{SportID: 1}, want: []int{4, 3, 2, 0}, total: 4},
			{name: "cs2, a combo of both sports in", f: BetFilter{SportID: 2}, want: []int{2, 1}, total: 2},
			{name: "a sport of no bet", f: BetFilter{SportID: 99}, total: 0},
			{name: "singles", f: BetFilter{Type: "single"}, want: []int{4, 1, 0}, total: 3},
			{name: "combos", f: BetFilter{Type: "combo"}, want: []int{2}, total: 1},
			{name: "no bet builders", f: BetFilter{Type: "custom_bet"}, total: 0},
			{name: "football singles of the last 7 days", f: BetFilter{Placed: week, SportID: 1, Type: "single"}, want: []int{4}, total: 1},
			{name: "with the status filter", f: BetFilter{Status: "open", SportID: 2}, want: []int{2, 1}, total: 2},
			{name: "football, page 1 of 2", f: BetFilter{SportID: 1}, page: pageOf(1, 3), want: []int{4, 3, 2}, total: 4},
			{name: "football, page 2 of 2", f: BetFilter{SportID: 1}, page: pageOf(2, 3), want: []int{0}, total: 4},
			{name: "football singles, beyond the last page", f: BetFilter{SportID: 1, Type: "single"}, page: pageOf(2, 2), total: 2},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if tc.page == (catalogue.PageRequest{}) {
					tc.page = pageOf(1, 10)
				}
				bets, pg, err := s.ListBets(ctx, p.ID, tc.f, tc.page)
				if err != nil {
					t.Fatal(err)
				}
				got := []int{}
				for _, b := range bets {
					got = append(got, slices.Index(ids, b.ID))
				}
				if want := append([]int{}, tc.want...); !slices.Equal(got, want) || pg.Total != tc.total ||
					pg.LastPage != max(1, (tc.total+tc.page.Limit-1)/tc.page.Limit) {
					t.Errorf("bets %v of %+v, want %v of %d", got, pg, want, tc.total)
				}
			})
		}

		sports, err := s.BetSports(ctx, p.ID)
		if err != nil || len(sports) != 2 || sports[0].Key != "football" || sports[1].Key != "cs2" || sports[1].Name != "CS2" {
			t.Errorf("the sports of the bets, by priority: %+v %v", sports, err)
		}
		none := newPlayer(t, s, "none@example.com")
		if sports, err := s.BetSports(ctx, none.ID); err != nil || len(sports) != 0 || sports == nil {
			t.Errorf("the sports of no bets: %#v %v", sports, err)
		}
	})
}

func TestLedgerFilters(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "ledger@example.com")
		eur, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		btc, err := s.CreateAccount(ctx, p.ID, "BTC", p0)
		if err != nil {
			t.Fatal(err)
		}
		day := func(d int) time.Time { return p0.AddDate(0, 0, d) }
		moves := []struct {
			account int64
			kind    wallet.Kind
			amount  int64
			at      time.Time
		}{
			{eur.ID, wallet.KindDeposit, 10_000, day(-30)}, // 0
			{eur.ID, wallet.KindBetStake, -1_000, day(-5)}, // 1
			{eur.ID, wallet.KindPayout, 1_850, day(-1)},    // 2
			{btc.ID, wallet.KindDeposit, 50_000, day(0)},   // 3
			{eur.ID, wallet.KindBetStake, -500, day(0)},    // 4
			{eur.ID, wallet.KindCashout, 450, day(0).Add(time.Minute)},
		}
		ids := make([]int64, len(moves))
		for i, m := range moves {
			if _, err := s.Post(ctx, m.account, m.kind, m.amount, "test", m.at); err != nil {
				t.Fatal(err)
			}
			entries, _, err := s.Ledger(ctx, p.ID, LedgerFilter{}, pageOf(1, 1))
			if err != nil {
				t.Fatal(err)
			}
			ids[i] = entries[0].ID
		}
		for _, tc := range []struct {
			name  string
			f     LedgerFilter
			page  catalogue.PageRequest
			want  []int
			total int
		}{
			{name: "everything", want: []int{5, 4, 3, 2, 1, 0}, total: 6},
			{name: "deposits", f: LedgerFilter{Kind: wallet.KindDeposit}, want: []int{3, 0}, total: 2},
			{name: "EUR deposits", f: LedgerFilter{Currency: "EUR", Kind: wallet.KindDeposit}, want: []int{0}, total: 1},
			{name: "stakes", f: LedgerFilter{Kind: wallet.KindBetStake}, want: []int{4, 1}, total: 2},
			{name: "no refunds", f: LedgerFilter{Kind: wallet.KindRefund}, total: 0},
			{name: "today", f: LedgerFilter{At: history.Window{From: day(0), To: day(1)}}, want: []int{5, 4, 3}, total: 3},
			{name: "before today", f: LedgerFilter{At: history.Window{To: day(0)}}, want: []int{2, 1, 0}, total: 3},
			{name: "stakes of the last 7 days", f: LedgerFilter{Kind: wallet.KindBetStake, At: history.Window{From: day(-6), To: day(1)}},
				want: []int{4, 1}, total: 2},
			{name: "the last 7 days, page 2", f: LedgerFilter{At: history.Window{From: day(-6), To: day(1)}}, page: pageOf(2, 3),
				want: []int{2, 1}, total: 5},
		} {
			t.Run(tc.name, func(t *testing.T) {
				if tc.page == (catalogue.PageRequest{}) {
					tc.page = pageOf(1, 10)
				}
				entries, pg, err := s.Ledger(ctx, p.ID, tc.f, tc.page)
				if err != nil {
					t.Fatal(err)
				}
				got := []int{}
				for _, e := range entries {
					got = append(got, slices.Index(ids, e.ID))
				}
				if !slices.Equal(got, append([]int{}, tc.want...)) || pg.Total != tc.total {
					t.Errorf("entries %v of %+v, want %v of %d", got, pg, tc.want, tc.total)
				}
			})
		}
	})
}
