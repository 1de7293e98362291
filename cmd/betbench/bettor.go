package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
)

// Paths of the running binary. The bench talks to it only through HTTP, as the SPA does.
const (
	platformBase   = "/api/platform"
	sportsbookBase = "/api/sportsbook"
	outboxPath     = "/dev/outbox"
)

// Who each bettor is, and what it puts in its wallet.
const (
	password = "bench-bets-2026"
	currency = "EUR"
	country  = "DE"
	// deposit is 100,000.00 EUR: far more than 1.00 stakes can use up in a run of minutes, and a
	// round amount, since the test card declines cents ending in 66 and leaves 77 pending.
	deposit = 10_000_000
	// maxAnswer bounds how much of an answer is read: every answer here is a small JSON object.
	maxAnswer = 4 << 20
)

// bettor is one player of the bench: a cookie jar of its own for the platform session and the
// CSRF cookie, and, once set up, the bearer token of the sportsbook API.
type bettor struct {
	base   *url.URL
	client *http.Client
	email  string
	csrf   string
	bearer string
}

func newBettor(base *url.URL, transport http.RoundTripper, email string) (*bettor, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, fmt.Errorf("cookie jar: %w", err)
	}
	// The timeout only guards against a hung server; a placement answers in milliseconds.
	return &bettor{base: base, client: &http.Client{Transport: transport, Jar: jar, Timeout: 30 * time.Second}, email: email}, nil
}

// statusError is an answer with another status than the call wanted; code is the contract's
// error code when the body has one.
type statusError struct {
	method, path string
	status       int
	code         string
	body         string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("%s %s: status %d: %s", e.method, e.path, e.status, e.body)
}

// send makes one request with a JSON body (in may be nil) and reads the whole answer, so that the
// connection is reused.
func (b *bettor) send(ctx context.Context, method, path string, header http.Header, in any) (int, []byte, error) {
	var body io.Reader
	if in != nil {
		buf, err := json.Marshal(in)
		if err != nil {
			return 0, nil, fmt.Errorf("encode %s %s: %w", method, path, err)
		}
		body = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, b.url(path), body)
	if err != nil {
		return 0, nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.client.Do(req)
	if err != nil {
		return 0, nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return resp.StatusCode, nil, fmt.Errorf("%s %s: read answer: %w", method, path, err)
	}
	return resp.StatusCode, data, nil
}

// url resolves path (with its query, which JoinPath alone would escape) against the base URL.
func (b *bettor) url(path string) string {
	p, q, _ := strings.Cut(path, "?")
	u := b.base.JoinPath(p)
	u.RawQuery = q
	return u.String()
}

// call sends a request and decodes the answer into out (when not nil) if its status is want;
// any other status is a *statusError.
func (b *bettor) call(ctx context.Context, method, path string, header http.Header, in, out any, want int) error {
	status, data, err := b.send(ctx, method, path, header, in)
	if err != nil {
		return err
	}
	if status != want {
		return newStatusError(method, path, status, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return fmt.Errorf("%s %s: decode answer: %w", method, path, err)
		}
	}
	return nil
}

func newStatusError(method, path string, status int, data []byte) *statusError {
	var e apigen.Error // the platform's Error has the same code field
	_ = json.Unmarshal(data, &e)
	body := string(data)
	if len(body) > 300 {
		body = body[:300] + "..."
	}
	return &statusError{method: method, path: path, status: status, code: e.Code, body: strings.TrimSpace(body)}
}

// platform calls the platform API the way the browser does: cookies from the jar, and on every
// write the CSRF token in its header.
func (b *bettor) platform(ctx context.Context, method, path string, in, out any, want int) error {
	var h http.Header
	if method != http.MethodGet {
		h = http.Header{"X-Csrf-Token": {b.csrf}}
	}
	return b.call(ctx, method, platformBase+path, h, in, out, want)
}

// sportsbook calls the sportsbook API with the bearer token, as the SPA does once signed in.
func (b *bettor) sportsbook(ctx context.Context, method, path string, in, out any, want int) error {
	return b.call(ctx, method, sportsbookBase+path, b.authHeader(), in, out, want)
}

func (b *bettor) authHeader() http.Header {
	return http.Header{"Authorization": {"Bearer " + b.bearer}}
}

// setUp takes a fresh bettor from visitor to a signed-in, funded player holding a sportsbook
// bearer token that accepts any odds change: the steps a player takes in the SPA.
func (b *bettor) setUp(ctx context.Context) error {
	// The first GET hands out the sb_csrf cookie; the same token goes in the header of writes.
	var anon platformgen.Player
	if err := b.platform(ctx, http.MethodGet, "/player", nil, &anon, http.StatusOK); err != nil {
		return fmt.Errorf("csrf token: %w", err)
	}
	if anon.CsrfToken == "" {
		return errors.New("csrf token: GET /player answered none")
	}
	b.csrf = anon.CsrfToken

	signUp := platformgen.SignUpRequest{Email: b.email, Password: password, Currency: currency, Country: country, TermsAccepted: true}
	if err := b.platform(ctx, http.MethodPost, "/users/sign_up", signUp, nil, http.StatusCreated); err != nil {
		return fmt.Errorf("sign up: %w", err)
	}
	token, err := b.mailedToken(ctx, "confirmation_token")
	if err != nil {
		return fmt.Errorf("confirmation mail: %w", err)
	}
	if err := b.platform(ctx, http.MethodGet, "/users/confirmation?confirmation_token="+url.QueryEscape(token), nil, nil, http.StatusOK); err != nil {
		return fmt.Errorf("confirm: %w", err)
	}
	if err := b.platform(ctx, http.MethodPost, "/users/sign_in", platformgen.SignInRequest{Email: b.email, Password: password}, nil, http.StatusOK); err != nil {
		return fmt.Errorf("sign in: %w", err)
	}
	// Deposits need a first and last name (otherwise 422 AUTH_FIELDS_MISSED).
	first, last := "Bench", "Bettor"
	if err := b.platform(ctx, http.MethodPatch, "/player", platformgen.PlayerUpdate{FirstName: &first, LastName: &last}, nil, http.StatusOK); err != nil {
		return fmt.Errorf("names: %w", err)
	}
	quick := true
	var d platformgen.Deposit
	if err := b.platform(ctx, http.MethodPost, "/player/deposits", platformgen.DepositRequest{Amount: deposit, Currency: currency, Quick: &quick}, &d, http.StatusCreated); err != nil {
		return fmt.Errorf("deposit: %w", err)
	}
	if d.Status != platformgen.DepositStatusSuccess {
		return fmt.Errorf("deposit: status %q, want success", d.Status)
	}
	var sess platformgen.SportsbookSession
	if err := b.platform(ctx, http.MethodPost, "/sportsbook_sessions", nil, &sess, http.StatusOK); err != nil {
		return fmt.Errorf("sportsbook session: %w", err)
	}
	b.bearer = sess.Token
	// Live prices move every second; with the default mode (none) a moved price refuses the bet,
	// and the bench would measure refusals instead of placements.
	mode := apigen.Any
	var settings apigen.BetSettings
	if err := b.sportsbook(ctx, http.MethodPost, "/settings", apigen.SettingsUpdate{AutoAcceptOddsChange: &mode}, &settings, http.StatusOK); err != nil {
		return fmt.Errorf("odds-accept mode: %w", err)
	}
	if settings.OddsAcceptMode != apigen.Any {
		return fmt.Errorf("odds-accept mode: server kept %q", settings.OddsAcceptMode)
	}
	return nil
}

// outboxMessage is one entry of /dev/outbox?format=json (a developer page, not in the contract).
type outboxMessage struct {
	Recipient string `json:"recipient"`
	Body      string `json:"body"`
}

// mailedToken reads the value of query parameter param from the newest link mailed to the
// bettor. The outbox is written before sign-up answers; the short retry only covers a slow disk.
func (b *bettor) mailedToken(ctx context.Context, param string) (string, error) {
	link := regexp.MustCompile(`https?://\S+\?` + regexp.QuoteMeta(param) + `=\S+`)
	path := outboxPath + "?format=json&to=" + url.QueryEscape(b.email)
	for attempt := 0; ; attempt++ {
		var msgs []outboxMessage
		if err := b.call(ctx, http.MethodGet, path, nil, nil, &msgs, http.StatusOK); err != nil {
			return "", err
		}
		for _, m := range msgs { // newest first
			if found := link.FindString(m.Body); found != "" {
				u, err := url.Parse(found)
				if err != nil {
					return "", fmt.Errorf("mailed link %q: %w", found, err)
				}
				if tok := u.Query().Get(param); tok != "" {
					return tok, nil
				}
			}
		}
		if attempt == 20 {
			return "", fmt.Errorf("no link with %s mailed to %s (is DEV_OUTBOX off?)", param, b.email)
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// pick is one outcome of a match's main market, as the bettor saw it in the list.
type pick struct {
	matchID   int64
	marketID  int64
	specifier string
	outcomeID string
	odds      int64
}

// bettableMatches reads prematch matches and keeps, per match, the active outcomes of a main
// market that takes bets. Listing them needs no sign-in, as for any visitor.
func bettableMatches(ctx context.Context, b *bettor, limit int) ([][]pick, error) {
	var list apigen.MatchList
	path := fmt.Sprintf("/matches?match_status=%d&type=match&limit=%d", apigen.MatchStatusN0, limit)
	if err := b.call(ctx, http.MethodGet, sportsbookBase+path, nil, nil, &list, http.StatusOK); err != nil {
		return nil, fmt.Errorf("list matches: %w", err)
	}
	var out [][]pick
	for _, m := range list.Data {
		mk := m.MainMarket
		if mk == nil || mk.Status != apigen.MarketStatusN1 {
			continue
		}
		var picks []pick
		for _, o := range mk.Outcomes {
			if o.Active && o.Odds > 1000 {
				picks = append(picks, pick{matchID: m.MatchId, marketID: mk.MarketId, specifier: mk.Specifier, outcomeID: o.Id, odds: o.Odds})
			}
		}
		if len(picks) > 0 {
			out = append(out, picks)
		}
	}
	return out, nil
}
