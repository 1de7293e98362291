package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"
)

// A bonus is issued once per issue key, used as many times as its campaign allows even when
// placements race, given back, activated once and boosted once; points are earned once per bet
// and add up into the farming stats and the tournament rating. On both engines.
func TestBonusesConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := funded(t, s, 10_000)
		other := funded(t, s, 20_000)
		var fb, hunt PlayerBonus
		err := s.InTx(ctx, func(tx *Tx) error {
			var issued bool
			var err error
			fb, issued, err = tx.IssueBonus(ctx, PlayerBonus{PlayerID: p.ID, CampaignID: "welcome", Kind: "freebet", IssueKey: "trigger:welcome",
				Mode: "freebet_only_win", Amount: 500, Currency: "EUR", IssuedAt: p0, ExpiresAt: p0.Add(time.Hour)})
			if err != nil || !issued {
				t.Fatalf("first issue: issued %v, %v", issued, err)
			}
			again, issued, err := tx.IssueBonus(ctx, PlayerBonus{PlayerID: p.ID, CampaignID: "welcome", Kind: "freebet", IssueKey: "trigger:welcome",
				Amount: 900, IssuedAt: p0})
			if err != nil || issued || again.ID != fb.ID || again.Amount != 500 {
				t.Fatalf("second issue = %+v, issued %v, %v; want the first one back", again, issued, err)
			}
			hunt, _, err = tx.IssueBonus(ctx, PlayerBonus{PlayerID: p.ID, CampaignID: "cup", Kind: "tournament", IssueKey: "trigger:cup", IssuedAt: p0})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if fb.State != BonusIssued || fb.Seen || fb.ExpiresAt != p0.Add(time.Hour) || fb.Mode != "freebet_only_win" {
			t.Fatalf("issued freebet = %+v", fb)
		}

		// A freebet of one use, raced by 20 placements: one takes it.
		var used atomic.Int32
		concurrently(t, 20, func(int) error {
			err := s.InTx(ctx, func(tx *Tx) error { return tx.UseBonus(ctx, p.ID, fb.ID, 1) })
			if err == nil {
				used.Add(1)
				return nil
			}
			if errors.Is(err, ErrBonusUsed) {
				return nil
			}
			return err
		})
		got, err := s.PlayerBonus(ctx, p.ID, fb.ID)
		if used.Load() != 1 || err != nil || got.TimesUsed != 1 || got.State != BonusUsed {
			t.Fatalf("after the race: %d uses, bonus %+v, %v", used.Load(), got, err)
		}
		if _, err := s.PlayerBonus(ctx, other.ID, fb.ID); err == nil {
			t.Fatal("another player read the bonus")
		}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.GiveBackBonus(ctx, fb.ID) }); err != nil {
			t.Fatal(err)
		}
		if got, _ = s.PlayerBonus(ctx, p.ID, fb.ID); got.TimesUsed != 0 || got.State != BonusIssued {
			t.Fatalf("given back: %+v", got)
		}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.BoostBonus(ctx, p.ID, fb.ID, 1_000) }); err != nil {
			t.Fatal(err)
		}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.BoostBonus(ctx, p.ID, fb.ID, 2_000) }); !errors.Is(err, ErrBonusUsed) {
			t.Fatalf("second boost: %v", err)
		}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.ActivateBonus(ctx, p.ID, hunt.ID, p0) }); err != nil {
			t.Fatal(err)
		}
		if err := s.InTx(ctx, func(tx *Tx) error { return tx.ActivateBonus(ctx, p.ID, hunt.ID, p0) }); !errors.Is(err, ErrBonusUsed) {
			t.Fatalf("second activation: %v", err)
		}

		// Points: once per bet; the stats and the rating add them up.
		var betA, betB int64
		err = s.InTx(ctx, func(tx *Tx) error {
			var err error
			if betA, _, err = placeSingle(ctx, tx, p.ID, "request-bonus-a", 1_000); err != nil {
				return err
			}
			betB, _, err = placeSingle(ctx, tx, p.ID, "request-bonus-b", 3_000)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			for _, pts := range []struct{ bet, points, stake int64 }{{betA, 10, 1_000}, {betB, 30, 3_000}, {betA, 99, 1_000}} {
				if _, err := tx.AddBonusPoints(ctx, hunt.ID, pts.bet, pts.points, pts.stake, p0); err != nil {
					return err
				}
			}
			return tx.SpendPoints(ctx, hunt.ID, 25, 1)
		})
		if err != nil {
			t.Fatal(err)
		}
		got, _ = s.PlayerBonus(ctx, p.ID, hunt.ID)
		if got.BetsCount != 2 || got.Staked != 4_000 || got.Points != 40 || got.AvailablePoints() != 15 || got.Farmed != 1 || got.State != BonusActive {
			t.Fatalf("hunting bonus = %+v", got)
		}
		if ev, err := s.FarmedEvents(ctx, hunt.ID); err != nil || len(ev) != 1 || ev[0] != 1001 {
			t.Fatalf("farmed events = %v, %v", ev, err)
		}
		entries, err := s.TournamentEntries(ctx, "cup", 10)
		if err != nil || len(entries) != 1 || entries[0].PlayerID != p.ID || entries[0].Points != 40 {
			t.Fatalf("rating = %+v, %v", entries, err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			if _, err := tx.AddPoolStake(ctx, "cup", 1_000); err != nil {
				return err
			}
			_, err := tx.AddPoolStake(ctx, "cup", 500)
			return err
		})
		if staked, err2 := s.PoolStaked(ctx, "cup"); err != nil || err2 != nil || staked != 1_500 {
			t.Fatalf("pool = %d, %v %v", staked, err, err2)
		}
		if err := s.MarkBonusesSeen(ctx, p.ID, []int64{fb.ID}); err != nil {
			t.Fatal(err)
		}
		list, err := s.PlayerBonuses(ctx, p.ID)
		if err != nil || len(list) != 2 || list[0].ID != hunt.ID || !list[1].Seen || list[0].Seen {
			t.Fatalf("bonuses = %+v, %v", list, err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			hunts, err := tx.PlayerBonusesOfKind(ctx, p.ID, hunt.Kind)
			if err != nil || len(hunts) != 1 || hunts[0] != list[0] {
				return fmt.Errorf("bonuses of kind %s = %+v, %v", hunt.Kind, hunts, err)
			}
			if none, err := tx.PlayerBonusesOfKind(ctx, p.ID, "lootbox"); err != nil || len(none) != 0 {
				return fmt.Errorf("lootboxes = %+v, %v", none, err)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
}
