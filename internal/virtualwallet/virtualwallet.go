// Package virtualwallet is the built-in demo of the virtual wallet (spec sections 6 and 7:
// virtual-wallet launches exist per provider; POST {virtual wallet}/{provider}/launch {app}
// answers {url}). An operator points the site at their own wallet with VIRTUAL_WALLET_URL; the
// demo, on with DEMO_VIRTUAL_WALLET, answers the same call for its providers with the URL of a
// small page standing in for the provider's game, so that the launch runs end to end.
package virtualwallet

import (
	"encoding/json"
	"html/template"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/secheaders"
)

// Paths of the demo: the wallet's base, and its providers' game page.
const (
	BasePath = "/api/virtual-wallet"
	GamePath = "/virtual-wallet-demo/"
)

// Providers are the demo's providers and what their games are (the page's title).
var Providers = map[string]string{
	"racing":   "Virtual horse racing",
	"lottery":  "Lottery draw",
	"virtuals": "Virtual sports",
}

// maxApp bounds the app name a launch names.
const maxApp = 64

// Sessions finds the signed-in player of a request (the platform API's web session cookie).
type Sessions interface {
	SessionPlayerID(r *http.Request) (int64, bool)
}

// Demo serves the demo wallet's launch and its game page.
type Demo struct {
	Sessions Sessions
	// Key derives the player reference a launch hands the provider (never the internal id).
	Key    []byte
	Policy secheaders.Policy
	Logger *slog.Logger
}

// LaunchRequest is the launch call's body.
type LaunchRequest struct {
	App string `json:"app"`
}

// LaunchResponse is the launch call's answer.
type LaunchResponse struct {
	URL string `json:"url"`
}

// Launch serves POST {BasePath}/{provider}/launch: a signed-in player's launch of a provider's
// game answers the URL to open. JSON only, so that a cross-site form cannot launch for a player.
func (d *Demo) Launch() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		provider, ok := strings.CutSuffix(strings.TrimPrefix(r.URL.Path, BasePath+"/"), "/launch")
		if _, known := Providers[provider]; !ok || !known {
			answer(w, http.StatusNotFound, map[string]string{"code": "NOT_FOUND", "message": "error.not_found"})
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			answer(w, http.StatusMethodNotAllowed, map[string]string{"code": "METHOD_NOT_ALLOWED", "message": "error.method_not_allowed"})
			return
		}
		if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
			answer(w, http.StatusUnsupportedMediaType, map[string]string{"code": "UNSUPPORTED_MEDIA_TYPE", "message": "error.invalid_parameter"})
			return
		}
		id, ok := d.Sessions.SessionPlayerID(r)
		if !ok {
			answer(w, http.StatusUnauthorized, map[string]string{"code": "UNAUTHORIZED", "message": "error.unauthorized"})
			return
		}
		var req LaunchRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.App == "" || len(req.App) > maxApp {
			answer(w, http.StatusBadRequest, map[string]string{"code": "INVALID_PARAMETER", "message": "error.invalid_parameter", "field": "app"})
			return
		}
		q := url.Values{"app": {req.App}, "player": {auth.PlayerRef(d.Key, id)}}
		answer(w, http.StatusOK, LaunchResponse{URL: GamePath + provider + "?" + q.Encode()})
	})
}

func answer(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

var gamePage = template.Must(template.New("game").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} (demo)</title>
<style nonce="{{.Nonce}}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;background:#0f1720;color:#eef}main{max-width:30rem;margin:auto}code{background:#fff2;padding:0 .25rem;border-radius:4px}</style></head>
<body><main><h1>{{.Title}}</h1>
<p>The demo virtual wallet launched this game for player <code data-testid="virtual-player">{{.Player}}</code> from <code>{{.App}}</code>.
A real provider's game plays here once the operator sets <code>VIRTUAL_WALLET_URL</code>.</p></main></body></html>`))

// Game serves the demo game page of a provider, GamePath + provider.
func (d *Demo) Game() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		title, ok := Providers[strings.TrimPrefix(r.URL.Path, GamePath)]
		if !ok || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
			http.NotFound(w, r)
			return
		}
		nonce, inline, err := secheaders.Nonce()
		if err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		d.Policy.SetPage(w.Header(), inline)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		q := r.URL.Query()
		v := struct{ Title, Player, App, Nonce string }{title, q.Get("player"), q.Get("app"), nonce}
		if err := gamePage.Execute(w, v); err != nil {
			d.Logger.ErrorContext(r.Context(), "virtual wallet demo page", "err", err)
		}
	})
}
