package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The jackpot tables on both engines: levels seeded once, contributions, hits, reseeding, the
// bet's used_in_jackpot, the hit list's filters and seen marks.
func TestJackpotTables(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		mini := JackpotLevel{JackpotID: "pot", Level: "Mini", Currency: "EUR", Pool: 100, DropAt: 500}
		if err := s.SeedJackpotLevel(ctx, mini); err != nil {
			t.Fatal(err)
		}
		if err := s.SeedJackpotLevel(ctx, JackpotLevel{JackpotID: "pot", Level: "Major", Currency: "EUR", Pool: 1000, DropAt: 5000}); err != nil {
			t.Fatal(err)
		}
		// Seeding again changes nothing: a restart keeps the running pool.
		if err := s.SeedJackpotLevel(ctx, JackpotLevel{JackpotID: "pot", Level: "Mini", Currency: "EUR", Pool: 1, DropAt: 2}); err != nil {
			t.Fatal(err)
		}
		levels, err := s.JackpotLevels(ctx)
		if err != nil || len(levels) != 2 || levels[1] != mini {
			t.Fatalf("levels %+v, %v", levels, err)
		}
		if err := s.SetJackpotDropAt(ctx, "pot", "Nope", 5); !errors.Is(err, ErrNoJackpotLevel) {
			t.Fatalf("SetJackpotDropAt of an unknown level: %v", err)
		}
		if err := s.SetJackpotDropAt(ctx, "pot", "Mini", 120); err != nil {
			t.Fatal(err)
		}

		p := funded(t, s, 10_000)
		// A level that is not stored fails the funding, contributions or not (the placement then
		// rolls back).
		nope := JackpotLevel{JackpotID: "pot", Level: "Nope", Currency: "EUR", Pool: 1, DropAt: 2}
		for _, with := range []bool{false, true} {
			err = s.InTx(ctx, func(tx *Tx) error {
				id, _, err := placeSingle(ctx, tx, p.ID, "request-rolled-back", 1_000)
				if err != nil {
					return err
				}
				var contributions []JackpotContribution
				if with {
					contributions = []JackpotContribution{{BetID: id, JackpotID: "pot", Level: "Nope", Amount: 1}}
				}
				return tx.FundJackpot(ctx, []JackpotLevel{nope}, contributions)
			})
			if !errors.Is(err, ErrNoJackpotLevel) {
				t.Fatalf("funding an unknown level (contributions %v): %v", with, err)
			}
		}
		var betID, hitID int64
		err = s.InTx(ctx, func(tx *Tx) error {
			id, _, err := placeSingle(ctx, tx, p.ID, "request-0001", 1_000)
			if err != nil {
				return err
			}
			betID = id
			locked, err := tx.LockJackpotLevels(ctx, "pot")
			if err != nil || len(locked) != 2 || locked[0].Level != "Major" || locked[1].Pool != 100 || locked[1].DropAt != 120 {
				return fmt.Errorf("locked levels %+v, %w", locked, err)
			}
			if hitID, err = tx.InsertJackpotHit(ctx, JackpotHit{JackpotID: "pot", Level: "Mini", Amount: 130, Currency: "EUR", PlayerID: p.ID,
				BetID: id, CreatedAt: p0, Status: JackpotHitPaid}); err != nil {
				return err
			}
			// Mini takes 30 and is hit (reseeded), Major takes 20; Major comes first as read.
			locked[0].Pool += 20
			locked[1].Pool, locked[1].DropAt = 100, 450
			if err := tx.FundJackpot(ctx, locked, []JackpotContribution{{BetID: id, JackpotID: "pot", Level: "Mini", Amount: 30},
				{BetID: id, JackpotID: "pot", Level: "Major", Amount: 20}}); err != nil {
				return err
			}
			return tx.MarkBetsUsedInJackpot(ctx, []int64{id})
		})
		if err != nil {
			t.Fatal(err)
		}
		levels, _ = s.JackpotLevels(ctx)
		if levels[1].Pool != 100 || levels[1].DropAt != 450 || levels[0].Pool != 1020 || levels[0].DropAt != 5000 {
			t.Fatalf("levels after the placement %+v", levels)
		}
		var contributed int64
		if err := s.read.QueryRowContext(ctx, `SELECT SUM(amount) FROM jackpot_contributions WHERE bet_id = ?`, betID).Scan(&contributed); err != nil || contributed != 50 {
			t.Fatalf("contributions of the bet: %d, %v", contributed, err)
		}
		bets, err := s.RequestBets(ctx, p.ID, "request-0001")
		if err != nil || len(bets) != 1 || !bets[0].UsedInJackpot {
			t.Fatalf("bet %+v, %v", bets, err)
		}
		totals, err := s.JackpotHitTotals(ctx)
		if err != nil || totals["pot"] != 130 || len(totals) != 1 {
			t.Fatalf("totals %v, %v", totals, err)
		}

		want := JackpotHit{ID: hitID, JackpotID: "pot", Level: "Mini", Amount: 130, Currency: "EUR", PlayerID: p.ID, BetID: betID,
			CreatedAt: p0, Status: JackpotHitPaid}
		filters := []struct {
			name string
			f    JackpotHitFilter
			n    int
		}{
			{"all", JackpotHitFilter{Limit: 10}, 1},
			{"by jackpot", JackpotHitFilter{JackpotID: "pot", Limit: 10}, 1},
			{"other jackpot", JackpotHitFilter{JackpotID: "other", Limit: 10}, 0},
			{"paid", JackpotHitFilter{Statuses: []string{JackpotHitApproved, JackpotHitPaid}, Limit: 10}, 1},
			{"approved", JackpotHitFilter{Statuses: []string{JackpotHitApproved}, Limit: 10}, 0},
			{"own unseen", JackpotHitFilter{PlayerID: p.ID, Unseen: true, Limit: 10}, 1},
			{"other player", JackpotHitFilter{PlayerID: p.ID + 1, Limit: 10}, 0},
			{"a name no engine stores", JackpotHitFilter{JackpotID: "bad\x00id", Limit: 10}, 0},
		}
		for _, c := range filters {
			hits, err := s.JackpotHits(ctx, c.f)
			if err != nil || len(hits) != c.n || (c.n == 1 && hits[0] != want) {
				t.Fatalf("%s: %+v, %v", c.name, hits, err)
			}
		}
		if err := s.MarkJackpotHitsSeen(ctx, p.ID+1, []int64{hitID}); err != nil {
			t.Fatal(err)
		}
		if hits, _ := s.JackpotHits(ctx, JackpotHitFilter{PlayerID: p.ID, Unseen: true, Limit: 10}); len(hits) != 1 {
			t.Fatal("another player marked the hit seen")
		}
		if err := s.MarkJackpotHitsSeen(ctx, p.ID, []int64{hitID}); err != nil {
			t.Fatal(err)
		}
		hits, _ := s.JackpotHits(ctx, JackpotHitFilter{Limit: 10})
		if unseen, _ := s.JackpotHits(ctx, JackpotHitFilter{PlayerID: p.ID, Unseen: true, Limit: 10}); len(unseen) != 0 || !hits[0].Seen {
			t.Fatalf("after marking seen: unseen %v, hit %+v", unseen, hits[0])
		}
	})
}

// Two placements whose contributions both reach a level's drop point: the level is locked by the
// first, so the second sees the reseeded pool, and the level is hit exactly once.
func TestRacingPlacementsHitALevelOnce(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		if err := s.SeedJackpotLevel(ctx, JackpotLevel{JackpotID: "pot", Level: "Mini", Currency: "EUR", Pool: 100, DropAt: 150}); err != nil {
			t.Fatal(err)
		}
		const racers = 8
		players := make([]Player, racers)
		for i := range players {
			players[i] = funded(t, s, int64(10_000+i))
		}
		var hits atomic.Int32
		concurrently(t, racers, func(i int) error {
			return s.InTx(ctx, func(tx *Tx) error {
				betID, _, err := placeSingle(ctx, tx, players[i].ID, "request-0001", 1_000)
				if err != nil {
					return err
				}
				levels, err := tx.LockJackpotLevels(ctx, "pot")
				if err != nil {
					return err
				}
				l := levels[0]
				// Each contribution (50) takes the seeded pool to its drop point; after a hit the
				// level starts again with a drop point no single bet reaches.
				contribution := []JackpotContribution{{BetID: betID, JackpotID: "pot", Level: "Mini", Amount: 50}}
				if l.Pool+50 < l.DropAt {
					l.Pool += 50
					return tx.FundJackpot(ctx, []JackpotLevel{l}, contribution)
				}
				hitID, err := tx.InsertJackpotHit(ctx, JackpotHit{JackpotID: "pot", Level: "Mini", Amount: l.Pool + 50, Currency: "EUR",
					PlayerID: players[i].ID, BetID: betID, CreatedAt: p0, Status: JackpotHitPaid})
				if err != nil {
					return err
				}
				acc, err := tx.ActiveAccount(ctx, players[i].ID, "EUR")
				if err != nil {
					return err
				}
				if _, err := tx.Post(ctx, acc.ID, wallet.KindJackpot, l.Pool+50, fmt.Sprintf("jackpot_hit:%d", hitID), p0); err != nil {
					return err
				}
				hits.Add(1)
				l.Pool, l.DropAt = 100, 1_000_000
				return tx.FundJackpot(ctx, []JackpotLevel{l}, contribution)
			})
		})
		all, err := s.JackpotHits(ctx, JackpotHitFilter{Limit: 100})
		if err != nil || len(all) != 1 || hits.Load() != 1 || all[0].Amount != 150 {
			t.Fatalf("hits %+v (%d counted), %v", all, hits.Load(), err)
		}
		levels, _ := s.JackpotLevels(ctx)
		if levels[0].Pool != 100+50*(racers-1) {
			t.Fatalf("pool %d after the race, want %d", levels[0].Pool, 100+50*(racers-1))
		}
		for _, p := range players {
			checkLedger(t, s, p.ID)
		}
	})
}
