package platformapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// fuzzPassword is the password of every player the fuzz target makes.
const fuzzPassword = "fuzz-pass-1"

// discard sends no mail and publishes nothing: the fuzz target looks at answers only.
type discard struct{}

func (discard) Send(context.Context, outbox.Message) error    { return nil }
func (discard) Publish(context.Context, string, []byte) error { return nil }

// platformFuzz is the platform API over a real store, with a browser's CSRF token.
type platformFuzz struct {
	st      *store.Store
	api     http.Handler
	pay     http.Handler
	now     time.Time
	csrf    string
	hash    string // of fuzzPassword, made once: argon2 is slow on purpose
	players int
}

func newPlatformFuzz(f *testing.F) *platformFuzz {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(f.TempDir(), "fuzz.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { st.Close() })
	clk := &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}
	// No sign-in rate limit: with a fixed clock it would turn every later sign-in into a 429.
	srv := New(Config{Store: st, Secret: []byte("fuzz-secret-0123456789abcdef0123"), BlockedCountries: []string{"KP"},
		Sender: discard{}, Publisher: discard{}, Now: clk.now, SignInPerMinute: 1 << 30})
	hash, err := auth.TestHashing.Hash(fuzzPassword)
	if err != nil {
		f.Fatal(err)
	}
	pf := &platformFuzz{st: st, api: srv.Handler(), pay: srv.PaymentPage(), now: clk.now(), hash: hash}
	// A registered player, so that the flows keyed by email meet one.
	if _, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "known@example.com", PasswordHash: hash, Language: "en", Country: "DE",
		Currency: "EUR", Confirmed: true}, pf.now); err != nil {
		f.Fatal(err)
	}
	rec := httptest.NewRecorder()
	pf.api.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, BasePath+"/player", nil))
	for _, c := range rec.Result().Cookies() {
		if c.Name == CSRFCookie {
			pf.csrf = c.Value
		}
	}
	if pf.csrf == "" {
		f.Fatal("no CSRF cookie on the first visit")
	}
	return pf
}

// signedIn returns the session cookie of a new player with the names a deposit needs: each input
// starts from the same player state, whatever earlier inputs did (a self-exclusion signs out).
func (pf *platformFuzz) signedIn(t *testing.T) *http.Cookie {
	ctx := context.Background()
	pf.players++
	p, err := pf.st.CreatePlayer(ctx, store.NewPlayer{Email: fmt.Sprintf("p%d@example.com", pf.players), PasswordHash: pf.hash,
		Language: "en", Country: "DE", Currency: "EUR", Confirmed: true, FirstName: "Fay", LastName: "Lee"}, pf.now)
	if err != nil {
		t.Fatal(err)
	}
	tok := fmt.Sprintf("fuzz-session-%d", pf.players)
	if err := pf.st.CreateWebSession(ctx, auth.HashToken(tok), p.ID, pf.now, pf.now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	return &http.Cookie{Name: SessionCookie, Value: tok}
}

func (pf *platformFuzz) do(h http.Handler, method, path, contentType, body string, session *http.Cookie) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", contentType)
	req.Header.Set(CSRFHeader, pf.csrf)
	req.AddCookie(&http.Cookie{Name: CSRFCookie, Value: pf.csrf})
	if session != nil {
		req.AddCookie(session)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// platformOps are the JSON-body operations, then the payment provider page (a form).
var platformOps = []struct {
	method, path string
	player       bool
}{
	{"POST", "/users/sign_in", false},
	{"POST", "/users/sign_up", false},
	{"POST", "/users/password", false},
	{"PUT", "/users/password", false},
	{"POST", "/users/confirmation", false},
	{"POST", "/users/unlock", false},
	{"POST", "/player/phone", true},
	{"POST", "/player/phone/verify", true},
	{"POST", "/player/deposits", true},
	{"POST", "/user_limits", true},
	{"PATCH", "/player", true},
	{"PATCH", "/player/update_locale", true},
	{"PATCH", "/player/password", true},
	{"POST", "/player/accounts", true},
	{"PATCH", "/player/currency", true},
	{"POST", PaymentPath, false},
}

// sameSite reports whether a redirect target stays on this site: a path, neither //host nor
// /\host, and no control characters (browsers drop tabs and newlines, so /\t/host is //host).
func sameSite(loc string) bool {
	return strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "//") && !strings.HasPrefix(loc, "/\\") &&
		!strings.ContainsFunc(loc, func(r rune) bool { return r < ' ' || r == 0x7f })
}

// FuzzPlatformBodies sends a fuzzed body to one of the platform API's JSON operations (with a
// valid CSRF token, and a fresh signed-in player where the operation needs one). The answer is
// never a 5xx and a 4xx is the JSON error envelope; a deposit's provider page sends the browser
// back to this site only.
func FuzzPlatformBodies(f *testing.F) {
	seeds := [][]string{ // by operation
		{`{"email":"known@example.com","password":"` + fuzzPassword + `"}`, `{"email":"nobody@example.com","password":1}`, `{"email":["x"]}`},
		{`{"email":"new@example.com","password":"secret123","currency":"EUR","country":"DE","terms_accepted":true,"locale":"pt-BR","nickname":" Nick "}`, `{"email":"x","password":"short","currency":"XYZ","country":"Germany","terms_accepted":false}`, `{"email":"kim@example.com","password":"secret123","currency":"EUR","country":"kp","terms_accepted":true}`},
		{`{"email":"known@example.com"}`, `{"email":"KNOWN@example.com "}`, `{"email":"a\u0000@b.c"}`},
		{`{"reset_password_token":"nope","password":"weak"}`, `{"reset_password_token":"","password":""}`, `{"reset_password_token":null}`},
		{`{"email":"known@example.com"}`, `{"email":"` + strings.Repeat("a", 300) + `@example.com"}`},
		{`{"email":"known@example.com"}`, `{}`},
		{`{"number":"+44 7700 900123","country":"GB"}`, `{"number":"12","country":"G"}`, `{"number":"+٤٤٧٧٠٠٩٠٠١٢٣","country":"ǅ"}`},
		{`{"code":"123456"}`, `{"code":"000000x"}`, `{"code":123456}`},
		{`{"amount":1000,"currency":"EUR","quick":true}`, `{"amount":500,"currency":"EUR","return_path":"/de/profile/wallet/deposit"}`, `{"amount":500,"currency":"EUR","return_path":"//evil.example"}`, `{"amount":500,"currency":"EUR","return_path":"/\\evil.example"}`, `{"amount":0,"currency":"GBP"}`, `{"amount":9223372036854775807,"currency":"BTC"}`},
		{`{"type":"deposit","amount":1500,"currency":"EUR","period":"day"}`, `{"type":"selfexclusion","days":180,"password":"` + fuzzPassword + `"}`, `{"type":"cooling_off","days":0}`, `{"type":"reality_check","minutes":-15}`, `{"type":"session","minutes":2147483648}`, `{"type":"loss","amount":1,"currency":"EUR","period":"decade"}`},
		{`{"first_name":"Fay","last_name":"Lee","nickname":""}`, `{"first_name":"   "}`, `{"last_name":"` + strings.Repeat("é", 60) + `"}`},
		{`{"locale":"pt-BR"}`, `{"locale":"xx"}`, `{"locale":"PT_br"}`},
		{`{"current_password":"` + fuzzPassword + `","password":"another22"}`, `{"current_password":"nope","password":"another22"}`},
		{`{"currency":"USD"}`, `{"currency":"EUR"}`, `{"currency":"usd"}`},
		{`{"currency":"EUR"}`, `{"currency":"GBP"}`},
		{"token=nope&status=success", "token=&status=error&embed=1", "token=%zz", ""},
	}
	common := []string{"", "null", "[]", "{", `{"a":`, "\x00", `"x"`, "1e999", strings.Repeat("[", 10000), `{"email":"` + strings.Repeat("x", 17<<10) + `"}`}
	for op, bodies := range seeds {
		for _, b := range append(bodies, common...) {
			f.Add(uint8(op), b)
		}
	}
	pf := newPlatformFuzz(f)
	f.Fuzz(func(t *testing.T, pick uint8, body string) {
		op := platformOps[int(pick)%len(platformOps)]
		var session *http.Cookie
		if op.player {
			session = pf.signedIn(t)
		}
		if op.path == PaymentPath {
			rec := pf.do(pf.pay, op.method, op.path, "application/x-www-form-urlencoded", body, nil)
			if rec.Code >= 500 || (rec.Code/100 == 3 && !sameSite(rec.Header().Get("Location"))) {
				t.Fatalf("payment page form %q: %d, Location %q", body, rec.Code, rec.Header().Get("Location"))
			}
			return
		}
		rec := pf.do(pf.api, op.method, BasePath+op.path, "application/json", body, session)
		if rec.Code >= 500 {
			t.Fatalf("%s %s %q: %d %s", op.method, op.path, body, rec.Code, rec.Body)
		}
		if rec.Code >= 400 {
			var e struct{ Code, Message string }
			if ct := rec.Header().Get("Content-Type"); ct != "application/json" || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Code == "" || e.Message == "" {
				t.Fatalf("%s %s %q: %d %q %s, want the JSON error with code and message", op.method, op.path, body, rec.Code, ct, rec.Body)
			}
			return
		}
		if rec.Body.Len() > 0 && !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("%s %s %q: %d with a body that is not JSON: %s", op.method, op.path, body, rec.Code, rec.Body)
		}

		// A deposit through the provider page: its answer sends the browser to the return path.
		var d struct {
			PaymentURL string `json:"payment_url"`
		}
		if op.path != "/player/deposits" || json.Unmarshal(rec.Body.Bytes(), &d) != nil || d.PaymentURL == "" {
			return
		}
		u, err := url.Parse(d.PaymentURL)
		if err != nil || u.Path != PaymentPath {
			t.Fatalf("deposit %q: payment URL %q", body, d.PaymentURL)
		}
		form := url.Values{"token": {u.Query().Get("token")}, "status": {"success"}}.Encode()
		res := pf.do(pf.pay, http.MethodPost, PaymentPath, "application/x-www-form-urlencoded", form, session)
		if loc := res.Header().Get("Location"); res.Code != http.StatusSeeOther || !sameSite(loc) {
			t.Fatalf("deposit %q: the provider page answers %d with Location %q, off this site", body, res.Code, loc)
		}
	})
}
