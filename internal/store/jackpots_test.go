package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
)

// The jackpot tables on both engines: levels seeded once, contributions queued and funded, hits,
// reseeding, the bet's used_in_jackpot, the hit list's filters and seen marks.
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
		// A placement queues its bet's contributions and marks it used in the jackpot.
		var betID, hitID int64
		err = s.InTx(ctx, func(tx *Tx) error {
			id, _, err := placeSingle(ctx, tx, p.ID, "request-0001", 1_000)
			if err != nil {
				return err
			}
			betID = id
			return tx.QueueJackpotContributions(ctx, []int64{id}, []JackpotContribution{{BetID: id, JackpotID: "pot", Level: "Mini", Amount: 30},
				{BetID: id, JackpotID: "pot", Level: "Major", Amount: 20}})
		})
		if err != nil {
			t.Fatal(err)
		}
		// A level that is not stored fails the funding (the funder's transaction then rolls back).
		nope := JackpotLevel{JackpotID: "pot", Level: "Nope", Currency: "EUR", Pool: 1, DropAt: 2}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.FundJackpot(ctx, []JackpotLevel{nope}, nil) }); !errors.Is(err, ErrNoJackpotLevel) {
			t.Fatalf("funding an unknown level: %v", err)
		}
		// The funder reads the queue under the levels' lock, pays the hit, and moves the
		// contributions from the queue.
		err = s.InTx(ctx, func(tx *Tx) error {
			locked, err := tx.LockJackpotLevels(ctx, "pot")
			if err != nil || len(locked) != 2 || locked[0].Level != "Major" || locked[1].Pool != 100 || locked[1].DropAt != 120 {
				return fmt.Errorf("locked levels %+v, %w", locked, err)
			}
			queue, err := tx.QueuedJackpotContributions(ctx, "pot", 10)
			if err != nil || len(queue) != 2 || queue[0].Level != "Mini" || queue[0].Amount != 30 || queue[1].Level != "Major" ||
				queue[0].BetID != betID || queue[0].PlayerID != p.ID || queue[0].AccountID == 0 || queue[0].ID >= queue[1].ID {
				return fmt.Errorf("queue %+v, %w", queue, err)
			}
			if other, err := tx.QueuedJackpotContributions(ctx, "other", 10); err != nil || len(other) != 0 {
				return fmt.Errorf("another jackpot's queue %+v, %w", other, err)
			}
			if hitID, err = tx.InsertJackpotHit(ctx, JackpotHit{JackpotID: "pot", Level: "Mini", Amount: 130, Currency: "EUR", PlayerID: p.ID,
				BetID: betID, CreatedAt: p0, Status: JackpotHitPaid}); err != nil {
				return err
			}
			// Mini takes 30 and is hit (reseeded), Major takes 20; Major comes first as read.
			locked[0].Pool += 20
			locked[1].Pool, locked[1].DropAt = 100, 450
			return tx.FundJackpot(ctx, locked, []int64{queue[0].ID, queue[1].ID})
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.InTx(ctx, func(tx *Tx) error {
			queue, err := tx.QueuedJackpotContributions(ctx, "pot", 10)
			if err == nil && len(queue) != 0 {
				err = fmt.Errorf("the queue after funding: %+v", queue)
			}
			return err
		}); err != nil {
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

// Funders racing over one queue (two instances): the levels' lock makes them take turns, so every
// contribution is funded once and the pool holds each exactly once.
func TestRacingFundersFundAContributionOnce(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		if err := s.SeedJackpotLevel(ctx, JackpotLevel{JackpotID: "pot", Level: "Mini", Currency: "EUR", Pool: 100, DropAt: 1_000_000}); err != nil {
			t.Fatal(err)
		}
		const bets = 20
		p := funded(t, s, 100_000)
		for i := range bets {
			err := s.InTx(ctx, func(tx *Tx) error {
				id, _, err := placeSingle(ctx, tx, p.ID, fmt.Sprintf("request-%04d", i), 100)
				if err != nil {
					return err
				}
				return tx.QueueJackpotContributions(ctx, []int64{id}, []JackpotContribution{{BetID: id, JackpotID: "pot", Level: "Mini", Amount: 10}})
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		const funders = 4
		var funded atomic.Int32
		concurrently(t, funders, func(int) error {
			for {
				n := 0
				err := s.InTx(ctx, func(tx *Tx) error {
					levels, err := tx.LockJackpotLevels(ctx, "pot")
					if err != nil {
						return err
					}
					queue, err := tx.QueuedJackpotContributions(ctx, "pot", 3)
					if n = len(queue); err != nil || n == 0 {
						return err
					}
					ids := make([]int64, n)
					for i, c := range queue {
						ids[i], levels[0].Pool = c.ID, levels[0].Pool+c.Amount
					}
					return tx.FundJackpot(ctx, levels, ids)
				})
				if err != nil || n == 0 {
					return err
				}
				funded.Add(int32(n))
			}
		})
		levels, _ := s.JackpotLevels(ctx)
		var contributions int
		if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM jackpot_contributions`).Scan(&contributions); err != nil {
			t.Fatal(err)
		}
		if funded.Load() != bets || contributions != bets || levels[0].Pool != 100+10*bets {
			t.Fatalf("%d funded, %d contributions, pool %d; want %d, %d, %d", funded.Load(), contributions, levels[0].Pool, bets, bets, 100+10*bets)
		}
	})
}
