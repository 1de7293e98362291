package virtualwallet

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
)

// signedIn is a player 42 for requests carrying the cookie "sb_session=ok".
type signedIn struct{}

func (signedIn) SessionPlayerID(r *http.Request) (int64, bool) {
	c, err := r.Cookie("sb_session")
	return 42, err == nil && c.Value == "ok"
}

func TestLaunch(t *testing.T) {
	key := []byte("virtual wallet key")
	d := &Demo{Sessions: signedIn{}, Key: key, Policy: secheaders.New(nil, nil), Logger: slog.New(slog.DiscardHandler)}
	for _, tc := range []struct {
		name, method, path, contentType, body string
		signedIn                              bool
		want                                  int
		wantBody                              string
	}{
		{"racing", "POST", "/racing/launch", "application/json", `{"app":"sportsbook"}`, true, 200,
			`{"url":"/virtual-wallet-demo/racing?app=sportsbook\u0026player=` + auth.PlayerRef(key, 42) + `"}`},
		{"a visitor", "POST", "/racing/launch", "application/json", `{"app":"sportsbook"}`, false, 401, `"UNAUTHORIZED"`},
		{"unknown provider", "POST", "/dice/launch", "application/json", `{"app":"sportsbook"}`, true, 404, `"NOT_FOUND"`},
		{"not a launch", "POST", "/racing", "application/json", `{"app":"sportsbook"}`, true, 404, `"NOT_FOUND"`},
		{"GET", "GET", "/lottery/launch", "", "", true, 405, `"METHOD_NOT_ALLOWED"`},
		{"a form (cross-site)", "POST", "/lottery/launch", "application/x-www-form-urlencoded", "app=x", true, 415, `"UNSUPPORTED_MEDIA_TYPE"`},
		{"no app", "POST", "/lottery/launch", "application/json", `{}`, true, 400, `"app"`},
	} {
		req := httptest.NewRequest(tc.method, BasePath+tc.path, strings.NewReader(tc.body))
		if tc.contentType != "" {
			req.Header.Set("Content-Type", tc.contentType)
		}
		if tc.signedIn {
			req.AddCookie(&http.Cookie{Name: "sb_session", Value: "ok"})
		}
		rec := httptest.NewRecorder()
		d.Launch().ServeHTTP(rec, req)
		if rec.Code != tc.want || !strings.Contains(rec.Body.String(), tc.wantBody) {
			t.Errorf("%s: %d %s, want %d with %s", tc.name, rec.Code, rec.Body.String(), tc.want, tc.wantBody)
		}
	}
}

func TestGamePage(t *testing.T) {
	d := &Demo{Sessions: signedIn{}, Policy: secheaders.New(nil, nil), Logger: slog.New(slog.DiscardHandler)}
	rec := httptest.NewRecorder()
	d.Game().ServeHTTP(rec, httptest.NewRequest("GET", GamePath+"lottery?app=sportsbook&player=%3Cb%3E", nil))
	if body := rec.Body.String(); rec.Code != 200 || !strings.Contains(body, "<h1>Lottery draw</h1>") || !strings.Contains(body, "&lt;b&gt;") {
		t.Errorf("%d %s", rec.Code, body)
	}
	rec = httptest.NewRecorder()
	d.Game().ServeHTTP(rec, httptest.NewRequest("GET", GamePath+"dice", nil))
	if rec.Code != 404 {
		t.Errorf("an unknown provider's page: %d", rec.Code)
	}
}
