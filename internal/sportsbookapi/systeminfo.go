package sportsbookapi

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"

	"github.com/opensportsbook/sportsbook/api"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/wallet"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// SystemConfig is what System info tells of the deployment.
type SystemConfig struct {
	DefaultCurrency  string
	TagManagerID     string
	BlockedCountries []string
	// CountryHeader names the request header with the visitor's country; "" none.
	CountryHeader string
}

// WithSystem serves GET /system-info; its answer, but for the visitor's country, is made here,
// once. Without it the call answers the defaults (EUR, every country, no tag manager).
func WithSystem(c SystemConfig) Option {
	return func(s *Server) { s.system = c }
}

// systemInfo builds the answer's fixed part from the tables the site already has: its locales,
// the wallet's currencies, api/countries.json and the platform's sign-up contract.
func systemInfo(c SystemConfig) (apigen.SystemInfo, error) {
	out := apigen.SystemInfo{
		DefaultCurrency: cmp.Or(c.DefaultCurrency, "EUR"),
		Currencies:      map[string]apigen.SystemCurrency{},
		Countries:       []string{},
	}
	if c.TagManagerID != "" {
		out.PlatformSettings.TagManagerId = &c.TagManagerID
	}
	for _, code := range locale.Supported() {
		out.Locales = append(out.Locales, apigen.SystemLocale{Code: code, NameInLocale: locale.NameInLocale(code)})
	}
	for _, w := range wallet.Currencies() {
		out.Currencies[w.Code] = apigen.SystemCurrency{Code: w.Code, Subunits: w.Subunits, Fiat: w.Fiat}
	}
	var countries []string
	if err := json.Unmarshal(api.Countries, &countries); err != nil {
		return out, fmt.Errorf("api/countries.json: %w", err)
	}
	for _, code := range countries {
		if !auth.Blocked(c.BlockedCountries, code) {
			out.Countries = append(out.Countries, code)
		}
	}
	fields, err := signUpFields()
	if err != nil {
		return out, err
	}
	out.PlayerFields = fields
	return out, nil
}

// signUpFields are the properties of the platform contract's SignUpRequest, so that the list
// cannot drift from what sign-up really takes.
func signUpFields() ([]apigen.PlayerField, error) {
	spec, err := platformgen.GetSwagger()
	if err != nil {
		return nil, fmt.Errorf("the platform contract: %w", err)
	}
	ref, ok := spec.Components.Schemas["SignUpRequest"]
	if !ok || ref.Value == nil {
		return nil, fmt.Errorf("the platform contract has no SignUpRequest")
	}
	var out []apigen.PlayerField
	for name := range ref.Value.Properties {
		out = append(out, apigen.PlayerField{Name: name, Required: slices.Contains(ref.Value.Required, name)})
	}
	slices.SortFunc(out, func(a, b apigen.PlayerField) int {
		if a.Required != b.Required {
			if a.Required {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return out, nil
}

// countryKey carries the visitor's country from the request header the operator named.
type countryKey struct{}

func (s *Server) withCountry(next http.Handler) http.Handler {
	if s.system.CountryHeader == "" {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A CDN's code for "unknown" or Tor (XX, T1) is not a country.
		if c := auth.NormalizeCountry(r.Header.Get(s.system.CountryHeader)); auth.CheckCountry(c) == "" && c != "XX" {
			r = r.WithContext(context.WithValue(r.Context(), countryKey{}, c))
		}
		next.ServeHTTP(w, r)
	})
}

// GetSystemInfo serves GET /system-info. The market groups are read on each call: the feed
// declares them, and may add one while the site runs.
func (s *Server) GetSystemInfo(ctx context.Context, _ apigen.GetSystemInfoRequestObject) (apigen.GetSystemInfoResponseObject, error) {
	out := s.systemInfo
	groups, err := s.reader.MarketGroups(ctx)
	if err != nil {
		return nil, readerError("list market groups", err)
	}
	out.MarketGroups = make(map[string]apigen.MarketGroup, len(groups))
	for _, g := range groups {
		out.MarketGroups[g.Key] = wire.MarketGroup(g)
	}
	if c, ok := ctx.Value(countryKey{}).(string); ok {
		out.UserCountry = &apigen.UserCountry{Code: c}
	}
	return apigen.GetSystemInfo200JSONResponse(out), nil
}
