// Package platformapi serves the platform API of api/platform.yaml under /api/platform: sign-up
// and sign-in flows, the player's profile and phone, accounts and deposits (with the built-in
// simulated payment provider page), responsible-gambling limits and sportsbook sessions. It
// implements the generated platformgen.ServerInterface; each handler decodes the request, calls
// one method of a service (internal/players, internal/cashier, internal/responsible), which owns
// the rules and refusals, and encodes the answer or the error (internal/apierror). Cookies and
// the CSRF check are this package's.
package platformapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/responsible"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// BasePath is where the API is mounted.
const BasePath = "/api/platform"

// Cookie names.
const (
	SessionCookie = "sb_session"
	CSRFCookie    = "sb_csrf"
	CSRFHeader    = "X-CSRF-Token"
)

// maxBody bounds a request body.
const maxBody = 16 << 10

// PaymentPath is where the simulated payment provider's page is served.
const PaymentPath = cashier.PaymentPath

// Config configures the API.
type Config struct {
	Store *store.Store
	// Events carries the domain events the services raise (sign-ups, deposits); nil: a bus of the
	// API's own. New subscribes the players' realtime messages to it.
	Events *events.Bus
	// Secret signs CSRF tokens and bearer tokens.
	Secret []byte
	// BlockedCountries refuse sign-up and sign-in (upper-case ISO codes).
	BlockedCountries []string
	// Allows says whether the site allows sign-in and sign-up now; nil allows both.
	Allows func() players.Access
	// CountryHeader, when set, names a request header carrying the visitor's country (for
	// example CF-IPCountry); a blocked one is refused too.
	CountryHeader string
	// SignInPerMinute bounds sign-in, sign-up and password-reset attempts per IP address (0: 20).
	SignInPerMinute int
	// PasswordHashing is the cost of new password hashes; zero: auth.StrongHashing.
	PasswordHashing auth.Hashing
	// Embedded makes cookies SameSite=None; Secure; Partitioned, for a site inside a frame.
	Embedded bool
	// PublicURL is PUBLIC_URL: an https one makes cookies Secure even without TLS in front.
	PublicURL string
	// SiteURL is the absolute base of links in mail: PUBLIC_URL, or for a local demo the loopback
	// address the server listens on. Never a request's Host header, which anyone can set.
	SiteURL string
	// Policy makes the payment page's Content-Security-Policy.
	Policy secheaders.Policy
	// DefaultLocale is the locale without a URL prefix.
	DefaultLocale string
	// QuickDepositTestGroup is the status group whose members quick-deposit in test mode.
	QuickDepositTestGroup string
	// QuickDepositTestOn says whether the quick_deposit_test flag is on; nil: always.
	QuickDepositTestOn func(context.Context) (bool, error)
	// WithdrawalAutoApproveMax is each currency's threshold of withdrawals paid at once, in minor
	// units (cashier.Service.AutoApproveMax).
	WithdrawalAutoApproveMax map[string]int64
	Sender                   outbox.Sender
	Publisher                realtime.Publisher
	Logger                   *slog.Logger
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// Server implements platformgen.ServerInterface over the platform's services.
type Server struct {
	cfg     Config
	csrf    auth.CSRF
	players *players.Service
	cashier *cashier.Service
	rg      *responsible.Service
}

var _ platformgen.ServerInterface = (*Server)(nil)

// New returns the server and its services; Handler serves it.
func New(cfg Config) *Server {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.SignInPerMinute <= 0 {
		cfg.SignInPerMinute = 20
	}
	if cfg.DefaultLocale == "" {
		cfg.DefaultLocale = "en"
	}
	if cfg.Events == nil {
		cfg.Events = &events.Bus{}
	}
	pl := players.New(players.Config{Store: cfg.Store, Events: cfg.Events, Sender: cfg.Sender, BlockedCountries: cfg.BlockedCountries, Allows: cfg.Allows,
		SiteURL: strings.TrimRight(cfg.SiteURL, "/"), DefaultLocale: cfg.DefaultLocale, HashesPerMinute: cfg.SignInPerMinute, Hashing: cfg.PasswordHashing, Now: cfg.Now})
	cash := &cashier.Service{Store: cfg.Store, Events: cfg.Events, Players: pl, Publisher: cfg.Publisher, Logger: cfg.Logger, Now: cfg.Now,
		TestGroup: cfg.QuickDepositTestGroup, TestModeOn: cfg.QuickDepositTestOn, AutoApproveMax: cfg.WithdrawalAutoApproveMax}
	if cfg.Publisher != nil {
		cash.TellPlayers(cfg.Events)
	}
	return &Server{
		cfg:     cfg,
		csrf:    auth.NewCSRF(auth.SubKey(cfg.Secret, "csrf")),
		players: pl,
		cashier: cash,
		rg: &responsible.Service{Store: cfg.Store, Players: pl, Bearer: auth.NewBearer(auth.SubKey(cfg.Secret, "bearer")), Events: cfg.Events,
			Now: cfg.Now},
	}
}

// Authenticate verifies a sportsbook API bearer token (sportsbookapi.Authenticator).
func (s *Server) Authenticate(ctx context.Context, token string) (auth.Claims, error) {
	return s.rg.Authenticate(ctx, token)
}

// SessionControl is the sessions' test control (responsible.Control), for FEED_CONTROL.
func (s *Server) SessionControl() http.Handler { return responsible.Control(s.rg) }

// Handler serves the API under BasePath.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	platformgen.HandlerWithOptions(s, platformgen.StdHTTPServerOptions{
		BaseURL:    BasePath,
		BaseRouter: mux,
		ErrorHandlerFunc: func(w http.ResponseWriter, r *http.Request, err error) {
			bad := apierror.New(apierror.InvalidParameter)
			bad.Cause = err
			s.fail(w, r, bad)
		},
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, apierror.New(apierror.NotFound))
	})
	return s.withCSRF(noStore(mux))
}

func noStore(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// withCSRF hands out the CSRF cookie and refuses writes whose header does not match it.
func (s *Server) withCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, _ := r.Cookie(CSRFCookie)
		token := ""
		if c != nil && s.csrf.Valid(c.Value, c.Value) {
			token = c.Value
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if token == "" || !s.csrf.Valid(token, r.Header.Get(CSRFHeader)) {
				s.fail(w, r, apierror.New(apierror.CSRFTokenInvalid))
				return
			}
		}
		if token == "" {
			var err error
			if token, err = s.csrf.New(); err != nil {
				s.fail(w, r, err)
				return
			}
			s.setCookie(w, r, CSRFCookie, token, time.Time{}, false)
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), csrfKey{}, token)))
	})
}

type csrfKey struct{}

// withCSRFToken is a profile as this request's answer: with the CSRF token the page sends back.
func withCSRFToken(r *http.Request, p platformgen.Player) platformgen.Player {
	p.CsrfToken, _ = r.Context().Value(csrfKey{}).(string)
	return p
}

// secure reports whether the request reached us over TLS (directly or through a proxy).
func (s *Server) secure(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") ||
		strings.HasPrefix(s.cfg.PublicURL, "https://")
}

// setCookie sets a cookie with the site's attributes; expires zero is a browser-session cookie,
// a past time deletes it.
func (s *Server) setCookie(w http.ResponseWriter, r *http.Request, name, value string, expires time.Time, httpOnly bool) {
	c := &http.Cookie{Name: name, Value: value, Path: "/", HttpOnly: httpOnly, Secure: s.secure(r), SameSite: http.SameSiteLaxMode}
	if !expires.IsZero() {
		c.Expires = expires
		if expires.Before(s.cfg.Now()) {
			c.MaxAge = -1
		}
	}
	if s.cfg.Embedded {
		// Inside a frame on another site, only SameSite=None cookies are sent, and browsers
		// that partition third-party cookies keep them per top-level site.
		c.SameSite, c.Secure, c.Partitioned = http.SameSiteNoneMode, true, true
	}
	http.SetCookie(w, c)
}

// sessionToken is the request's session cookie value, "" without one.
func sessionToken(r *http.Request) string {
	if c, err := r.Cookie(SessionCookie); err == nil {
		return c.Value
	}
	return ""
}

// origin is where an anonymous request comes from: the connection's address (a header could be
// forged by a guesser) and the configured country header's value.
func (s *Server) origin(r *http.Request) players.Origin {
	host := r.RemoteAddr
	if i := strings.LastIndex(host, ":"); i > 0 {
		host = host[:i]
	}
	o := players.Origin{IP: host}
	if s.cfg.CountryHeader != "" {
		o.Country = r.Header.Get(s.cfg.CountryHeader)
	}
	return o
}

// fail writes err as the error envelope.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	apierror.Write(w, r, s.cfg.Logger, err)
}

// answer writes v with status, or err; a 204 has no body.
func (s *Server) answer(w http.ResponseWriter, r *http.Request, status int, v any, err error) {
	switch {
	case err != nil:
		s.fail(w, r, err)
	case status == http.StatusNoContent:
		w.WriteHeader(status)
	default:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(v)
	}
}

var errTooLarge = errors.New("request body too large")

// decode reads a JSON body into v; INVALID_PARAMETER naming the body when it cannot.
func decode(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err == nil && len(body) > maxBody {
		err = errTooLarge
	}
	if err == nil {
		err = json.Unmarshal(body, v)
	}
	if err != nil {
		bad := apierror.Parameter("body")
		bad.Cause = err
		return bad
	}
	return nil
}

// handle answers a request whose body is a Req: it decodes it, and answers fn's result with
// status, or the error.
func handle[Req, Res any](s *Server, w http.ResponseWriter, r *http.Request, status int, fn func(context.Context, Req) (Res, error)) {
	var req Req
	err := decode(r, &req)
	var res Res
	if err == nil {
		res, err = fn(r.Context(), req)
	}
	s.answer(w, r, status, res, err)
}

// forPlayer answers for the signed-in player of the session cookie (UNAUTHORIZED without one):
// fn's result with status, or its error.
func forPlayer[Res any](s *Server, w http.ResponseWriter, r *http.Request, status int, fn func(context.Context, store.Player) (Res, error)) {
	p, err := s.players.Session(r.Context(), sessionToken(r))
	var res Res
	if err == nil {
		res, err = fn(r.Context(), p)
	}
	s.answer(w, r, status, res, err)
}

// withBody answers for the signed-in player with a request body of type Req.
func withBody[Req, Res any](s *Server, w http.ResponseWriter, r *http.Request, status int, fn func(context.Context, store.Player, Req) (Res, error)) {
	forPlayer(s, w, r, status, func(ctx context.Context, p store.Player) (Res, error) {
		var req Req
		if err := decode(r, &req); err != nil {
			var zero Res
			return zero, err
		}
		return fn(ctx, p, req)
	})
}
