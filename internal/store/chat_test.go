package store

import (
	"context"
	"sync"
	"testing"
	"time"
)

// A player posts at most Max messages per match within the window: the next one is refused
// with the wait until the oldest counted one leaves it, and writes nothing; other matches and
// other players count apart; racing posts never get past the rate. On both engines.
func TestChatRateConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := newPlayer(t, s, "talker@example.com")
		other := newPlayer(t, s, "listener@example.com")
		post := func(player, match int64, at time.Time) (int64, time.Duration) {
			t.Helper()
			id, wait, err := s.PostChatMessage(ctx, ChatPost{MatchID: match, PlayerID: player, Text: "hi", At: at, Max: 3, Window: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			return id, wait
		}
		var last int64
		for i, at := range []time.Time{p0, p0.Add(2 * time.Second), p0.Add(4 * time.Second)} {
			id, wait := post(p.ID, 7, at)
			if id <= last || wait != 0 {
				t.Fatalf("post %d = %d, %s; want a new id", i, id, wait)
			}
			last = id
		}
		if id, wait := post(p.ID, 7, p0.Add(5*time.Second)); id != 0 || wait != 5*time.Second {
			t.Fatalf("fourth post within the window = %d, %s; want refused, 5s to wait", id, wait)
		}
		if id, _ := post(p.ID, 8, p0.Add(5*time.Second)); id == 0 {
			t.Fatal("a post on another match was refused")
		}
		if id, _ := post(other.ID, 7, p0.Add(5*time.Second)); id == 0 {
			t.Fatal("another player's post was refused")
		}
		// At p0+10s the first post has left the window (it is counted only while younger).
		if id, _ := post(p.ID, 7, p0.Add(10*time.Second)); id == 0 {
			t.Fatal("a post after the oldest left the window was refused")
		}
		if id, wait := post(p.ID, 7, p0.Add(11*time.Second)); id != 0 || wait != 1*time.Second {
			t.Fatalf("post = %d, %s; want refused, 1s to wait", id, wait)
		}
		var n int
		if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM chat_messages WHERE player_id = ? AND match_id = 7`, p.ID).Scan(&n); err != nil || n != 4 {
			t.Fatalf("kept %d messages (%v), want 4: refused posts write nothing", n, err)
		}

		// Racing posts: the rate holds.
		racer := newPlayer(t, s, "racer@example.com")
		var wg sync.WaitGroup
		var mu sync.Mutex
		accepted := 0
		for range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id, _, err := s.PostChatMessage(ctx, ChatPost{MatchID: 7, PlayerID: racer.ID, Text: "go", At: p0, Max: 3, Window: 10 * time.Second})
				if err != nil {
					t.Error(err)
					return
				}
				if id != 0 {
					mu.Lock()
					accepted++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if accepted != 3 {
			t.Fatalf("racing posts accepted %d, want 3", accepted)
		}
	})
}
