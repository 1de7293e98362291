package bets

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver of the lock holder

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// TestPlacementIsolation holds, on PostgreSQL, the locks that a slow writer of one match holds
// (a feed batch updating its markets and prices, a settlement or a cash-out of its bets, with
// their bettor's account) in a transaction of its own, and places bets on another match
// meanwhile: they must keep their latency instead of waiting for the holder, as Kambi's did for
// 30 minutes behind one market's backlog. The holder also holds the match's bettor's account,
// as a settlement crediting it does; that bettor's own placements wait, rightly (one balance is
// moved one change at a time), so the bets on the other match are another bettor's.
//
// SQLite has one writer for the whole database (group commit, store/commit.go): there a slow
// write transaction delays every placement, by design; each write transaction is short and a
// batch is bounded (maxBatch), which is what bounds the wait.
func TestPlacementIsolation(t *testing.T) {
	url := pgtest.Database(t)
	s, _ := moneyService(t, url)
	ctx := context.Background()
	holderBettor, other := bettor(t, s, 10_000), bettor(t, s, 100_000)
	if _, err := s.Place(ctx, holderBettor, request("isolation-held-1", single(1001, "1", 1850, 100))); err != nil {
		t.Fatal(err)
	}
	acc, err := s.Store.AccountByCurrency(ctx, holderBettor, "EUR")
	if err != nil {
		t.Fatal(err)
	}

	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	holder, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Rollback()
	for _, q := range []string{
		`UPDATE matches SET status = status WHERE id = 1001`,
		`UPDATE markets SET status = status WHERE match_id = 1001`,
		`UPDATE outcomes SET odds = odds WHERE match_id = 1001`,
		`SELECT id FROM bets WHERE id IN (SELECT bet_id FROM bet_selections WHERE match_id = 1001) FOR UPDATE`,
		fmt.Sprintf(`SELECT id FROM accounts WHERE id = %d FOR UPDATE`, acc.ID),
	} {
		if _, err := holder.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}

	// Held for as long as the placements take: a placement that waited for the holder would
	// never finish before it lets go.
	const bound = 2 * time.Second
	release := time.AfterFunc(bound+time.Second, func() { _ = holder.Rollback() })
	defer release.Stop()
	var slowest time.Duration
	for i := range 20 {
		start := time.Now()
		placed, err := s.Place(ctx, other, request(fmt.Sprintf("isolation-other-%02d", i), single(1002, "1", 1850, 100)))
		if err != nil || len(placed) != 1 {
			t.Fatalf("bet %d on the other match: %v", i, err)
		}
		slowest = max(slowest, time.Since(start))
	}
	if slowest >= bound {
		t.Fatalf("a bet on another match took %s while one match's markets, bets and bettor were locked: it waited for them", slowest)
	}
	if !release.Stop() {
		t.Fatalf("the holder let go before the bets on the other match were placed (slowest %s)", slowest)
	}
	t.Logf("slowest of 20 bets on match 1002 while match 1001 was held: %s", slowest)
	_ = holder.Rollback()
	if got := balance(t, s, other); got != 100_000-20*100 {
		t.Fatalf("other bettor's balance %d", got)
	}
}
