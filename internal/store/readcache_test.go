package store

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/limits"
)

func TestReadCache(t *testing.T) {
	clock := time.Unix(1_000_000, 0)
	c := newReadCache[int, string](time.Second, 3)
	c.now = func() time.Time { return clock }
	loads := 0
	load := func(v string) func() (string, error) {
		return func() (string, error) { loads++; return v, nil }
	}
	get := func(k int, readerAt time.Time, v string) string {
		t.Helper()
		got, err := c.get(k, readerAt, load(v))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := get(1, time.Time{}, "a"); got != "a" || loads != 1 {
		t.Fatalf("first read: %q after %d loads", got, loads)
	}
	if got := get(1, time.Time{}, "b"); got != "a" || loads != 1 {
		t.Fatalf("a fresh entry answers: %q after %d loads", got, loads)
	}
	clock = clock.Add(time.Second)
	if got := get(1, time.Time{}, "b"); got != "b" || loads != 2 {
		t.Fatalf("an entry ttl old is read again: %q after %d loads", got, loads)
	}
	if got := get(1, clock.Add(time.Hour), "c"); got != "c" || loads != 3 {
		t.Fatalf("a reader an hour ahead (its own clock) reads again: %q after %d loads", got, loads)
	}
	c.forget(1)
	if got := get(1, clock.Add(time.Hour), "d"); got != "d" {
		t.Fatalf("after forget: %q", got)
	}
	// A forget while a read is under way: what that read saw is not kept.
	_, _ = c.get(2, time.Time{}, func() (string, error) { c.forget(2); return "old", nil })
	if got := get(2, time.Time{}, "new"); got != "new" {
		t.Fatalf("a read that raced a forget filled the cache: %q", got)
	}
	// Errors are not kept.
	if _, err := c.get(3, time.Time{}, func() (string, error) { return "", errors.New("down") }); err == nil {
		t.Fatal("error lost")
	}
	if got := get(3, time.Time{}, "e"); got != "e" {
		t.Fatalf("after an error: %q", got)
	}
	// Bounded: never more than max entries.
	for k := range 100 {
		get(10+k, time.Time{}, fmt.Sprint(k))
		if n := c.len(); n > 3 {
			t.Fatalf("%d entries, bound 3", n)
		}
	}
	c.forgetAll()
	if n := c.len(); n != 0 {
		t.Fatalf("%d entries after forgetAll", n)
	}
	// A ttl of 0 keeps nothing.
	off := newReadCache[int, string](0, 3)
	n := 0
	for range 2 {
		_, _ = off.get(1, time.Time{}, func() (string, error) { n++; return "x", nil })
	}
	if n != 2 || off.len() != 0 {
		t.Fatalf("ttl 0: %d loads, %d entries", n, off.len())
	}
}

// TestReadCachesSeeWrites checks that what a placement reads through the read caches (the
// bearer's session, settings, limits, language) reads this process's changes at once, on both
// engines, whether the change is the store's own transaction or a service's (InTx).
func TestReadCachesSeeWrites(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "cache@example.com")
		if _, err := s.OpenSportsbookSession(ctx, p.ID, "token-c", 30*time.Minute, p0); err != nil {
			t.Fatal(err)
		}
		for range 2 { // the second from the cache
			if id, ended, err := s.SportsbookSessionHolder(ctx, "token-c"); err != nil || id != p.ID || ended {
				t.Fatalf("open session: %d %v %v", id, ended, err)
			}
		}
		err := s.InTx(ctx, func(tx *Tx) error { _, err := tx.EndSportsbookSessions(ctx, p.ID, p0.Add(time.Minute)); return err })
		if err != nil {
			t.Fatal(err)
		}
		if _, ended, err := s.SportsbookSessionHolder(ctx, "token-c"); err != nil || !ended {
			t.Fatalf("a session ended (sign-out) still reads open: %v %v", ended, err)
		}
		if _, _, err := s.SportsbookSessionHolder(ctx, "token-x"); !errors.Is(err, ErrNoSession) {
			t.Fatalf("unknown token: %v", err)
		}

		for range 2 {
			if ps, err := s.GetPlayerSettings(ctx, p.ID); err != nil || ps.AcceptMode != "" {
				t.Fatalf("settings: %+v %v", ps, err)
			}
		}
		if err := s.SavePlayerSettings(ctx, p.ID, PlayerSettings{AcceptMode: "any", Stakes: map[string][]int64{"EUR": {100}}}); err != nil {
			t.Fatal(err)
		}
		ps, err := s.GetPlayerSettings(ctx, p.ID)
		if err != nil || ps.AcceptMode != "any" {
			t.Fatalf("saved settings read as before: %+v %v", ps, err)
		}
		ps.Stakes["EUR"][0] = 1 // a caller's copy
		if again, _ := s.GetPlayerSettings(ctx, p.ID); again.Stakes["EUR"][0] != 100 {
			t.Fatalf("a caller changed the cached settings: %+v", again)
		}

		for range 2 {
			if ls, err := s.Limits(ctx, p.ID, p0); err != nil || len(ls) != 0 {
				t.Fatalf("limits: %+v %v", ls, err)
			}
		}
		if _, err := s.SetLimit(ctx, p.ID, limits.Limit{Type: limits.Bet, Amount: 500, Currency: "EUR"}, 0, limits.Plan{}, p0); err != nil {
			t.Fatal(err)
		}
		ls, err := s.Limits(ctx, p.ID, p0)
		if err != nil || len(ls) != 1 {
			t.Fatalf("a new limit reads as none: %+v %v", ls, err)
		}
		if _, err := s.RemoveLimit(ctx, p.ID, ls[0].ID, p0, p0); err != nil {
			t.Fatal(err)
		}
		if ls, _ := s.Limits(ctx, p.ID, p0); len(ls) != 1 || ls[0].DisableAt.IsZero() {
			t.Fatalf("a removed limit reads without its end: %+v", ls)
		}

		for range 2 {
			if lang, err := s.PlayerLanguage(ctx, p.ID); err != nil || lang != "en" {
				t.Fatalf("language: %q %v", lang, err)
			}
		}
		de := "de"
		if _, err := s.UpdatePlayer(ctx, p.ID, PlayerUpdate{Language: &de}); err != nil {
			t.Fatal(err)
		}
		if lang, _ := s.PlayerLanguage(ctx, p.ID); lang != "de" {
			t.Fatalf("a changed language reads %q", lang)
		}
	})
}

// TestSwitchesInTransactionsSeeSetSwitch checks that a write transaction reads a switch as set
// before it, also through the read cache.
func TestSwitchesInTransactionsSeeSetSwitch(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		read := func() map[string]bool {
			t.Helper()
			var m map[string]bool
			if err := s.InTx(ctx, func(tx *Tx) error {
				var err error
				m, err = tx.Switches(ctx, SwitchProvider)
				return err
			}); err != nil {
				t.Fatal(err)
			}
			return m
		}
		for _, on := range []bool{false, true, false} {
			if err := s.SetSwitch(ctx, SwitchProvider, "sim", on, p0); err != nil {
				t.Fatal(err)
			}
			for range 2 { // the second from the cache, where there is one
				if m := read(); m["sim"] != on {
					t.Fatalf("switch set %v reads %v", on, m)
				}
			}
		}
		read()["sim"] = true // a caller's copy
		if m := read(); m["sim"] {
			t.Fatalf("a caller changed the cached switches: %v", m)
		}
	})
}
