package reqid

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestEveryLogLineOfARequestCarriesItsID(t *testing.T) {
	var out strings.Builder
	logger := slog.New(Logs{slog.NewTextHandler(&out, nil)})
	h := Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		logger.InfoContext(r.Context(), "placing a bet")
		logger.With("player", 7).WarnContext(r.Context(), "refused")
	}))
	for _, tc := range []struct{ sent, want string }{
		{"", ""}, // a new one
		{"lb-4f2a.9", "lb-4f2a.9"},
		{"bad id\nlevel=ERROR", ""}, // not written into the logs as sent
		{strings.Repeat("x", 65), ""},
	} {
		out.Reset()
		r := httptest.NewRequest("GET", "/", nil)
		if tc.sent != "" {
			r.Header.Set(Header, tc.sent)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		id := rec.Header().Get(Header)
		if id == "" || (tc.want != "" && id != tc.want) || (tc.want == "" && id == tc.sent) {
			t.Errorf("sent %q, answered id %q", tc.sent, id)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if len(lines) != 2 {
			t.Fatalf("log %q", out.String())
		}
		for _, l := range lines {
			if !strings.Contains(l, "request_id="+id) {
				t.Errorf("line without the request id %s: %s", id, l)
			}
		}
	}
	out.Reset()
	logger.Info("no request")
	if strings.Contains(out.String(), "request_id") {
		t.Errorf("a line outside a request has an id: %s", out.String())
	}
}
