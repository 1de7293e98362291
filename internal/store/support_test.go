package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// A support conversation on both engines: the player's rate, the operator's answer only to a
// conversation, the open list (newest message the player's), the read mark that never moves
// back, and the bounds (the newest Keep per player, nothing older than Since).
func TestSupportConformance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := newPlayer(t, s, "asker@example.com")
		q := newPlayer(t, s, "other@example.com")
		post := func(player int64, operator bool, text string, at time.Time) (SupportMessage, time.Duration, error) {
			return s.PostSupportMessage(ctx, SupportPost{PlayerID: player, FromOperator: operator, Text: text, At: at,
				Max: 2, Window: 10 * time.Second, Keep: 4, Since: at.Add(-time.Hour)})
		}
		mustPost := func(player int64, operator bool, text string, at time.Time) SupportMessage {
			t.Helper()
			m, wait, err := post(player, operator, text, at)
			if err != nil || m.ID == 0 || wait != 0 {
				t.Fatalf("post %q = %+v, %s, %v; want kept", text, m, wait, err)
			}
			return m
		}

		if _, _, err := post(p.ID, true, "hello?", p0); !errors.Is(err, catalogue.ErrNotFound) {
			t.Fatalf("an answer without a conversation: %v, want not found", err)
		}
		first := mustPost(p.ID, false, "where is my bet?", p0)
		mustPost(p.ID, false, "hello?", p0.Add(time.Second))
		if m, wait, err := post(p.ID, false, "third", p0.Add(4*time.Second)); err != nil || m.ID != 0 || wait != 6*time.Second {
			t.Fatalf("third within the window = %+v, %s, %v; want refused with 6s", m, wait, err)
		}
		mustPost(q.ID, false, "me too", p0.Add(2*time.Second))

		open, err := s.OpenSupportConversations(ctx, 10)
		if err != nil || len(open) != 2 || open[0].PlayerID != p.ID || open[0].Last.Text != "hello?" || open[0].Email != "asker@example.com" || open[1].PlayerID != q.ID {
			t.Fatalf("open = %+v, %v; want p's then q's", open, err)
		}
		answer := mustPost(p.ID, true, "It is settled.", p0.Add(5*time.Second))
		if !answer.FromOperator || answer.ID <= first.ID {
			t.Fatalf("answer = %+v", answer)
		}
		// The operator's answers do not count in the player's rate.
		mustPost(p.ID, true, "Anything else?", p0.Add(5*time.Second))
		if open, err = s.OpenSupportConversations(ctx, 10); err != nil || len(open) != 1 || open[0].PlayerID != q.ID {
			t.Fatalf("open after the answer = %+v, %v; want q's only", open, err)
		}

		msgs, seen, err := s.SupportConversation(ctx, p.ID)
		if err != nil || len(msgs) != 4 || seen != 0 || msgs[0].Text != "where is my bet?" || !msgs[2].FromOperator || !msgs[2].At.Equal(p0.Add(5*time.Second)) {
			t.Fatalf("conversation = %+v, seen %d, %v", msgs, seen, err)
		}
		for _, upTo := range []int64{answer.ID, first.ID} {
			if err := s.MarkSupportRead(ctx, p.ID, upTo); err != nil {
				t.Fatal(err)
			}
		}
		if _, seen, _ = s.SupportConversation(ctx, p.ID); seen != answer.ID {
			t.Fatalf("seen = %d, want %d: the mark never moves back", seen, answer.ID)
		}

		// Keep 4: a fifth message drops the oldest.
		mustPost(p.ID, false, "thanks", p0.Add(20*time.Second))
		if msgs, _, _ = s.SupportConversation(ctx, p.ID); len(msgs) != 4 || msgs[0].Text != "hello?" || msgs[3].Text != "thanks" {
			t.Fatalf("after a fifth: %+v; want the newest 4", msgs)
		}
		// Two hours later everything older than an hour goes, every player's.
		mustPost(p.ID, false, "back again", p0.Add(2*time.Hour))
		if msgs, _, _ = s.SupportConversation(ctx, p.ID); len(msgs) != 1 || msgs[0].Text != "back again" {
			t.Fatalf("after two hours: %+v; want only the new one", msgs)
		}
		if msgs, _, _ = s.SupportConversation(ctx, q.ID); len(msgs) != 0 {
			t.Fatalf("q's old conversation = %+v; want pruned", msgs)
		}
	})
}
