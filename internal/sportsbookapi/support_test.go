package sportsbookapi

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/support"
)

// fakeSupport keeps the player's conversation in memory; a text "slow" is refused as too fast.
type fakeSupport struct {
	msgs []store.SupportMessage
	read int64
}

func (f *fakeSupport) Post(_ context.Context, player int64, text string) (store.SupportMessage, error) {
	if text == "slow" {
		return store.SupportMessage{}, apierror.New(apierror.ChatTooFast).With(map[string]any{"retry_after": 3})
	}
	m := store.SupportMessage{ID: int64(len(f.msgs) + 1), PlayerID: player, Text: text, At: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	f.msgs = append(f.msgs, m, store.SupportMessage{ID: m.ID + 1, PlayerID: player, FromOperator: true, Text: "On it.", At: m.At})
	return m, nil
}

func (f *fakeSupport) Conversation(context.Context, int64) (support.Conversation, error) {
	return support.Conversation{Messages: f.msgs, Unread: support.Unread(f.msgs, f.read)}, nil
}

func (f *fakeSupport) Read(_ context.Context, _ int64, upTo int64) error {
	f.read = upTo
	return nil
}

// The player's support chat calls: signed-in only; a message posted; the conversation with its
// unread count, which reading clears; the service's refusals as they are.
func TestSupportChat(t *testing.T) {
	fake := &fakeSupport{}
	h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithSupport(fake))
	call := func(method, url, body string, anonymous bool) (int, string) {
		t.Helper()
		req := httptest.NewRequest(method, BasePath+url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if !anonymous {
			req.Header.Set("Authorization", "Bearer good")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	for _, tc := range []struct {
		name, method, url, body string
		anonymous               bool
		status                  int
		says                    string
	}{
		{"visitor reads", "GET", "/support-chat", "", true, 401, "UNAUTHORIZED"},
		{"visitor writes", "POST", "/support-chat/messages", `{"text":"hi"}`, true, 401, "UNAUTHORIZED"},
		{"empty conversation", "GET", "/support-chat", "", false, 200, `{"messages":[],"unread":0}`},
		{"not JSON", "POST", "/support-chat/messages", `hi`, false, 400, "INVALID_PARAMETER"},
		{"write", "POST", "/support-chat/messages", `{"text":"Where is my payout?"}`, false, 201,
			`{"fromOperator":false,"id":1,"text":"Where is my payout?","time":"2026-12-01T09:00:00Z"}`},
		{"too fast", "POST", "/support-chat/messages", `{"text":"slow"}`, false, 429, `"retry_after":3`},
		{"an answer unread", "GET", "/support-chat", "", false, 200, `"text":"On it.","time":"2026-12-01T09:00:00Z"}],"unread":1}`},
		{"read it", "POST", "/support-chat/read", `{"messageId":2}`, false, 204, ""},
		{"read", "GET", "/support-chat", "", false, 200, `"unread":0}`},
	} {
		if status, body := call(tc.method, tc.url, tc.body, tc.anonymous); status != tc.status || !strings.Contains(body, tc.says) {
			t.Fatalf("%s: %d %s; want %d saying %s", tc.name, status, body, tc.status, tc.says)
		}
	}
}
