package responsible

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
)

func TestControlAgesOpenSessions(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	h := Control(f.svc)
	post := func(body string) int {
		r := httptest.NewRequest(http.MethodPost, ControlPath+"age", strings.NewReader(body))
		r.RemoteAddr = "127.0.0.1:5000"
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Code
	}
	if _, err := f.svc.SetLimit(ctx, f.p, platformgen.LimitRequest{Type: "session", Minutes: ptr(1)}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, body string
		want       int
	}{
		{"no minutes", `{"email":"gil@example.com"}`, http.StatusBadRequest},
		{"over a day", `{"email":"gil@example.com","minutes":1441}`, http.StatusBadRequest},
		{"an unknown field", `{"email":"gil@example.com","minutes":2,"id":1}`, http.StatusBadRequest},
		{"no such player", `{"email":"nobody@example.com","minutes":2}`, http.StatusNotFound},
		{"no open session", `{"email":"gil@example.com","minutes":2}`, http.StatusNotFound},
	} {
		if got := post(tc.body); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}

	if _, err := f.svc.StartSession(ctx, f.p); err != nil {
		t.Fatal(err)
	}
	if got := post(`{"email":"Gil@Example.com","minutes":2}`); got != http.StatusNoContent {
		t.Fatalf("aging the open session: %d, want 204", got)
	}
	// No time passed on the service's clock, yet the session has been played for two minutes.
	if _, err := f.svc.ContinueSession(ctx, f.p); apierror.CodeOf(err) != apierror.SessionLimitReached {
		t.Fatalf("a session aged past the limit: %v, want %s", err, apierror.SessionLimitReached)
	}

	r := httptest.NewRequest(http.MethodPost, ControlPath+"age", strings.NewReader(`{"email":"gil@example.com","minutes":2}`))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusNotFound {
		t.Errorf("from another machine: %d, want 404", w.Code)
	}
}
