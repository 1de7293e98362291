package outbox

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/secheaders"
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
	page := Page(st, secheaders.Policy{}, slog.New(slog.DiscardHandler))
	for _, tc := range []struct {
		url, remote, forwarded string
		wantStatus             int
		want, not              string
	}{
		{"/dev/outbox", "127.0.0.1:5000", "", 200, "Your code is 123456.", ""},
		{"/dev/outbox", "[::1]:5000", "", 200, "Your code is 123456.", ""},
		{"/dev/outbox?to=A@example.com", "127.0.0.1:5000", "", 200, "confirmation_token=abc", "123456"},
		{"/dev/outbox?format=json&to=a@example.com", "127.0.0.1:5000", "", 200, `"recipient":"a@example.com"`, "123456"},
		// Anyone else, and anyone a local reverse proxy forwards, finds nothing.
		{"/dev/outbox", "192.0.2.7:5000", "", 404, "", "123456"},
		{"/dev/outbox?format=json", "10.0.0.1:5000", "", 404, "", "confirmation_token"},
		{"/dev/outbox", "127.0.0.1:5000", "203.0.113.9", 404, "", "123456"},
	} {
		r := httptest.NewRequest("GET", tc.url, nil)
		r.RemoteAddr = tc.remote
		if tc.forwarded != "" {
			r.Header.Set("X-Forwarded-For", tc.forwarded)
		}
		rec := httptest.NewRecorder()
		page.ServeHTTP(rec, r)
		body := rec.Body.String()
		if rec.Code != tc.wantStatus || !strings.Contains(body, tc.want) || (tc.not != "" && strings.Contains(body, tc.not)) {
			t.Errorf("%s from %s: %d %s", tc.url, tc.remote, rec.Code, body)
		}
		if tc.wantStatus == 200 && !strings.Contains(tc.url, "json") {
			csp := rec.Header().Get("Content-Security-Policy")
			if !strings.Contains(body, `<style nonce="`) || !strings.Contains(csp, "style-src 'self' 'nonce-") {
				t.Errorf("page style not allowed by its nonce: CSP %q", csp)
			}
		}
	}
}

// A real site's logs never hold a mailed link; the demo's outbox logs it for the developer.
func TestLogText(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "o.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, logText := range []bool{false, true} {
		var log strings.Builder
		s := Store{Store: st, Logger: slog.New(slog.NewTextHandler(&log, nil)), Now: time.Now, LogText: logText}
		if err := s.Send(ctx, Message{Channel: Mail, Recipient: "a@example.com", Subject: "Reset", Body: "reset_password_token=secret"}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(log.String(), "reset_password_token") != logText || !strings.Contains(log.String(), "a@example.com") {
			t.Errorf("LogText %v logged %q", logText, log.String())
		}
	}
}

func TestNewSMTP(t *testing.T) {
	for raw, ok := range map[string]bool{
		"smtp://user:pw@mail.example.com:587?from=bets@example.com":            true,
		"smtp://mail.example.com:25?from=bets@example.com":                     true,
		"smtp://mail.example.com:25":                                           false,
		"http://mail.example.com?from=x@example.com":                           false,
		"smtp://mail.example.com:25?from=a@example.com%0D%0ABcc:b@example.com": false, // a header in the sender
		"smtp://mail.example.com:25?from=Bets <a@example.com>":                 false, // a name, not an address
		"smtp://mail.example.com:25?from=not-an-address":                       false,
	} {
		if _, err := NewSMTP(raw, nil); (err == nil) != ok {
			t.Errorf("NewSMTP(%q): %v", raw, err)
		}
	}
}
