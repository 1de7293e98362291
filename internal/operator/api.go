package operator

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apierror"
)

// Path is where the operator API is mounted: apart from the player's APIs, with its own
// credentials (OPERATOR_TOKEN).
//
//	GET /operator/providers                  {"provider_statuses": {"sim": true}}
//	PUT /operator/providers/{name} {"enabled": false}
//	  switches the provider; answers the statuses and publishes provider_status_changed. 404 for
//	  a provider the catalogue does not have.
//	GET /operator/features                   {"feature_flags": {"jackpots": true, ...}}
//	PUT /operator/features/{name}  {"enabled": true}
//	  switches the flag; answers every flag. 404 for a name that is not a flag.
//
// Every call needs `Authorization: Bearer <OPERATOR_TOKEN>` (401 without it); a bad body is 400.
const Path = "/operator/"

type switchRequest struct {
	Enabled *bool `json:"enabled"`
}

type providersAnswer struct {
	ProviderStatuses map[string]bool `json:"provider_statuses"`
}

type systemBetsAnswer struct {
	SystemBets map[string]bool `json:"system_bets"`
}

type featuresAnswer struct {
	FeatureFlags map[string]bool `json:"feature_flags"`
}

// Handler serves the operator API to callers with the token; token must not be empty (main
// mounts nothing without OPERATOR_TOKEN, so the API answers 404).
func Handler(s *Service, token string, logger *slog.Logger) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+Path+"providers", func(w http.ResponseWriter, r *http.Request) {
		statuses, err := s.Statuses(r.Context())
		answer(w, r, logger, providersAnswer{statuses}, err)
	})
	mux.HandleFunc("PUT "+Path+"providers/{name}", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var statuses map[string]bool
		if err == nil {
			statuses, err = s.SetProvider(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, providersAnswer{statuses}, err)
	})
	mux.HandleFunc("GET "+Path+"providers/system-bets", func(w http.ResponseWriter, r *http.Request) {
		allowed, err := s.SystemBets(r.Context())
		answer(w, r, logger, systemBetsAnswer{allowed}, err)
	})
	mux.HandleFunc("PUT "+Path+"providers/{name}/system-bets", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var allowed map[string]bool
		if err == nil {
			allowed, err = s.SetSystemBets(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, systemBetsAnswer{allowed}, err)
	})
	mux.HandleFunc("GET "+Path+"features", func(w http.ResponseWriter, r *http.Request) {
		flags, err := s.FeatureFlags(r.Context())
		answer(w, r, logger, featuresAnswer{flags}, err)
	})
	mux.HandleFunc("PUT "+Path+"features/{name}", func(w http.ResponseWriter, r *http.Request) {
		on, err := decodeSwitch(r)
		var flags map[string]bool
		if err == nil {
			flags, err = s.SetFeature(r.Context(), r.PathValue("name"), on)
		}
		answer(w, r, logger, featuresAnswer{flags}, err)
	})
	mux.HandleFunc(Path, func(w http.ResponseWriter, r *http.Request) {
		apierror.Write(w, r, logger, apierror.New(apierror.NotFound))
	})
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := []byte(r.Header.Get("Authorization"))
		if token == "" || subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="operator"`)
			apierror.Write(w, r, logger, apierror.New(apierror.Unauthorized))
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		mux.ServeHTTP(w, r)
	})
}

// decodeSwitch reads {"enabled": true|false}.
func decodeSwitch(r *http.Request) (bool, error) {
	var req switchRequest
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil || req.Enabled == nil {
		return false, apierror.Parameter("enabled")
	}
	return *req.Enabled, nil
}

func answer(w http.ResponseWriter, r *http.Request, logger *slog.Logger, body any, err error) {
	if errors.Is(err, ErrUnknown) {
		err = apierror.New(apierror.NotFound).With(map[string]any{"name": strings.TrimPrefix(r.URL.Path, Path)})
	}
	if err != nil {
		apierror.Write(w, r, logger, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(body)
}
