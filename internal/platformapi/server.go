// Package platformapi serves the platform API of api/platform.yaml under /api/platform: sign-up
// and sign-in flows, the player's profile and phone, accounts and deposits (with the built-in
// simulated payment provider page), responsible-gambling limits and sportsbook sessions. It
// implements the generated platformgen.ServerInterface over the store; the rules live in the
// auth, limits and wallet packages.
package platformapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/realtime"
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

// Durations of the platform's rules.
const (
	sessionTTL      = 14 * 24 * time.Hour // cookie session lifetime
	tokenTTL        = 24 * time.Hour      // mailed links
	sportsbookIdle  = 30 * time.Minute    // a sportsbook session idle longer has ended
	activityMaxGap  = 90 * time.Second    // most activity one ping counts
	phoneResendWait = 60 * time.Second
	smsPerDay       = 5
	maxBody         = 16 << 10
)

// Config configures the API.
type Config struct {
	Store *store.Store
	// Secret signs CSRF tokens and bearer tokens.
	Secret []byte
	// BlockedCountries refuse sign-up and sign-in (upper-case ISO codes).
	BlockedCountries []string
	// CountryHeader, when set, names a request header carrying the visitor's country (for
	// example CF-IPCountry); a blocked one is refused too.
	CountryHeader string
	// SignInPerMinute bounds sign-in, sign-up and password-reset attempts per IP address (0: 20).
	SignInPerMinute int
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
	Sender        outbox.Sender
	Publisher     realtime.Publisher
	Logger        *slog.Logger
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// Server implements platformgen.ServerInterface.
type Server struct {
	cfg Config
	// checkPassword is auth.CheckPassword; every sign-in runs it exactly once, whatever the
	// answer, and a test counts that.
	checkPassword func(hash, password string) (bool, error)
	csrf          auth.CSRF
	bearer        auth.Bearer
	// hashingIP bounds, per IP address, the anonymous requests that cost a password hash: sign-in,
	// sign-up and password reset (argon2 takes 19 MiB and tens of milliseconds each).
	hashingIP *auth.Limiter
	sendLimit *auth.Limiter
}

var _ platformgen.ServerInterface = (*Server)(nil)

// New returns the server; Handler serves it.
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
	cfg.SiteURL = strings.TrimRight(cfg.SiteURL, "/")
	return &Server{
		cfg:           cfg,
		checkPassword: auth.CheckPassword,
		csrf:          auth.NewCSRF(auth.SubKey(cfg.Secret, "csrf")),
		bearer:        auth.NewBearer(auth.SubKey(cfg.Secret, "bearer")),
		hashingIP:     auth.NewLimiter(cfg.SignInPerMinute, time.Minute),
		sendLimit:     auth.NewLimiter(5, time.Hour),
	}
}

// Bearer returns the bearer-token signer, for the sportsbook API to verify tokens.
func (s *Server) Bearer() auth.Bearer { return s.bearer }

// Handler serves the API under BasePath.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	platformgen.HandlerWithOptions(s, platformgen.StdHTTPServerOptions{
		BaseURL:    BasePath,
		BaseRouter: mux,
		ErrorHandlerFunc: func(w http.ResponseWriter, r *http.Request, err error) {
			writeError(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter", nil)
		},
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "NOT_FOUND", "error.not_found", nil)
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
				writeError(w, http.StatusForbidden, "CSRF_TOKEN_INVALID", "error.csrf", nil)
				return
			}
		}
		if token == "" {
			var err error
			if token, err = s.csrf.New(); err != nil {
				s.internal(w, r, err)
				return
			}
			s.setCookie(w, r, CSRFCookie, token, time.Time{}, false)
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), csrfKey{}, token)))
	})
}

type csrfKey struct{}

func csrfToken(ctx context.Context) string {
	t, _ := ctx.Value(csrfKey{}).(string)
	return t
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

// apiError is an error answer: status, stable code, message key, details.
type apiError struct {
	status  int
	code    string
	message string
	details map[string]any
}

func (e *apiError) Error() string { return e.code }

func fail(status int, code, message string, details map[string]any) *apiError {
	return &apiError{status: status, code: code, message: message, details: details}
}

var (
	errUnauthorized = fail(http.StatusUnauthorized, "UNAUTHORIZED", "error.unauthorized", nil)
	errBadBody      = fail(http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter", map[string]any{"parameter": "body"})
)

func fieldErrors(fields map[string]string) *apiError {
	return fail(http.StatusUnprocessableEntity, "VALIDATION_FAILED", "error.validation.failed", map[string]any{"fields": fields})
}

func writeError(w http.ResponseWriter, status int, code, message string, details map[string]any) {
	body := platformgen.Error{Code: code, Message: message}
	if details != nil {
		body.Details = &details
	}
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// answer writes v, or the error: an *apiError as itself, anything else as a logged 500. Status 0
// with no v and no error means the handler has answered already.
func (s *Server) answer(w http.ResponseWriter, r *http.Request, status int, v any, err error) {
	var ae *apiError
	switch {
	case errors.As(err, &ae):
		if ae.status == http.StatusTooManyRequests {
			if sec, ok := ae.details["retry_after"].(int); ok {
				w.Header().Set("Retry-After", fmt.Sprint(sec))
			}
		}
		writeError(w, ae.status, ae.code, ae.message, ae.details)
	case err != nil:
		s.internal(w, r, err)
	case v == nil && status != 0:
		w.WriteHeader(status)
	case v == nil:
	default:
		writeJSON(w, status, v)
	}
}

func (s *Server) internal(w http.ResponseWriter, r *http.Request, err error) {
	s.cfg.Logger.ErrorContext(r.Context(), "platform API", "path", r.URL.Path, "err", err)
	writeError(w, http.StatusInternalServerError, "INTERNAL", "global-error.default.title", nil)
}

// decode reads a JSON body into v.
func decode(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil || len(body) > maxBody {
		return errBadBody
	}
	if err := json.Unmarshal(body, v); err != nil {
		return errBadBody
	}
	return nil
}

// session returns the signed-in player of the request's cookie, or errUnauthorized.
func (s *Server) session(r *http.Request) (store.Player, error) {
	c, err := r.Cookie(SessionCookie)
	if err != nil || c.Value == "" {
		return store.Player{}, errUnauthorized
	}
	p, err := s.cfg.Store.WebSessionPlayer(r.Context(), auth.HashToken(c.Value), s.cfg.Now())
	if errors.Is(err, store.ErrNoSession) {
		return p, errUnauthorized
	}
	return p, err
}

// withPlayer runs fn for the signed-in player and answers with its result.
func (s *Server) withPlayer(w http.ResponseWriter, r *http.Request, status int, fn func(store.Player) (any, error)) {
	p, err := s.session(r)
	if err != nil {
		s.answer(w, r, 0, nil, err)
		return
	}
	v, err := fn(p)
	s.answer(w, r, status, v, err)
}

// localePath prefixes a site path with the locale unless it is the default.
func (s *Server) localePath(locale, path string) string {
	if locale == "" || locale == s.cfg.DefaultLocale {
		return path
	}
	return "/" + locale + path
}

func ptr[T any](v T) *T { return &v }
