package sportsbookapi

import (
	"encoding/json"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

func TestSystemInfo(t *testing.T) {
	for _, tc := range []struct {
		name        string
		opts        []Option
		header      string
		wantCountry string
		check       func(t *testing.T, info apigen.SystemInfo)
	}{
		{name: "defaults", check: func(t *testing.T, info apigen.SystemInfo) {
			if info.DefaultCurrency != "EUR" || info.PlatformSettings.TagManagerId != nil || !slices.Contains(info.Countries, "KP") {
				t.Errorf("info = %+v", info)
			}
			if g, ok := info.MarketGroups["A"]; !ok || g.Name != "All" || len(info.MarketGroups) != 1 {
				t.Errorf("market groups = %+v, want the catalogue's group A", info.MarketGroups)
			}
		}},
		{name: "the deployment's", header: "cf-ipcountry", wantCountry: "CL",
			opts: []Option{WithSystem(SystemConfig{DefaultCurrency: "BRL", TagManagerID: "GTM-AB12CD3", BlockedCountries: []string{"KP", "IR"}, CountryHeader: "CF-IPCountry"})},
			check: func(t *testing.T, info apigen.SystemInfo) {
				if info.DefaultCurrency != "BRL" || info.PlatformSettings.TagManagerId == nil || *info.PlatformSettings.TagManagerId != "GTM-AB12CD3" {
					t.Errorf("info = %+v", info)
				}
				if slices.Contains(info.Countries, "KP") || slices.Contains(info.Countries, "IR") || !slices.Contains(info.Countries, "CL") {
					t.Errorf("blocked countries offered: %v", info.Countries)
				}
			}},
		{name: "a CDN's unknown country is none", header: "cf-ipcountry", wantCountry: "",
			opts: []Option{WithSystem(SystemConfig{CountryHeader: "CF-IPCountry"})}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, tc.opts...)
			req := httptest.NewRequest("GET", BasePath+"/system-info", nil)
			if tc.header != "" {
				value := tc.wantCountry
				if value == "" {
					value = "XX"
				}
				req.Header.Set(tc.header, value)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			var info apigen.SystemInfo
			if err := json.Unmarshal(rec.Body.Bytes(), &info); rec.Code != 200 || err != nil {
				t.Fatalf("%d %s %v", rec.Code, rec.Body.String(), err)
			}
			if len(info.Locales) != 15 || info.Locales[1].Code != "ar" || info.Locales[1].NameInLocale != "العربية" {
				t.Errorf("locales = %+v", info.Locales)
			}
			if c := info.Currencies["BTC"]; c.Subunits != 8 || c.Fiat {
				t.Errorf("BTC = %+v", c)
			}
			if want := []apigen.PlayerField{{Name: "country", Required: true}, {Name: "currency", Required: true}, {Name: "email", Required: true},
				{Name: "password", Required: true}, {Name: "terms_accepted", Required: true}, {Name: "locale"}, {Name: "nickname"}}; !slices.Equal(info.PlayerFields, want) {
				t.Errorf("player fields = %+v", info.PlayerFields)
			}
			got := ""
			if info.UserCountry != nil {
				got = info.UserCountry.Code
			}
			if got != tc.wantCountry {
				t.Errorf("user country = %q, want %q", got, tc.wantCountry)
			}
			if tc.check != nil {
				tc.check(t, info)
			}
		})
	}
}
