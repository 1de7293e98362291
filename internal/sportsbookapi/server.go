// Package sportsbookapi serves the sportsbook API of api/openapi.yaml (spec section 7) under
// /api/sportsbook: it implements the generated apigen.StrictServerInterface over a
// catalogue.Reader. Handlers stay thin: decode, validate, ask the reader, convert with wire, answer
// JSON. Every error answers the contract's {code, message, details} JSON, never text/plain, and bad
// input is always a 4xx.
package sportsbookapi

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/streams"
)

// BasePath is where the API is mounted; the handler returned by New expects full paths under it.
const BasePath = "/api/sportsbook"

// maxBodyBytes bounds request bodies: the only body today is a small counters filter.
const maxBodyBytes = 64 << 10

// TokenIssuer issues realtime connection and subscription tokens. The realtime package
// implements it.
type TokenIssuer interface {
	// ConnectionToken returns a signed connection token for userID; "" is an anonymous visitor.
	ConnectionToken(ctx context.Context, userID string) (string, error)
	// SubscriptionToken returns a token letting userID subscribe to a private channel.
	SubscriptionToken(ctx context.Context, userID, channel string) (string, error)
}

// Authenticator verifies the bearer token of a signed-in player (issued by the platform API's
// POST /sportsbook_sessions). The platformapi package implements it.
type Authenticator interface {
	Authenticate(ctx context.Context, token string) (auth.Claims, error)
}

// Server implements apigen.StrictServerInterface. Build it with New, which also wraps it in the
// generated router; the type is exported for its documentation and for direct calls in tests.
type Server struct {
	reader   catalogue.Reader
	names    *cataloguei18n.Catalogue
	tokens   TokenIssuer
	players  Authenticator
	bets     BetService
	bonuses  BonusService
	settings apigen.BetSettings
	jackpots JackpotService
	// favourites, notifications and predictions are nil when the server keeps none
	// (WithFavourites, WithNotifications, WithPredictions).
	favourites    FavouriteService
	notifications NotificationService
	predictions   PredictionService
	// streams is nil when the site has no stream provider (WithStreams).
	streams streams.Provider
	chat    ChatService    // nil when the server takes no chat messages (WithChat)
	support SupportService // nil when the server has no built-in support chat (WithSupport)
	content ContentSource
	// system is WithSystem's configuration, systemInfo the answer of GET /system-info made from it.
	system     SystemConfig
	systemInfo apigen.SystemInfo
	// switches is nil when the settings' own flags and statuses are served (WithSwitches).
	switches Switches
	// watchersKey derives the third-party user ids (WithWatchersKey); none: no such ids.
	watchersKey []byte
	// imageProxy is IMAGE_PROXY_URL, "" for none (WithImageProxy).
	imageProxy string
}

var _ apigen.StrictServerInterface = (*Server)(nil)

// Option configures what New serves beyond its required services.
type Option func(*Server)

// New returns the API as an http.Handler expecting request paths under BasePath
// (mount it at BasePath + "/"). names translates the catalogue's names into the request's
// language. players may be nil: then every caller is anonymous and a bearer token is refused;
// bets, bonuses and jackpots may be nil when no bets are taken, no bonuses offered, no jackpots run;
// favourites, the inbox and predictions are options.
func New(reader catalogue.Reader, names *cataloguei18n.Catalogue, tokens TokenIssuer, players Authenticator, bets BetService, bonuses BonusService,
	settings Settings, jackpots JackpotService, opts ...Option) http.Handler {
	s := &Server{reader: reader, names: names, tokens: tokens, players: players, bets: bets, bonuses: bonuses, settings: settings.contract(), jackpots: jackpots}
	for _, o := range opts {
		o(s)
	}
	info, err := systemInfo(s.system)
	if err != nil {
		panic("sportsbookapi: " + err.Error()) // the embedded tables are broken: a build error, which TestSystemInfo catches
	}
	s.systemInfo = info
	if s.content == nil {
		defaults, _ := content.Read("") // reading no folder cannot fail
		s.content = defaultContent{defaults}
	}
	strict := apigen.NewStrictHandlerWithOptions(s, []apigen.StrictMiddlewareFunc{s.localized}, apigen.StrictHTTPServerOptions{
		RequestErrorHandlerFunc:  requestBodyError,
		ResponseErrorHandlerFunc: responseError,
	})
	mux := http.NewServeMux()
	apigen.HandlerWithOptions(strict, apigen.StdHTTPServerOptions{
		BaseURL:          BasePath,
		BaseRouter:       mux,
		ErrorHandlerFunc: parameterError,
	})
	// Paths the contract does not have answer JSON too, so a client never parses text/plain.
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { unknownRoute(mux, w, r) })
	return commonHeaders(s.withCountry(s.withBearer(emptyBodyAsObject(newReportLimits().gateClientErrors(mux)))))
}

// languageKey carries the request's language to handlers that answer texts of their own (bonus
// names and terms) when no locale parameter names one.
type languageKey struct{}

// localized answers the catalogue's names (sports, leagues, markets, outcomes, the selections of
// bets) in the request's language: the locale its payload names (a cash-out's), else its
// Accept-Language; team names stay as they are.
func (s *Server) localized(next apigen.StrictHandlerFunc, _ string) apigen.StrictHandlerFunc {
	return func(ctx context.Context, w http.ResponseWriter, r *http.Request, req any) (any, error) {
		lang, ok := payloadLanguage(req)
		if !ok {
			lang = cataloguei18n.RequestLanguage(r)
		}
		res, err := next(context.WithValue(ctx, languageKey{}, lang), w, r, req)
		if err != nil {
			return res, err
		}
		return cataloguei18n.Localize(s.names.For(lang), res), nil
	}
}

// payloadLanguage is the supported locale a request's payload names, when it names one: the
// spec's cash-out sends the page's locale in its payload.
func payloadLanguage(req any) (string, bool) {
	if c, ok := req.(apigen.CashoutBetRequestObject); ok && c.Body != nil && c.Body.Locale != nil {
		return locale.Resolve(*c.Body.Locale)
	}
	return "", false
}

type playerKey struct{}

// withBearer verifies an Authorization: Bearer token and puts its player in the request
// context. No header is an anonymous caller; a bad token is a 401, so that the client signs out.
func (s *Server) withBearer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := r.Header.Get("Authorization")
		if h == "" {
			next.ServeHTTP(w, r)
			return
		}
		tok, ok := strings.CutPrefix(h, "Bearer ")
		if !ok || s.players == nil {
			responseError(w, r, unauthorized())
			return
		}
		c, err := s.players.Authenticate(r.Context(), tok)
		if errors.Is(err, auth.ErrInvalidBearer) {
			responseError(w, r, unauthorized())
			return
		}
		if err != nil {
			// The sessions could not be read (the database out of reach: 503): the token may be
			// good, and a 401 would sign the player out.
			responseError(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), playerKey{}, c.PlayerID)))
	})
}

// playerID is the signed-in player of a request, 0 for an anonymous caller.
func playerID(ctx context.Context) int64 {
	id, _ := ctx.Value(playerKey{}).(int64)
	return id
}

// commonHeaders sets headers every API response carries. Catalogue data is live (odds move every
// second and the realtime channel patches from the snapshot the client got), so no response may be
// cached anywhere: a stale snapshot would replay moves on top of old prices.
func commonHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// emptyBodyAsObject turns an empty or absent request body into "{}": the contract makes the
// counters body optional, but the generated decoder treats an empty body as malformed JSON.
func emptyBodyAsObject(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		var body []byte
		if r.Body != nil {
			b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
			if err != nil {
				responseError(w, r, badParameter("body"))
				return
			}
			body = b
		}
		if len(bytes.TrimSpace(body)) == 0 {
			body = []byte("{}")
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		next.ServeHTTP(w, r)
	})
}

// unknownRoute answers 405 when the path exists with another method, else 404.
func unknownRoute(mux *http.ServeMux, w http.ResponseWriter, r *http.Request) {
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		if m == r.Method {
			continue
		}
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := mux.Handler(probe); pattern != "/" && pattern != "" {
			w.Header().Set("Allow", m)
			responseError(w, r, apierror.New(apierror.MethodNotAllowed))
			return
		}
	}
	responseError(w, r, notFound())
}
