package bench

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
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
)

// Paths of the running binary. The benches talk to it only through HTTP, as the SPA does.
const (
	PlatformBase   = "/api/platform"
	SportsbookBase = "/api/sportsbook"
	outboxPath     = "/dev/outbox"
)

// Who each bettor is, and what it puts in its wallet (Deposit, in minor units of Currency).
const (
	password = "bench-bets-2026"
	Currency = "EUR"
	country  = "DE"
	// Deposit is 100,000.00 EUR: far more than 1.00 stakes can use up in a run of minutes, and a
	// round amount, since the test card declines cents ending in 66 and leaves 77 pending.
	Deposit = 10_000_000
	// maxAnswer bounds how much of an answer is read: every answer here is a small JSON object.
	maxAnswer = 4 << 20
)

// Bettor is one player of a bench: a cookie jar of its own for the platform session and the
// CSRF cookie, and, once set up, the bearer token of the sportsbook API.
type Bettor struct {
	Email  string
	base   *url.URL
	client *http.Client
	csrf   string
	bearer string
}

// NewBettor is a visitor of base with the given email, not yet signed up (SetUp).
func NewBettor(base *url.URL, transport http.RoundTripper, email string) (*Bettor, error) {
	jar, err := cookiejar.New(nil)
	if err != nil {
		return nil, fmt.Errorf("cookie jar: %w", err)
	}
	// The timeout only guards against a hung server; a placement answers in milliseconds.
	return &Bettor{base: base, client: &http.Client{Transport: transport, Jar: jar, Timeout: 30 * time.Second}, Email: email}, nil
}

// StatusError is an answer with another status than the call wanted; Code is the contract's
// error code when the body has one.
type StatusError struct {
	method, path string
	Status       int
	Code         string
	body         string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("%s %s: status %d: %s", e.method, e.path, e.Status, e.body)
}

// On is the same signed-in bettor talking to another base URL (one instance behind the load
// balancer): the sportsbook API needs only its bearer token.
func (b *Bettor) On(base *url.URL) *Bettor {
	c := *b
	c.base = base
	return &c
}

// Send makes one request with a JSON body (in may be nil) and reads the whole answer, so that the
// connection is reused.
func (b *Bettor) Send(ctx context.Context, method, path string, header http.Header, in any) (int, []byte, error) {
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
func (b *Bettor) url(path string) string {
	p, q, _ := strings.Cut(path, "?")
	u := b.base.JoinPath(p)
	u.RawQuery = q
	return u.String()
}

// Call sends a request and decodes the answer into out (when not nil) if its status is want;
// any other status is a *StatusError.
func (b *Bettor) Call(ctx context.Context, method, path string, header http.Header, in, out any, want int) error {
	status, data, err := b.Send(ctx, method, path, header, in)
	if err != nil {
		return err
	}
	if status != want {
		return NewStatusError(method, path, status, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return fmt.Errorf("%s %s: decode answer: %w", method, path, err)
		}
	}
	return nil
}

// NewStatusError is the error of an answer with the unwanted status and body data.
func NewStatusError(method, path string, status int, data []byte) *StatusError {
	var e apigen.Error // the platform's Error has the same code field
	_ = json.Unmarshal(data, &e)
	body := string(data)
	if len(body) > 300 {
		body = body[:300] + "..."
	}
	return &StatusError{method: method, path: path, Status: status, Code: e.Code, body: strings.TrimSpace(body)}
}

// platform calls the platform API the way the browser does: cookies from the jar, and on every
// write the CSRF token in its header.
func (b *Bettor) platform(ctx context.Context, method, path string, in, out any, want int) error {
	var h http.Header
	if method != http.MethodGet {
		h = http.Header{"X-Csrf-Token": {b.csrf}}
	}
	return b.Call(ctx, method, PlatformBase+path, h, in, out, want)
}

// sportsbook calls the sportsbook API with the bearer token, as the SPA does once signed in.
func (b *Bettor) sportsbook(ctx context.Context, method, path string, in, out any, want int) error {
	return b.Call(ctx, method, SportsbookBase+path, b.AuthHeader(), in, out, want)
}

func (b *Bettor) AuthHeader() http.Header {
	return http.Header{"Authorization": {"Bearer " + b.bearer}}
}

// SetUp takes a fresh bettor from visitor to a signed-in, funded player holding a sportsbook
// bearer token that accepts any odds change: the steps a player takes in the SPA.
func (b *Bettor) SetUp(ctx context.Context) error {
	// The first GET hands out the sb_csrf cookie; the same token goes in the header of writes.
	var anon platformgen.Player
	if err := b.platform(ctx, http.MethodGet, "/player", nil, &anon, http.StatusOK); err != nil {
		return fmt.Errorf("csrf token: %w", err)
	}
	if anon.CsrfToken == "" {
		return errors.New("csrf token: GET /player answered none")
	}
	b.csrf = anon.CsrfToken

	signUp := platformgen.SignUpRequest{Email: b.Email, Password: password, Currency: Currency, Country: country, TermsAccepted: true}
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
	if err := b.platform(ctx, http.MethodPost, "/users/sign_in", platformgen.SignInRequest{Email: b.Email, Password: password}, nil, http.StatusOK); err != nil {
		return fmt.Errorf("sign in: %w", err)
	}
	// Deposits need a first and last name (otherwise 422 AUTH_FIELDS_MISSED).
	first, last := "Bench", "Bettor"
	if err := b.platform(ctx, http.MethodPatch, "/player", platformgen.PlayerUpdate{FirstName: &first, LastName: &last}, nil, http.StatusOK); err != nil {
		return fmt.Errorf("names: %w", err)
	}
	// A first deposit goes through the provider's page (a quick one needs a saved card).
	var d platformgen.Deposit
	if err := b.platform(ctx, http.MethodPost, "/player/deposits", platformgen.DepositRequest{Amount: Deposit, Currency: Currency}, &d, http.StatusCreated); err != nil {
		return fmt.Errorf("deposit: %w", err)
	}
	if err := b.pay(ctx, d); err != nil {
		return fmt.Errorf("deposit: %w", err)
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

// pay answers a deposit on the provider's page as its payer does: Pay, with "Save this card"
// ticked. The page sends the browser back to the site (a redirect the client follows).
func (b *Bettor) pay(ctx context.Context, d platformgen.Deposit) error {
	if d.PaymentUrl == nil {
		return errors.New("no payment page")
	}
	u, err := url.Parse(*d.PaymentUrl)
	if err != nil {
		return fmt.Errorf("payment page %q: %w", *d.PaymentUrl, err)
	}
	form := url.Values{"token": {u.Query().Get("token")}, "status": {"success"}, "save_shown": {"1"}, "save_card": {"1"}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.url(u.Path), strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := b.client.Do(req)
	if err != nil {
		return fmt.Errorf("pay: %w", err)
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil || resp.StatusCode != http.StatusOK {
		return fmt.Errorf("pay: status %d back on the site, %v", resp.StatusCode, err)
	}
	return nil
}

// setupParallel bounds the bettors set up at once: sign-up and sign-in each cost the server an
// argon2id hash (19 MiB, tens of milliseconds of CPU), so more in parallel only queue there.
const setupParallel = 8

// SetUpAll sets up n bettors of base, setupParallel at a time, each with an email of its own
// under prefix (unique per run, so that a bench runs again on one server); the first failure
// stops the others.
func SetUpAll(ctx context.Context, base *url.URL, transport http.RoundTripper, n int, prefix string) ([]*Bettor, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	bettors := make([]*Bettor, n)
	errs := make([]error, n)
	slots := make(chan struct{}, setupParallel)
	var wg sync.WaitGroup
	for i := range bettors {
		b, err := NewBettor(base, transport, fmt.Sprintf("%s-%d@example.com", prefix, i))
		if err != nil {
			return nil, err
		}
		bettors[i] = b
		wg.Go(func() {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			defer func() { <-slots }()
			if err := b.SetUp(ctx); err != nil {
				errs[i] = fmt.Errorf("set up bettor %d (%s): %w", i, b.Email, err)
				cancel()
			}
		})
	}
	wg.Wait()
	// The first error that is not a consequence of the cancel above is the cause.
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, err
		}
	}
	// A canceled context with no other error: interrupted, or a bettor never got its turn.
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("set up bettors: %w", err)
	}
	return bettors, nil
}

// outboxMessage is one entry of /dev/outbox?format=json (a developer page, not in the contract).
type outboxMessage struct {
	Recipient string `json:"recipient"`
	Body      string `json:"body"`
}

// mailedToken reads the value of query parameter param from the newest link mailed to the
// bettor. The outbox is written before sign-up answers; the short retry only covers a slow disk.
func (b *Bettor) mailedToken(ctx context.Context, param string) (string, error) {
	link := regexp.MustCompile(`https?://\S+\?` + regexp.QuoteMeta(param) + `=\S+`)
	path := outboxPath + "?format=json&to=" + url.QueryEscape(b.Email)
	for attempt := 0; ; attempt++ {
		var msgs []outboxMessage
		if err := b.Call(ctx, http.MethodGet, path, nil, nil, &msgs, http.StatusOK); err != nil {
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
			return "", fmt.Errorf("no link with %s mailed to %s (is DEV_OUTBOX off?)", param, b.Email)
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// BettableMatches reads prematch matches and keeps, per match, the selections of the active
// outcomes of a main market that takes bets, at the odds the list shows. Listing them needs no
// sign-in, as for any visitor.
func BettableMatches(ctx context.Context, b *Bettor, limit int) ([][]apigen.BetSelectionRequest, error) {
	var list apigen.MatchList
	path := fmt.Sprintf("/matches?match_status=%d&type=match&limit=%d", apigen.MatchStatusN0, limit)
	if err := b.Call(ctx, http.MethodGet, SportsbookBase+path, nil, nil, &list, http.StatusOK); err != nil {
		return nil, fmt.Errorf("list matches: %w", err)
	}
	var out [][]apigen.BetSelectionRequest
	for _, m := range list.Data {
		mk := m.MainMarket
		if mk == nil || mk.Status != apigen.MarketStatusN1 {
			continue
		}
		var sels []apigen.BetSelectionRequest
		for _, o := range mk.Outcomes {
			if o.Active && o.Odds > 1000 {
				sels = append(sels, apigen.BetSelectionRequest{MatchId: m.MatchId, MarketId: mk.MarketId, Specifier: mk.Specifier, OutcomeId: o.Id, Odds: o.Odds})
			}
		}
		if len(sels) > 0 {
			out = append(out, sels)
		}
	}
	return out, nil
}
