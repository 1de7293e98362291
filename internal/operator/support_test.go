package operator

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/support"
)

type nopPublisher struct{ channels []string }

func (p *nopPublisher) Publish(_ context.Context, channel string, _ []byte) error {
	p.channels = append(p.channels, channel)
	return nil
}

// Scenarios against the operator's support chat calls, over the real support chat on a fresh
// database: the open list, a conversation, an answer (which the player's channel gets), and the
// refusals, which change nothing.
func TestOperatorSupportChats(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "op.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	now := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	pub := &nopPublisher{}
	chats := &support.Service{Store: st, Publisher: pub, Now: func() time.Time { return now }}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "ola@example.com", PasswordHash: "h", Language: "no", Country: "NO", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	quiet, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "quiet@example.com", PasswordHash: "h", Language: "en", Country: "NO", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chats.Post(ctx, p.ID, "Hei, where is my payout?"); err != nil {
		t.Fatal(err)
	}
	id, quietID := strconv.FormatInt(p.ID, 10), strconv.FormatInt(quiet.ID, 10)
	svc := &Service{Store: &memStore{switches: map[string]map[string]bool{}}, Support: chats, Now: time.Now}
	h := Handler(svc, token, slog.New(slog.DiscardHandler))
	bearer := "Bearer " + token
	for _, c := range []struct {
		name, method, path, auth, body string
		status                         int
		contains                       string
	}{
		{"no token", "GET", "/operator/support-chats", "", "", 401, `"UNAUTHORIZED"`},
		{"the open list", "GET", "/operator/support-chats", bearer, "", 200,
			`{"conversations":[{"player_id":` + id + `,"email":"ola@example.com","last_message":{"id":1,"from_operator":false,"text":"Hei, where is my payout?","time":"2026-12-01T09:00:00Z"}}]}`},
		{"a conversation", "GET", "/operator/support-chats/" + id, bearer, "", 200, `{"player_id":` + id + `,"messages":[{"id":1,"from_operator":false`},
		{"no conversation", "GET", "/operator/support-chats/" + quietID, bearer, "", 404, `"NOT_FOUND"`},
		{"not an id", "GET", "/operator/support-chats/x", bearer, "", 400, `"INVALID_PARAMETER"`},
		{"answer without text", "POST", "/operator/support-chats/" + id + "/messages", bearer, `{}`, 400, `"INVALID_PARAMETER"`},
		{"answer with a bad body", "POST", "/operator/support-chats/" + id + "/messages", bearer, `{"txt":"x"}`, 400, `"INVALID_PARAMETER"`},
		{"empty answer", "POST", "/operator/support-chats/" + id + "/messages", bearer, `{"text":"  "}`, 400, `"CHAT_MESSAGE_EMPTY"`},
		{"answer too long", "POST", "/operator/support-chats/" + id + "/messages", bearer, `{"text":"` + strings.Repeat("x", support.MaxRunes+1) + `"}`, 400, `"CHAT_MESSAGE_TOO_LONG"`},
		{"answer to no conversation", "POST", "/operator/support-chats/" + quietID + "/messages", bearer, `{"text":"Hi"}`, 404, `"NOT_FOUND"`},
		{"answer", "POST", "/operator/support-chats/" + id + "/messages", bearer, `{"text":"Paid this morning."}`, 201,
			`{"id":2,"from_operator":true,"text":"Paid this morning.","time":"2026-12-01T09:00:00Z"}`},
		{"answered: not open", "GET", "/operator/support-chats", bearer, "", 200, `{"conversations":[]}`},
		{"both messages", "GET", "/operator/support-chats/" + id, bearer, "", 200, `"text":"Paid this morning."`},
	} {
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		if c.auth != "" {
			req.Header.Set("Authorization", c.auth)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.contains) {
			t.Errorf("%s: %d %s, want %d with %s", c.name, rec.Code, rec.Body, c.status, c.contains)
		}
	}
	// The player's message and the one answer, each on the player's channel; nothing refused.
	want := "$private:no.platform_user." + id
	if len(pub.channels) != 2 || pub.channels[1] != want {
		t.Errorf("published on %v, want twice on %s", pub.channels, want)
	}
	if msgs, _, _ := st.SupportConversation(ctx, p.ID); len(msgs) != 2 {
		t.Errorf("kept %d messages, want 2", len(msgs))
	}
}
