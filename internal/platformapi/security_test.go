package platformapi

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/auth"
)

// raw sends a request and returns the status and the body exactly as sent.
func (c *client) raw(method, path, body string, tweak func(*http.Request)) (int, string) {
	c.h.t.Helper()
	if c.csrf() == "" {
		c.do(http.MethodGet, "/player", "")
	}
	req, _ := http.NewRequest(method, c.h.http.URL+BasePath+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(CSRFHeader, c.csrf())
	if tweak != nil {
		tweak(req)
	}
	res, err := c.c.Do(req)
	if err != nil {
		c.h.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// An unknown email, a wrong password, the wrong password that locks the account and a locked
// account (whatever the password) answer byte for byte the same, and each costs exactly one
// password check (the slow part), so neither the answer nor its time tells a guesser who is
// registered. The checks are counted, not timed: a timing test would fail on a busy machine.
func TestSignInAnswersAlike(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "liz@example.com")
	h.signUp(c, "max@example.com")
	for range 4 {
		c.want("POST", "/users/sign_in", `{"email":"max@example.com","password":"wrong1234"}`, 401, "")
	}
	var checks atomic.Int32
	h.srv.players.CheckPassword = func(hash, password string) (bool, error) {
		checks.Add(1)
		return auth.CheckPassword(hash, password)
	}

	var first string
	for _, tc := range []struct{ name, body string }{
		{"unknown email", `{"email":"nobody@example.com","password":"secret123"}`},
		{"wrong password", `{"email":"liz@example.com","password":"wrong1234"}`},
		{"the wrong password that locks", `{"email":"max@example.com","password":"wrong1234"}`},
		{"locked, right password", `{"email":"max@example.com","password":"secret123"}`},
		{"locked, wrong password", `{"email":"max@example.com","password":"wrong1234"}`},
	} {
		checks.Store(0)
		status, body := c.raw("POST", "/users/sign_in", tc.body, nil)
		if status != 401 || !strings.Contains(body, `"INVALID_CREDENTIALS"`) || strings.Contains(body, "details") {
			t.Errorf("%s: %d %s", tc.name, status, body)
		}
		if first == "" {
			first = body
		} else if body != first {
			t.Errorf("%s answers %q, unlike %q", tc.name, body, first)
		}
		if n := checks.Load(); n != 1 {
			t.Errorf("%s ran %d password checks, want 1", tc.name, n)
		}
	}
	if p, _ := h.st.PlayerByEmail(context.Background(), "max@example.com"); !p.Locked() {
		t.Fatal("five wrong passwords lock the account")
	}
	h.mail.link(t, "max@example.com", "unlock_token")
}

// A sign-up with a registered email answers as a new one; the owner is mailed instead, and the
// account is untouched.
func TestSignUpWithATakenEmail(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "ann@example.com")
	signUp := func(email, password string) string {
		t.Helper()
		status, body := c.raw("POST", "/users/sign_up", `{"email":"`+email+`","password":"`+password+`","currency":"USD","country":"FR","terms_accepted":true}`, nil)
		if status != 201 {
			t.Fatalf("sign-up %s: %d %s", email, status, body)
		}
		return body
	}
	fresh := signUp("new@example.com", "another99")
	again := signUp("ANN@example.com", "another99")
	if strings.ReplaceAll(fresh, "new@", "ann@") != again {
		t.Errorf("a taken email answers %q, a new one %q", again, fresh)
	}
	h.mail.mu.Lock()
	last := h.mail.msgs[len(h.mail.msgs)-1]
	h.mail.mu.Unlock()
	if last.Recipient != "ann@example.com" || !strings.Contains(last.Body, "already has one") ||
		!strings.Contains(last.Body, "https://bets.example.com/users/password/new") || strings.Contains(last.Body, "token") {
		t.Errorf("owner's mail: %+v", last)
	}
	h.signIn(c, "ann@example.com") // the first password still works
	c.want("POST", "/users/sign_in", `{"email":"ann@example.com","password":"another99"}`, 401, "INVALID_CREDENTIALS")

	// An unconfirmed owner gets a fresh confirmation link instead.
	first := h.mail.link(t, "new@example.com", "confirmation_token")
	signUp("new@example.com", "third999x")
	second := h.mail.link(t, "new@example.com", "confirmation_token")
	if first == second {
		t.Fatal("no new confirmation link")
	}
	c.want("GET", "/users/confirmation?confirmation_token="+url.QueryEscape(second), "", 200, "")
}

// Mailed links come from the configured site URL, whatever Host or forwarding header the request
// that caused them carried.
func TestMailedLinksIgnoreTheHost(t *testing.T) {
	h := newHarness(t, nil)
	c := h.client()
	h.signUp(c, "cy@example.com")
	forge := func(r *http.Request) {
		for _, ck := range c.c.Jar.Cookies(r.URL) { // the jar would look them up by the forged host
			r.AddCookie(ck)
		}
		r.Host = "attacker.invalid"
		r.Header.Set("X-Forwarded-Host", "attacker.invalid")
	}
	if status, body := c.raw("POST", "/users/password", `{"email":"cy@example.com"}`, forge); status != 204 {
		t.Fatalf("reset request: %d %s", status, body)
	}
	c.raw("POST", "/users/sign_up", `{"email":"dan@example.com","password":"secret123","currency":"EUR","country":"DE","terms_accepted":true}`, forge)
	h.mail.mu.Lock()
	defer h.mail.mu.Unlock()
	for _, m := range h.mail.msgs {
		if strings.Contains(m.Body, "attacker") || !strings.Contains(m.Body, "https://bets.example.com/users/") {
			t.Errorf("mail to %s: %s", m.Recipient, m.Body)
		}
	}
}

// A signed-in player's password confirmation counts toward the lock like sign-in: a stolen
// session cannot guess the password. The lock ends the player's sessions and mails the unlock link.
func TestPasswordConfirmationCountsTowardTheLock(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "gus@example.com")
	other := h.client()
	other.want("POST", "/users/sign_in", `{"email":"gus@example.com","password":"wrong1234"}`, 401, "INVALID_CREDENTIALS")
	for left := 3; left >= 1; left-- {
		body := `{"current_password":"guess` + string(rune('0'+left)) + `","password":"another22"}`
		if left%2 == 0 {
			body = `{"type":"selfexclusion","days":180,"password":"guess"}`
			v := c.want("POST", "/user_limits", body, 422, "PASSWORD_WRONG")
			if v["details"].(map[string]any)["attempts_left"] != float64(left) {
				t.Errorf("attempts_left %v, want %d", v["details"], left)
			}
			continue
		}
		v := c.want("PATCH", "/player/password", body, 422, "PASSWORD_WRONG")
		if v["details"].(map[string]any)["attempts_left"] != float64(left) {
			t.Errorf("attempts_left %v, want %d", v["details"], left)
		}
	}
	c.want("PATCH", "/player/password", `{"current_password":"guess0","password":"another22"}`, 423, "ACCOUNT_LOCKED")
	c.want("GET", "/player/accounts", "", 401, "UNAUTHORIZED")
	other.want("POST", "/users/sign_in", `{"email":"gus@example.com","password":"secret123"}`, 401, "INVALID_CREDENTIALS")
	tok := h.mail.link(t, "gus@example.com", "unlock_token")
	other.want("GET", "/users/unlock?unlock_token="+url.QueryEscape(tok), "", 200, "")
	h.signIn(other, "gus@example.com")
	// A right confirmation starts the count again.
	other.want("PATCH", "/player/password", `{"current_password":"nope","password":"another22"}`, 422, "PASSWORD_WRONG")
	other.want("PATCH", "/player/password", `{"current_password":"secret123","password":"another22"}`, 204, "")
	if p, _ := h.st.PlayerByEmail(context.Background(), "gus@example.com"); p.FailedSignIns != 0 {
		t.Errorf("failed count %d after a right password", p.FailedSignIns)
	}
}

// A deposit's return path must be a path of this site; anything else, a tab included (browsers
// drop it and read "/\t/x" as "//x"), sends the payer back to the deposit page.
func TestDepositReturnPathStaysOnTheSite(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "ida@example.com")
	for _, tc := range []struct{ path, want string }{
		{"/\t/attacker.invalid/", "/profile/wallet/deposit?payment=error"},
		{"/\n/attacker.invalid/", "/profile/wallet/deposit?payment=error"},
		{"//attacker.invalid/", "/profile/wallet/deposit?payment=error"},
		{"/\\attacker.invalid/", "/profile/wallet/deposit?payment=error"},
		{"https://attacker.invalid/", "/profile/wallet/deposit?payment=error"},
		{"/%2F/attacker.invalid", "/profile/wallet/deposit?payment=error"},
		{"/de/profile/wallet/deposit?tab=card#top", "/de/profile/wallet/deposit?payment=error&tab=card"},
	} {
		body, _ := json.Marshal(map[string]any{"amount": 500, "currency": "EUR", "return_path": tc.path})
		v := c.want("POST", "/player/deposits", string(body), 201, "")
		token := strings.TrimPrefix(v["payment_url"].(string), PaymentPath+"?token=")
		res, err := c.c.PostForm(h.http.URL+PaymentPath, url.Values{"token": {token}, "status": {"error"}})
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if loc := res.Header.Get("Location"); res.StatusCode != 303 || loc != tc.want {
			t.Errorf("return path %q: %d %q, want %q", tc.path, res.StatusCode, loc, tc.want)
		}
	}
}

// The payment page lets its own style and script run by a fresh nonce, and only this site (and
// the configured parent origins) may frame it.
func TestPaymentPageCSP(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "joy@example.com")
	v := c.want("POST", "/player/deposits", `{"amount":500,"currency":"EUR"}`, 201, "")
	res, err := c.c.Get(h.http.URL + v["payment_url"].(string) + "&embed=1")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	csp := res.Header.Get("Content-Security-Policy")
	i := strings.Index(csp, "'nonce-")
	if res.StatusCode != 200 || i < 0 || !strings.Contains(csp, "frame-ancestors 'self'") || res.Header.Get("X-Frame-Options") != "SAMEORIGIN" {
		t.Fatalf("%d CSP %q XFO %q", res.StatusCode, csp, res.Header.Get("X-Frame-Options"))
	}
	nonce := strings.TrimPrefix(strings.SplitN(csp[i:], "'", 3)[1], "nonce-")
	if !strings.Contains(string(body), `<style nonce="`+nonce+`">`) {
		t.Errorf("the page's style has no matching nonce: %s", body)
	}
}

// Bearer tokens name their sportsbook session by a random identifier: a token for a guessed
// session, even one signed with the right key, is refused.
func TestBearerNamesARandomSession(t *testing.T) {
	h := newHarness(t, nil)
	c := depositor(h, "kai@example.com")
	v := c.want("POST", "/sportsbook_sessions", "", 200, "")
	payload, err := base64.RawURLEncoding.DecodeString(strings.Split(v["token"].(string), ".")[1])
	if err != nil {
		t.Fatal(err)
	}
	var claims struct {
		Sid any    `json:"sid"`
		Sub string `json:"sub"`
	}
	_ = json.Unmarshal(payload, &claims)
	sid, _ := claims.Sid.(string)
	if len(sid) < 40 || sid == jsonInt(int64(v["id"].(float64))) {
		t.Fatalf("session named %v in the token (id %v)", claims.Sid, v["id"])
	}
	p, _ := h.st.PlayerByEmail(context.Background(), "kai@example.com")
	signer := auth.NewBearer(auth.SubKey([]byte(testSecret), "bearer")) // the server's own key
	for _, guess := range []string{"1", jsonInt(int64(v["id"].(float64))), sid[:len(sid)-1] + "x"} {
		forged, _, err := signer.Issue(p.ID, guess, h.clock.now())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.srv.Authenticate(context.Background(), forged); err == nil {
			t.Errorf("a token for session %q is accepted", guess)
		}
	}
	if _, err := h.srv.Authenticate(context.Background(), v["token"].(string)); err != nil {
		t.Errorf("the real token: %v", err)
	}
}
