package platformapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

type sent struct {
	mu   sync.Mutex
	msgs []outbox.Message
}

func (s *sent) Send(_ context.Context, m outbox.Message) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.msgs = append(s.msgs, m)
	return nil
}

// link returns the last mailed link to email with the query parameter param.
func (s *sent) link(t *testing.T, email, param string) string {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	re := regexp.MustCompile(`https?://\S+\?` + param + `=(\S+)`)
	for i := len(s.msgs) - 1; i >= 0; i-- {
		if m := re.FindStringSubmatch(s.msgs[i].Body); m != nil && s.msgs[i].Recipient == email {
			tok, _ := url.QueryUnescape(m[1])
			return tok
		}
	}
	t.Fatalf("no mail to %s with %s", email, param)
	return ""
}

type published struct {
	mu       sync.Mutex
	channels []string
	data     []string
}

func (p *published) Publish(_ context.Context, ch string, data []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.channels, p.data = append(p.channels, ch), append(p.data, string(data))
	return nil
}

// testSecret is the harness's secret.
const testSecret = "test-secret"

type harness struct {
	t     *testing.T
	st    *store.Store
	srv   *Server
	http  *httptest.Server
	clock *clock
	mail  *sent
	pub   *published
}

func newHarness(t *testing.T, tweak func(*Config)) *harness {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "p.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	h := &harness{t: t, st: st, clock: &clock{t: time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)}, mail: &sent{}, pub: &published{}}
	cfg := Config{Store: st, Secret: []byte(testSecret), SiteURL: "https://bets.example.com", BlockedCountries: []string{"KP"}, Sender: h.mail, Publisher: h.pub, Now: h.clock.now,
		// New players start on the bronze comp points level: the quick deposits here are in test mode.
		QuickDepositTestGroup: "bronze",
		// The tests make many players: their passwords hashed at the least cost (auth's tests cover both).
		PasswordHashing: auth.TestHashing}
	if tweak != nil {
		tweak(&cfg)
	}
	h.srv = New(cfg)
	mux := http.NewServeMux()
	mux.Handle(BasePath+"/", h.srv.Handler())
	mux.Handle(PaymentPath, h.srv.PaymentPage())
	h.http = httptest.NewServer(mux)
	t.Cleanup(h.http.Close)
	return h
}

// client is a browser: a cookie jar, and the CSRF header taken from the cookie.
type client struct {
	h   *harness
	c   *http.Client
	hdr map[string]string
}

func (h *harness) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{h: h, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}, hdr: map[string]string{}}
}

func (c *client) csrf() string {
	u, _ := url.Parse(c.h.http.URL)
	for _, ck := range c.c.Jar.Cookies(u) {
		if ck.Name == CSRFCookie {
			return ck.Value
		}
	}
	return ""
}

// do sends a request and decodes the JSON answer into a map (or a list under "list").
func (c *client) do(method, path, body string) (int, map[string]any) {
	c.h.t.Helper()
	if c.csrf() == "" && method != http.MethodGet {
		c.do(http.MethodGet, "/player", "")
	}
	req, _ := http.NewRequest(method, c.h.http.URL+BasePath+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if method != http.MethodGet {
		req.Header.Set(CSRFHeader, c.csrf())
	}
	for k, v := range c.hdr {
		req.Header.Set(k, v)
	}
	res, err := c.c.Do(req)
	if err != nil {
		c.h.t.Fatal(err)
	}
	defer res.Body.Close()
	var v any
	_ = json.NewDecoder(res.Body).Decode(&v)
	out, ok := v.(map[string]any)
	if !ok {
		out = map[string]any{"list": v}
	}
	return res.StatusCode, out
}

func (c *client) want(method, path, body string, status int, code string) map[string]any {
	c.h.t.Helper()
	got, v := c.do(method, path, body)
	if got != status || (code != "" && v["code"] != code) {
		c.h.t.Fatalf("%s %s: %d %v, want %d %s", method, path, got, v, status, code)
	}
	return v
}

func (h *harness) signUp(c *client, email string) {
	h.t.Helper()
	c.want("POST", "/users/sign_up", `{"email":"`+email+`","password":"secret123","currency":"EUR","country":"DE","terms_accepted":true}`, 201, "")
	tok := h.mail.link(h.t, email, "confirmation_token")
	c.want("GET", "/users/confirmation?confirmation_token="+url.QueryEscape(tok), "", 200, "")
}

func (h *harness) signIn(c *client, email string) {
	h.t.Helper()
	c.want("POST", "/users/sign_in", `{"email":"`+email+`","password":"secret123"}`, 200, "")
}

func TestSignUpConfirmAndSignIn(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	if v := c.want("GET", "/player", "", 200, ""); v["id"] != nil || v["csrf_token"] == "" {
		t.Fatalf("anonymous profile %v", v)
	}
	c.want("POST", "/users/sign_up", `{"email":"x","password":"short","currency":"XYZ","country":"Germany","terms_accepted":false}`, 422, "VALIDATION_FAILED")
	c.want("POST", "/users/sign_up", `{"email":"Ann@Example.com","password":"secret123","currency":"BTC","country":"de","terms_accepted":true}`, 201, "")
	c.want("POST", "/users/sign_in", `{"email":"ann@example.com","password":"secret123"}`, 403, "EMAIL_NOT_CONFIRMED")
	c.want("GET", "/player/accounts", "", 401, "UNAUTHORIZED")

	tok := h.mail.link(t, "ann@example.com", "confirmation_token")
	c.want("GET", "/users/confirmation?confirmation_token=wrong", "", 422, "TOKEN_INVALID")
	c.want("GET", "/users/confirmation?confirmation_token="+url.QueryEscape(tok), "", 200, "")
	c.want("GET", "/users/confirmation?confirmation_token="+url.QueryEscape(tok), "", 422, "TOKEN_INVALID")

	v := c.want("POST", "/users/sign_in", `{"email":" ANN@example.com ","password":"secret123"}`, 200, "")
	if v["email"] != "ann@example.com" || v["currency"] != "BTC" {
		t.Fatalf("profile %v", v)
	}
	accs := c.want("GET", "/player/accounts?compatibility=false", "", 200, "")["list"].([]any)
	if len(accs) != 1 || accs[0].(map[string]any)["currency"] != "BTC" || accs[0].(map[string]any)["subunits"] != float64(8) {
		t.Fatalf("accounts %v", accs)
	}
	c.want("POST", "/player/accounts", `{"currency":"EUR"}`, 201, "")
	c.want("POST", "/player/accounts", `{"currency":"EUR"}`, 409, "ACCOUNT_EXISTS")
	if v := c.want("PATCH", "/player/currency", `{"currency":"EUR"}`, 200, ""); v["currency"] != "EUR" {
		t.Errorf("switch currency: %v", v)
	}
	c.want("PATCH", "/player/currency", `{"currency":"GBP"}`, 422, "NO_ACCOUNT")
	if v := c.want("PATCH", "/player/update_locale", `{"locale":"pt-BR"}`, 200, ""); v["locale"] != "pt-BR" {
		t.Errorf("update locale: %v", v)
	}
	c.want("GET", "/player/comp_points", "", 200, "")
	c.want("DELETE", "/users/sign_out", "", 204, "")
	c.want("GET", "/player/comp_points", "", 401, "UNAUTHORIZED")
}

func TestLockAndUnlock(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "bob@example.com")
	for range 5 {
		c.want("POST", "/users/sign_in", `{"email":"bob@example.com","password":"wrong1234"}`, 401, "INVALID_CREDENTIALS")
	}
	// Locked: even the right password is refused, and the unlock link opens the account again.
	c.want("POST", "/users/sign_in", `{"email":"bob@example.com","password":"secret123"}`, 401, "INVALID_CREDENTIALS")
	tok := h.mail.link(t, "bob@example.com", "unlock_token")
	c.want("GET", "/users/unlock?unlock_token="+url.QueryEscape(tok), "", 200, "")
	h.signIn(c, "bob@example.com")
}

func TestPasswordReset(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "cy@example.com")
	h.signIn(c, "cy@example.com")
	c.want("POST", "/users/password", `{"email":"cy@example.com"}`, 204, "")
	c.want("POST", "/users/password", `{"email":"unknown@example.com"}`, 204, "")
	tok := h.mail.link(t, "cy@example.com", "reset_password_token")
	c.want("PUT", "/users/password", `{"reset_password_token":"`+tok+`","password":"weak"}`, 422, "VALIDATION_FAILED")
	c.want("PUT", "/users/password", `{"reset_password_token":"`+tok+`","password":"newsecret1"}`, 204, "")
	c.want("GET", "/player/accounts", "", 401, "UNAUTHORIZED") // a reset ends the sessions
	c.want("POST", "/users/sign_in", `{"email":"cy@example.com","password":"secret123"}`, 401, "INVALID_CREDENTIALS")
	c.want("POST", "/users/sign_in", `{"email":"cy@example.com","password":"newsecret1"}`, 200, "")
	c.want("PATCH", "/player/password", `{"current_password":"nope","password":"another22"}`, 422, "PASSWORD_WRONG")
	c.want("PATCH", "/player/password", `{"current_password":"newsecret1","password":"another22"}`, 204, "")
}

func TestCSRF(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "dee@example.com")
	h.signIn(c, "dee@example.com")
	for name, header := range map[string]string{"missing": "", "wrong": "abc.def", "forged": "x." + strings.Repeat("A", 43)} {
		req, _ := http.NewRequest("POST", h.http.URL+BasePath+"/player/accounts", strings.NewReader(`{"currency":"USD"}`))
		if header != "" {
			req.Header.Set(CSRFHeader, header)
		}
		res, err := c.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 403 {
			t.Errorf("%s CSRF token: %d", name, res.StatusCode)
		}
	}
	// Nothing was written: the account does not exist yet.
	c.want("POST", "/player/accounts", `{"currency":"USD"}`, 201, "")
}

func TestSignInRateLimit(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	for i := range 20 {
		if got, _ := c.do("POST", "/users/sign_in", `{"email":"guess`+string(rune('a'+i))+`@example.com","password":"x"}`); got != 401 {
			t.Fatalf("attempt %d: %d", i+1, got)
		}
	}
	c.want("POST", "/users/sign_in", `{"email":"guess@example.com","password":"x"}`, 429, "TOO_MANY_ATTEMPTS")
	// Sign-up and password reset hash a password too: they share the allowance, and nothing is
	// written beyond it.
	c.want("POST", "/users/sign_up", `{"email":"late@example.com","password":"secret123","currency":"EUR","country":"DE","terms_accepted":true}`, 429, "TOO_MANY_ATTEMPTS")
	c.want("PUT", "/users/password", `{"reset_password_token":"x","password":"newsecret1"}`, 429, "TOO_MANY_ATTEMPTS")
	if _, err := h.st.PlayerByEmail(context.Background(), "late@example.com"); err == nil {
		t.Error("a refused sign-up created the player")
	}
	h.clock.add(time.Minute)
	c.want("POST", "/users/sign_in", `{"email":"guess@example.com","password":"x"}`, 401, "INVALID_CREDENTIALS")
}

func TestBlockedCountry(t *testing.T) {
	h := newHarness(t, func(c *Config) { c.CountryHeader = "CF-IPCountry" })
	c := h.client()
	v := c.want("POST", "/users/sign_up", `{"email":"kim@example.com","password":"secret123","currency":"EUR","country":"KP","terms_accepted":true}`, 403, "COUNTRY_BLOCKED")
	if v["details"].(map[string]any)["country"] != "KP" {
		t.Errorf("details %v", v)
	}
	h.signUp(c, "eve@example.com")
	c.hdr["CF-IPCountry"] = "KP"
	c.want("POST", "/users/sign_in", `{"email":"eve@example.com","password":"secret123"}`, 403, "COUNTRY_BLOCKED")
	delete(c.hdr, "CF-IPCountry")
	h.signIn(c, "eve@example.com")
}

// depositor is a signed-in player with the names a deposit needs.
func depositor(h *harness, email string) *client {
	c := h.client()
	h.signUp(c, email)
	h.signIn(c, email)
	c.want("POST", "/player/deposits", `{"amount":1000,"currency":"EUR"}`, 422, "AUTH_FIELDS_MISSED")
	c.want("PATCH", "/player", `{"first_name":"Fay","last_name":"Lee"}`, 200, "")
	return c
}

func TestDepositsAndLedger(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "fay@example.com")
	p, _ := h.st.PlayerByEmail(context.Background(), "fay@example.com")
	checkLedger := func() {
		t.Helper()
		accs, _ := h.st.Accounts(context.Background(), p.ID)
		for _, a := range accs {
			if sum, _ := h.st.LedgerSum(context.Background(), a.ID); sum != a.Balance.Total {
				t.Fatalf("%s: balance %d, ledger %d", a.Currency, a.Balance.Total, sum)
			}
		}
	}
	// No saved card: a quick deposit is refused, and the first goes through the provider page,
	// which saves its card ("Save this card" ticked) and redirects with the answer; a second answer
	// changes nothing.
	c.want("POST", "/player/deposits", `{"amount":1000,"currency":"EUR","quick":true}`, 422, "NO_PAYMENT_METHOD")
	if ms := c.want("GET", "/player/payment_methods", "", 200, "")["items"].([]any); len(ms) != 0 {
		t.Fatalf("methods before a deposit %v", ms)
	}
	payPage(t, c, `{"amount":500,"currency":"EUR","return_path":"/de/profile/wallet/deposit"}`, "success", true,
		"/de/profile/wallet/deposit?payment=success")
	ms := c.want("GET", "/player/payment_methods", "", 200, "")["items"].([]any)
	if len(ms) != 1 || ms[0].(map[string]any)["label"] != "Visa •••• 4242" || ms[0].(map[string]any)["kind"] != "card" {
		t.Fatalf("methods %v", ms)
	}
	checkLedger()
	for _, tc := range []struct {
		amount int64
		status string
	}{{1000, "success"}, {1066, "error"}, {1077, "pending"}, {250, "success"}} {
		v := c.want("POST", "/player/deposits", `{"amount":`+jsonInt(tc.amount)+`,"currency":"EUR","quick":true}`, 201, "")
		if v["status"] != tc.status {
			t.Errorf("quick deposit of %d: %v", tc.amount, v["status"])
		}
		checkLedger()
	}
	c.want("POST", "/player/deposits", `{"amount":100,"currency":"EUR","quick":true,"method_id":999}`, 404, "METHOD_NOT_FOUND")
	acc := c.want("GET", "/player/accounts", "", 200, "")["list"].([]any)[0].(map[string]any)
	if bal := acc["balance"].(map[string]any); bal["total"] != float64(1750) || bal["available_to_bet"] != float64(1750) {
		t.Errorf("balance %v", bal)
	}
	if len(h.pub.channels) != 3 || h.pub.channels[0] != "$private:en.platform_user."+jsonInt(p.ID) ||
		!strings.Contains(h.pub.data[2], `"event_name":"balance_changed"`) || !strings.Contains(h.pub.data[2], `"total":1750`) {
		t.Errorf("published %v %v", h.pub.channels, h.pub.data)
	}
	list := c.want("GET", "/player/transactions?limit=2", "", 200, "")
	items := list["items"].([]any)
	if len(items) != 2 || items[0].(map[string]any)["amount"] != float64(250) || list["pagination"].(map[string]any)["total"] != float64(3) {
		t.Errorf("transactions %v", list)
	}
	// The transactions page's filters: a kind, a window of time; a value that cannot be read is a
	// 400 naming it.
	if list := c.want("GET", "/player/transactions?kind=deposit&from=2020-01-01T00:00:00%2B02:00", "", 200, ""); list["pagination"].(map[string]any)["total"] != float64(3) {
		t.Errorf("deposits since 2020: %v", list)
	}
	if list := c.want("GET", "/player/transactions?to=2020-01-01T00:00:00Z", "", 200, ""); len(list["items"].([]any)) != 0 {
		t.Errorf("transactions before 2020: %v", list)
	}
	if list := c.want("GET", "/player/transactions?kind=bet_stake", "", 200, ""); list["pagination"].(map[string]any)["total"] != float64(0) {
		t.Errorf("stakes: %v", list)
	}
	for query, param := range map[string]string{
		"kind=transfer": "kind", "kind=": "kind", "from=yesterday": "from",
		"from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z": "to", "from=2026-05-01T00:00:00Z&to=2026-05-01T00:00:00Z": "to",
	} {
		v := c.want("GET", "/player/transactions?"+query, "", 400, "INVALID_PARAMETER")
		if v["message"] != "error.invalid_parameter" || (param != "from" && v["details"].(map[string]any)["parameter"] != param) {
			t.Errorf("%s: %v, want the parameter %s", query, v, param)
		}
	}
	c.want("POST", "/player/deposits", `{"amount":0,"currency":"EUR"}`, 422, "VALIDATION_FAILED")
	c.want("POST", "/player/deposits", `{"amount":100,"currency":"GBP"}`, 422, "NO_ACCOUNT")
}

func jsonInt(n int64) string { b, _ := json.Marshal(n); return string(b) }

// payPage starts a deposit of body and answers it on the provider page, with "Save this card"
// ticked or not; the answer redirects to wantLocation. Answering again changes nothing.
func payPage(t *testing.T, c *client, body, status string, save bool, wantLocation string) {
	t.Helper()
	v := c.want("POST", "/player/deposits", body, 201, "")
	payURL := v["payment_url"].(string)
	form := url.Values{"token": {strings.TrimPrefix(payURL, PaymentPath+"?token=")}, "status": {status}, "save_shown": {"1"}}
	if save {
		form.Set("save_card", "1")
	}
	for i := range 2 {
		res, err := c.c.PostForm(c.h.http.URL+PaymentPath, form)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if loc := res.Header.Get("Location"); i == 0 && (res.StatusCode != 303 || loc != wantLocation) {
			t.Errorf("provider answer: %d %s", res.StatusCode, loc)
		}
	}
}

func TestLimitsAreEnforced(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "gil@example.com")
	c.want("POST", "/user_limits", `{"type":"deposit","amount":1500,"currency":"EUR","period":"day"}`, 201, "")
	payPage(t, c, `{"amount":1000,"currency":"EUR"}`, "success", true, "/profile/wallet/deposit?payment=success")
	v := c.want("POST", "/player/deposits", `{"amount":600,"currency":"EUR","quick":true}`, 422, "LIMIT_DEPOSIT_EXCEEDED")
	if v["details"].(map[string]any)["remaining"] != float64(500) {
		t.Errorf("details %v", v)
	}
	// Loosening waits a day; tightening is at once.
	if v := c.want("POST", "/user_limits", `{"type":"deposit","amount":5000,"currency":"EUR","period":"day"}`, 201, ""); v["status"] != "unconfirmed" {
		t.Errorf("looser limit %v", v)
	}
	c.want("POST", "/player/deposits", `{"amount":600,"currency":"EUR","quick":true}`, 422, "LIMIT_DEPOSIT_EXCEEDED")
	c.want("POST", "/user_limits", `{"type":"deposit","amount":-1,"currency":"EUR","period":"day"}`, 422, "VALIDATION_FAILED")

	// Reality check: none yet (204, no body), then due interval after the session start.
	if v := c.want("GET", "/reality_check", "", 204, ""); v["list"] != nil || len(v) != 1 {
		t.Errorf("no reality check answered %v, want no body", v)
	}
	sess := c.want("POST", "/sportsbook_sessions", "", 200, "")
	c.want("POST", "/user_limits", `{"type":"reality_check","minutes":15}`, 201, "")
	rc := c.want("GET", "/reality_check", "", 200, "")
	if rc["next_check_at"] != "2026-11-23T12:15:00Z" || rc["session_started_at"] != sess["started_at"] {
		t.Errorf("reality check %v (session %v)", rc, sess)
	}
	h.clock.add(20 * time.Minute)
	c.want("POST", "/sportsbook_sessions/continue", "", 200, "")
	if rc := c.want("GET", "/reality_check", "", 200, ""); rc["next_check_at"] != "2026-11-23T12:35:00Z" {
		t.Errorf("after continue %v", rc)
	}

	// A session limit of 30 minutes a day: 20 are used; pings go on until it is reached.
	c.want("POST", "/user_limits", `{"type":"session","minutes":30}`, 201, "")
	c.want("POST", "/player/activity_limit_track", "", 204, "")
	h.clock.add(11 * time.Minute)
	c.want("POST", "/player/activity_limit_track", "", 403, "SESSION_LIMIT_REACHED")
	c.want("POST", "/sportsbook_sessions", "", 403, "SESSION_LIMIT_REACHED")
	h.clock.add(24 * time.Hour)
	c.want("POST", "/sportsbook_sessions", "", 200, "")

	// Self-exclusion needs the password, ends the sign-in, and refuses the next.
	c.want("POST", "/user_limits", `{"type":"selfexclusion","days":180,"password":"nope"}`, 422, "PASSWORD_WRONG")
	c.want("POST", "/user_limits", `{"type":"selfexclusion","days":180,"password":"secret123"}`, 201, "")
	c.want("GET", "/user_limits", "", 401, "UNAUTHORIZED")
	v = c.want("POST", "/users/sign_in", `{"email":"gil@example.com","password":"secret123"}`, 403, "SELF_EXCLUDED")
	if until := v["details"].(map[string]any)["until"]; until != h.clock.now().AddDate(0, 0, 180).Format(time.RFC3339) {
		t.Errorf("until %v", v["details"])
	}
}

func TestActivityLimit(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "hal@example.com")
	c.want("POST", "/sportsbook_sessions", "", 200, "")
	c.want("POST", "/user_limits", `{"type":"activity","minutes":2}`, 201, "")
	limits := c.want("GET", "/user_limits", "", 200, "")["list"].([]any)
	if len(limits) != 1 || limits[0].(map[string]any)["status"] != "active" {
		t.Fatalf("limits %v", limits)
	}
	for i, want := range []int{204, 401} {
		h.clock.add(time.Minute)
		if got, v := c.do("POST", "/player/activity_limit_track", ""); got != want {
			t.Fatalf("ping %d: %d %v", i+1, got, v)
		}
	}
	c.want("GET", "/player/accounts", "", 401, "UNAUTHORIZED") // signed out
}

func TestBearer(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "ivy@example.com")
	v := c.want("POST", "/sportsbook_sessions", "", 200, "")
	claims, err := h.srv.Authenticate(context.Background(), v["token"].(string))
	if err != nil || claims.PlayerID == 0 {
		t.Fatalf("Authenticate: %+v %v", claims, err)
	}
	c.want("DELETE", "/users/sign_out", "", 204, "")
	if _, err := h.srv.Authenticate(context.Background(), v["token"].(string)); err == nil {
		t.Error("a bearer token outlives the sign-out")
	}
}

func TestPhoneVerification(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "jo@example.com")
	c.want("GET", "/player/phone", "", 404, "NOT_FOUND")
	c.want("POST", "/player/phone", `{"number":"12","country":"GB"}`, 422, "VALIDATION_FAILED")
	v := c.want("POST", "/player/phone", `{"number":"+44 7700 900123","country":"GB"}`, 200, "")
	if v["number"] != "+447700900123" || v["verified"] != false || v["resend_timeout"] != float64(60) {
		t.Fatalf("phone %v", v)
	}
	c.want("POST", "/player/phone/resend", "", 429, "RESEND_TOO_SOON")
	c.want("POST", "/player/phone/verify", `{"code":"000000x"}`, 422, "CODE_INVALID")
	h.mail.mu.Lock()
	code := regexp.MustCompile(`\d{6}`).FindString(h.mail.msgs[len(h.mail.msgs)-1].Body)
	h.mail.mu.Unlock()
	if v := c.want("POST", "/player/phone/verify", `{"code":"`+code+`"}`, 200, ""); v["verified"] != true {
		t.Errorf("verify %v", v)
	}
	for i := 0; i < 4; i++ {
		h.clock.add(time.Minute)
		c.want("POST", "/player/phone/resend", "", 200, "")
	}
	h.clock.add(time.Minute)
	c.want("POST", "/player/phone/resend", "", 429, "SMS_LIMIT_REACHED")
}
