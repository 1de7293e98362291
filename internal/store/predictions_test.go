package store

import (
	"context"
	"maps"
	"sync"
	"testing"
)

// Votes are counted by choice per prediction; a player votes once (a second vote, even a
// concurrent one, writes nothing) and reads their own choice back; an anonymous reader has none.
// On both engines.
func TestPredictionVotesConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		a := newPlayer(t, s, "a@example.com")
		b := newPlayer(t, s, "b@example.com")
		c := newPlayer(t, s, "c@example.com")
		cast := func(prediction, player int64, choice string) bool {
			t.Helper()
			ok, err := s.CastVote(ctx, prediction, player, choice, p0)
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		votes := func(prediction, player int64) (map[string]int, string) {
			t.Helper()
			counts, mine, err := s.PredictionVotes(ctx, prediction, player)
			if err != nil {
				t.Fatal(err)
			}
			return counts, mine
		}
		if counts, mine := votes(1003, a.ID); len(counts) != 0 || mine != "" {
			t.Fatalf("no votes = %v, mine %q", counts, mine)
		}
		if !cast(1003, a.ID, "home") || !cast(1003, b.ID, "away") || !cast(1001, a.ID, "draw") {
			t.Fatal("a first vote was not cast")
		}
		if cast(1003, a.ID, "away") {
			t.Fatal("a second vote was cast")
		}

		// Two concurrent votes of one player: exactly one is stored.
		var wg sync.WaitGroup
		results := make([]bool, 2)
		for i, choice := range []string{"home", "draw"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := s.CastVote(ctx, 1003, c.ID, choice, p0)
				if err != nil {
					t.Error(err)
				}
				results[i] = ok
			}()
		}
		wg.Wait()
		if results[0] == results[1] {
			t.Fatalf("concurrent votes cast = %v, want exactly one", results)
		}

		counts, mine := votes(1003, a.ID)
		want := map[string]int{"home": 1, "away": 1}
		want[map[bool]string{true: "home", false: "draw"}[results[0]]]++
		if !maps.Equal(counts, want) || mine != "home" {
			t.Fatalf("votes on 1003 = %v, mine %q; want %v, home", counts, mine, want)
		}
		if _, mine := votes(1003, 0); mine != "" {
			t.Fatalf("an anonymous reader's vote = %q", mine)
		}
		if counts, mine := votes(1001, b.ID); !maps.Equal(counts, map[string]int{"draw": 1}) || mine != "" {
			t.Fatalf("votes on 1001 = %v, b's %q", counts, mine)
		}
	})
}
