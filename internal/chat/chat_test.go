package chat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// fakeCatalogue has live match 7, prematch match 8, finished match 9 and outright 10.
type fakeCatalogue struct{ catalogue.Reader }

func (fakeCatalogue) GetMatch(_ context.Context, id int64) (catalogue.MatchView, error) {
	m := catalogue.MatchView{}
	m.ID, m.Type = id, catalogue.MatchTypeMatch
	switch id {
	case 7:
		m.Status = catalogue.MatchStatusLive
	case 8:
		m.Status = catalogue.MatchStatusPrematch
	case 9:
		m.Status = catalogue.MatchStatusFinished
	case 10:
		m.Type, m.Status = catalogue.MatchTypeOutright, catalogue.MatchStatusPrematch
	default:
		return m, fmt.Errorf("read: %w", catalogue.ErrNotFound)
	}
	return m, nil
}

// fakeStore keeps posts and refuses beyond its posts' count with a fixed wait.
type fakeStore struct {
	posts []store.ChatPost
	full  bool
}

func (f *fakeStore) PostChatMessage(_ context.Context, p store.ChatPost) (int64, time.Duration, error) {
	if f.full {
		return 0, 3200 * time.Millisecond, nil
	}
	f.posts = append(f.posts, p)
	return int64(len(f.posts)), 0, nil
}

func (f *fakeStore) PlayerByID(_ context.Context, id int64) (store.Player, error) {
	return store.Player{ID: id, Email: "demo@sportsbook.test"}, nil
}

type published struct{ channel, data string }

type fakePublisher struct {
	sent []published
	err  error
}

func (f *fakePublisher) Publish(_ context.Context, channel string, data []byte) error {
	if f.err != nil {
		return f.err
	}
	f.sent = append(f.sent, published{channel, string(data)})
	return nil
}

var t0 = time.Date(2026, 5, 1, 18, 30, 0, 0, time.UTC)

func newService() (*Service, *fakeStore, *fakePublisher) {
	st, pub := &fakeStore{}, &fakePublisher{}
	s := New(st, fakeCatalogue{}, pub)
	s.now = func() time.Time { return t0 }
	return s, st, pub
}

func TestPostPublishesOnTheChatChannel(t *testing.T) {
	s, st, pub := newService()
	m, err := s.Post(context.Background(), 42, 7, "  Come on!\x00 ")
	if err != nil {
		t.Fatal(err)
	}
	want := Message{ID: 1, MatchID: 7, AuthorID: 42, Author: "de***", Text: "Come on!", Time: t0}
	if m != want {
		t.Fatalf("message = %+v, want %+v", m, want)
	}
	if len(st.posts) != 1 || st.posts[0].Max != PerWindow || st.posts[0].Window != Window || st.posts[0].Text != "Come on!" {
		t.Fatalf("stored %+v", st.posts)
	}
	if len(pub.sent) != 1 || pub.sent[0].channel != "public:chat.match.7" {
		t.Fatalf("published %+v", pub.sent)
	}
	var got struct {
		EventName string `json:"event_name"`
		Message   struct {
			Chat map[string]any `json:"chat"`
		} `json:"message"`
	}
	if err := json.Unmarshal([]byte(pub.sent[0].data), &got); err != nil {
		t.Fatal(err)
	}
	if got.EventName != "chat_message" || got.Message.Chat["text"] != "Come on!" || got.Message.Chat["author"] != "de***" ||
		got.Message.Chat["time"] != "2026-05-01T18:30:00Z" || len(got.Message.Chat) != 6 {
		t.Fatalf("publication = %s", pub.sent[0].data)
	}
}

func TestPostRefusals(t *testing.T) {
	for _, tc := range []struct {
		name    string
		match   int64
		text    string
		full    bool
		code    apierror.Code
		details map[string]any
	}{
		{"prematch takes messages", 8, "hi", false, "", nil},
		{"finished match", 9, "hi", false, apierror.ChatClosed, nil},
		{"outright has no chat", 10, "hi", false, apierror.NotFound, nil},
		{"unknown match", 404, "hi", false, apierror.NotFound, nil},
		{"empty text", 7, " ", false, apierror.ChatMessageEmpty, nil},
		{"too fast", 7, "hi", true, apierror.ChatTooFast, map[string]any{"retry_after": 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, st, pub := newService()
			st.full = tc.full
			_, err := s.Post(context.Background(), 42, tc.match, tc.text)
			if tc.code == "" {
				if err != nil || len(pub.sent) != 1 {
					t.Fatalf("err = %v, published %d", err, len(pub.sent))
				}
				return
			}
			var ae *apierror.Error
			if !errors.As(err, &ae) || ae.Code != tc.code {
				t.Fatalf("err = %v, want %s", err, tc.code)
			}
			if tc.details != nil && fmt.Sprint(ae.Details) != fmt.Sprint(tc.details) {
				t.Fatalf("details = %v, want %v", ae.Details, tc.details)
			}
			if len(st.posts) != 0 || len(pub.sent) != 0 {
				t.Fatalf("a refusal wrote %d and published %d", len(st.posts), len(pub.sent))
			}
		})
	}
}

func TestPostFailsWhenPublishingFails(t *testing.T) {
	s, _, pub := newService()
	pub.err = errors.New("redis down")
	if _, err := s.Post(context.Background(), 42, 7, "hi"); err == nil || !errors.Is(err, pub.err) {
		t.Fatalf("err = %v, want the publisher's", err)
	}
}
