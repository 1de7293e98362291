package support

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/store"
)

type published struct{ channel, data string }

type fakePublisher struct{ sent []published }

func (f *fakePublisher) Publish(_ context.Context, channel string, data []byte) error {
	f.sent = append(f.sent, published{channel, string(data)})
	return nil
}

var t0 = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

// newService is the service over a fresh SQLite database with one player (language fr) and a
// clock the test moves.
func newService(t *testing.T) (*Service, *fakePublisher, int64, *time.Time) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "support.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "ana@example.com", PasswordHash: "h", Language: "fr", Country: "FR", Currency: "EUR"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	now := t0
	pub := &fakePublisher{}
	return &Service{Store: st, Publisher: pub, Now: func() time.Time { return now }}, pub, p.ID, &now
}

func code(err error) apierror.Code {
	var e *apierror.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// What a player may write: the chat's cleaning with the support chat's length, refused with the
// chat's codes (their messages exist in every locale) and nothing kept.
func TestPostRefusals(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       apierror.Code
		kept       string
	}{
		{"plain", "Where is my withdrawal?", "", "Where is my withdrawal?"},
		{"trimmed, controls and overrides dropped", "  hi\u202e there\x07\r\n ", "", "hi there"},
		{"longest", strings.Repeat("é", MaxRunes), "", strings.Repeat("é", MaxRunes)},
		{"empty", " \n\t", apierror.ChatMessageEmpty, ""},
		{"too long", strings.Repeat("a", MaxRunes+1), apierror.ChatMessageTooLong, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, pub, player, _ := newService(t)
			m, err := s.Post(context.Background(), player, tc.text)
			if code(err) != tc.want || (tc.want == "" && err != nil) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
			c, _ := s.Conversation(context.Background(), player)
			if tc.want != "" {
				if len(c.Messages) != 0 || len(pub.sent) != 0 {
					t.Fatalf("a refused message was kept or sent: %+v %+v", c.Messages, pub.sent)
				}
				return
			}
			if m.Text != tc.kept || len(c.Messages) != 1 || c.Messages[0].Text != tc.kept || m.FromOperator {
				t.Fatalf("kept %+v, conversation %+v", m, c.Messages)
			}
		})
	}
}

// The rate: PerWindow messages within Window, then CHAT_TOO_FAST with the seconds to wait; the
// operator's answers are not counted.
func TestPostRate(t *testing.T) {
	s, _, player, now := newService(t)
	ctx := context.Background()
	for i := range PerWindow {
		if _, err := s.Post(ctx, player, "msg"); err != nil {
			t.Fatalf("message %d: %v", i, err)
		}
		if _, err := s.Answer(ctx, player, "answer"); err != nil {
			t.Fatalf("answer %d: %v", i, err)
		}
	}
	*now = now.Add(Window - 4*time.Second)
	_, err := s.Post(ctx, player, "one more")
	var e *apierror.Error
	if !errors.As(err, &e) || e.Code != apierror.ChatTooFast || e.Details["retry_after"] != 4 {
		t.Fatalf("err = %#v, want CHAT_TOO_FAST retry_after 4", err)
	}
	*now = now.Add(4 * time.Second)
	if _, err := s.Post(ctx, player, "one more"); err != nil {
		t.Fatalf("after the window: %v", err)
	}
}

// The operator answers a conversation (never starts one); the answer reaches the player's
// private channel in their language and counts as unread until the player reads it.
func TestAnswerAndUnread(t *testing.T) {
	s, pub, player, _ := newService(t)
	ctx := context.Background()
	if _, err := s.Answer(ctx, player, "Hello"); code(err) != apierror.NotFound {
		t.Fatalf("an answer without a conversation: %v, want NOT_FOUND", err)
	}
	if _, err := s.Messages(ctx, player); code(err) != apierror.NotFound {
		t.Fatalf("the messages of no conversation: %v, want NOT_FOUND", err)
	}
	q, err := s.Post(ctx, player, "Is my bet settled?")
	if err != nil {
		t.Fatal(err)
	}
	if open, err := s.Open(ctx); err != nil || len(open) != 1 || open[0].Last.ID != q.ID {
		t.Fatalf("open = %+v, %v", open, err)
	}
	a, err := s.Answer(ctx, player, " Yes, it won. ")
	if err != nil || !a.FromOperator || a.Text != "Yes, it won." {
		t.Fatalf("answer = %+v, %v", a, err)
	}
	if open, _ := s.Open(ctx); len(open) != 0 {
		t.Fatalf("open after the answer = %+v", open)
	}
	last := pub.sent[len(pub.sent)-1]
	var msg struct {
		EventName string `json:"event_name"`
		Message   struct {
			SupportMessage struct {
				ID           int64  `json:"id"`
				FromOperator bool   `json:"fromOperator"`
				Text         string `json:"text"`
			} `json:"supportMessage"`
		} `json:"message"`
	}
	if err := json.Unmarshal([]byte(last.data), &msg); err != nil {
		t.Fatal(err)
	}
	wantChannel := "$private:fr.platform_user." + strconv.FormatInt(player, 10)
	if last.channel != wantChannel || msg.EventName != "support_message" || msg.Message.SupportMessage.ID != a.ID || !msg.Message.SupportMessage.FromOperator {
		t.Fatalf("published %+v on %s; want the answer on %s", msg, last.channel, wantChannel)
	}
	if c, _ := s.Conversation(ctx, player); c.Unread != 1 || len(c.Messages) != 2 {
		t.Fatalf("conversation = %+v, want 1 unread", c)
	}
	if err := s.Read(ctx, player, a.ID); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.Conversation(ctx, player); c.Unread != 0 {
		t.Fatalf("unread after reading = %d", c.Unread)
	}
	if err := s.Read(ctx, player, 0); code(err) != apierror.InvalidParameter {
		t.Fatalf("read up to 0: %v, want INVALID_PARAMETER", err)
	}
}

// A site with a chat page or a provider widget offers no built-in chat: every call is NOT_FOUND.
func TestOffOnlyWithoutBuiltIn(t *testing.T) {
	s, _, player, _ := newService(t)
	s.BuiltIn = func() bool { return false }
	ctx := context.Background()
	_, postErr := s.Post(ctx, player, "hi")
	_, answerErr := s.Answer(ctx, player, "hi")
	_, convErr := s.Conversation(ctx, player)
	_, openErr := s.Open(ctx)
	for i, err := range []error{postErr, answerErr, convErr, openErr, s.Read(ctx, player, 1)} {
		if code(err) != apierror.NotFound {
			t.Errorf("call %d: %v, want NOT_FOUND", i, err)
		}
	}
}

func TestUnread(t *testing.T) {
	msgs := []store.SupportMessage{{ID: 1}, {ID: 2, FromOperator: true}, {ID: 3}, {ID: 4, FromOperator: true}, {ID: 5, FromOperator: true}}
	for _, tc := range []struct {
		seen int64
		want int
	}{{0, 3}, {2, 2}, {4, 1}, {5, 0}, {9, 0}} {
		if got := Unread(msgs, tc.seen); got != tc.want {
			t.Errorf("Unread(seen %d) = %d, want %d", tc.seen, got, tc.want)
		}
	}
}
