package outbox

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/store"
)

func TestStoreSenderAndPage(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "o.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	now := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	s := Store{Store: st, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
	for _, m := range []Message{
		{Channel: Mail, Recipient: "a@example.com", Subject: "Confirm", Body: "Open https://x/users/confirmation?confirmation_token=abc"},
		{Channel: SMS, Recipient: "+447700900123", Body: "Your code is 123456."},
	} {
		if err := s.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	page := Page(st, slog.New(slog.DiscardHandler))
	for _, tc := range []struct{ url, want, not string }{
		{"/dev/outbox", "Your code is 123456.", ""},
		{"/dev/outbox?to=A@example.com", "confirmation_token=abc", "123456"},
		{"/dev/outbox?format=json&to=a@example.com", `"recipient":"a@example.com"`, "123456"},
	} {
		rec := httptest.NewRecorder()
		page.ServeHTTP(rec, httptest.NewRequest("GET", tc.url, nil))
		body := rec.Body.String()
		if rec.Code != 200 || !strings.Contains(body, tc.want) || (tc.not != "" && strings.Contains(body, tc.not)) {
			t.Errorf("%s: %d %s", tc.url, rec.Code, body)
		}
	}
}

func TestNewSMTP(t *testing.T) {
	for raw, ok := range map[string]bool{
		"smtp://user:pw@mail.example.com:587?from=bets@example.com": true,
		"smtp://mail.example.com:25?from=bets@example.com":          true,
		"smtp://mail.example.com:25":                                false,
		"http://mail.example.com?from=x@example.com":                false,
	} {
		if _, err := NewSMTP(raw, nil); (err == nil) != ok {
			t.Errorf("NewSMTP(%q): %v", raw, err)
		}
	}
}
