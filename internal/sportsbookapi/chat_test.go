package sportsbookapi

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/chat"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// chatStore keeps posts in memory and counts the rate as the store does, on one clock.
type chatStore struct{ posts []store.ChatPost }

func (c *chatStore) PostChatMessage(_ context.Context, p store.ChatPost) (int64, time.Duration, error) {
	var recent []time.Time
	for _, q := range c.posts {
		if q.PlayerID == p.PlayerID && q.MatchID == p.MatchID && q.At.After(p.At.Add(-p.Window)) {
			recent = append(recent, q.At)
		}
	}
	if len(recent) >= p.Max {
		return 0, recent[len(recent)-p.Max].Add(p.Window).Sub(p.At), nil
	}
	c.posts = append(c.posts, p)
	return int64(len(c.posts)), 0, nil
}

func (c *chatStore) PlayerByID(_ context.Context, id int64) (store.Player, error) {
	return store.Player{ID: id, Email: "demo@sportsbook.test", Nickname: "Gunner"}, nil
}

type chatPublisher struct{ channels []string }

func (p *chatPublisher) Publish(_ context.Context, channel string, _ []byte) error {
	p.channels = append(p.channels, channel)
	return nil
}

// POST /matches/{id}/chat through the chat service: signed-in only; the text cleaned and
// bounded; five messages per ten seconds, the sixth refused with the seconds to wait; a finished
// match's chat closed; each refusal with its status and code, and nothing published.
func TestPostChatMessage(t *testing.T) {
	fixture := newFixture()
	finished := fixture.matches[0]
	finished.ID, finished.Status = 8, catalogue.MatchStatusFinished
	fixture.matches = append(fixture.matches, finished)
	st, pub := &chatStore{}, &chatPublisher{}
	h := New(fixture, loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil,
		WithChat(chat.New(st, fixture, pub)))
	post := func(url, body string, anonymous bool) (int, string) {
		t.Helper()
		req := httptest.NewRequest("POST", BasePath+url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if !anonymous {
			req.Header.Set("Authorization", "Bearer good")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	cases := []struct {
		name, url, body string
		anonymous       bool
		status          int
		says            string
	}{
		{"visitor", "/matches/7/chat", `{"text":"hi"}`, true, 401, "UNAUTHORIZED"},
		{"empty", "/matches/7/chat", `{"text":"  \u0000 "}`, false, 400, `"code":"CHAT_MESSAGE_EMPTY"`},
		{"too long", "/matches/7/chat", `{"text":"` + strings.Repeat("é", chat.MaxRunes+1) + `"}`, false, 400, `"code":"CHAT_MESSAGE_TOO_LONG"`},
		{"no text", "/matches/7/chat", `{}`, false, 400, `"code":"CHAT_MESSAGE_EMPTY"`},
		{"not JSON", "/matches/7/chat", `text`, false, 400, "INVALID_PARAMETER"},
		{"unknown match", "/matches/404/chat", `{"text":"hi"}`, false, 404, "NOT_FOUND"},
		{"bad id", "/matches/x/chat", `{"text":"hi"}`, false, 400, `"parameter":"id"`},
		{"finished match", "/matches/8/chat", `{"text":"hi"}`, false, 409, `"code":"CHAT_CLOSED"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if status, body := post(tc.url, tc.body, tc.anonymous); status != tc.status || !strings.Contains(body, tc.says) {
				t.Fatalf("%d %s; want %d saying %s", status, body, tc.status, tc.says)
			}
		})
	}
	if len(st.posts) != 0 || len(pub.channels) != 0 {
		t.Fatalf("refusals kept %d and published %d", len(st.posts), len(pub.channels))
	}
	for i := range chat.PerWindow {
		status, body := post("/matches/7/chat", `{"text":"  Come on\u202e! "}`, false)
		if status != 201 || !strings.Contains(body, `"author":"Gunner"`) || !strings.Contains(body, `"text":"Come on!"`) || !strings.Contains(body, `"authorId":42`) {
			t.Fatalf("post %d: %d %s", i, status, body)
		}
	}
	status, body := post("/matches/7/chat", `{"text":"once more"}`, false)
	if status != 429 || !strings.Contains(body, `"code":"CHAT_TOO_FAST"`) || !strings.Contains(body, `"retry_after":`) {
		t.Fatalf("sixth post: %d %s", status, body)
	}
	if len(pub.channels) != chat.PerWindow || pub.channels[0] != "public:chat.match.7" {
		t.Fatalf("published on %v", pub.channels)
	}
}
