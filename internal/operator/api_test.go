package operator

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/features"
)

// memStore keeps switches in memory, as the store keeps them in operator_switches.
type memStore struct {
	mu        sync.Mutex
	switches  map[string]map[string]bool
	providers []string
}

func (m *memStore) Switches(_ context.Context, kind string) (map[string]bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := map[string]bool{}
	for k, v := range m.switches[kind] {
		out[k] = v
	}
	return out, nil
}

func (m *memStore) SetSwitch(_ context.Context, kind, name string, on bool, _ time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.switches[kind] == nil {
		m.switches[kind] = map[string]bool{}
	}
	m.switches[kind][name] = on
	return nil
}

func (m *memStore) Providers(context.Context) ([]string, error) { return m.providers, nil }

type pubs struct {
	mu       sync.Mutex
	channels []string
}

func (p *pubs) Publish(_ context.Context, ch string, _ []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.channels = append(p.channels, ch)
	return nil
}

const token = "0123456789abcdef0123456789abcdef-operator"

// Scenarios against the operator API: the token is required (missing, wrong, another scheme are
// 401), and the calls read and switch providers and flags, which the next read returns.
func TestOperatorAPI(t *testing.T) {
	defaults, _ := features.Parse("jackpots")
	st := &memStore{switches: map[string]map[string]bool{}, providers: []string{"sim"}}
	pub := &pubs{}
	svc := &Service{Store: st, Publisher: pub, Locales: []string{"en", "ar"}, Features: defaults, Now: time.Now}
	h := Handler(svc, token, slog.New(slog.DiscardHandler))
	bearer := "Bearer " + token
	cases := []struct {
		name, method, path, auth, body string
		status                         int
		contains                       string
	}{
		{"no token", "GET", "/operator/providers", "", "", 401, `"UNAUTHORIZED"`},
		{"wrong token", "GET", "/operator/providers", "Bearer " + strings.Repeat("x", len(token)), "", 401, `"UNAUTHORIZED"`},
		{"token as basic", "GET", "/operator/providers", "Basic " + token, "", 401, `"UNAUTHORIZED"`},
		{"token without its end", "GET", "/operator/providers", bearer[:len(bearer)-1], "", 401, `"UNAUTHORIZED"`},
		{"providers", "GET", "/operator/providers", bearer, "", 200, `{"provider_statuses":{"sim":true}}`},
		{"switch off", "PUT", "/operator/providers/sim", bearer, `{"enabled":false}`, 200, `{"provider_statuses":{"sim":false}}`},
		{"read back", "GET", "/operator/providers", bearer, "", 200, `{"provider_statuses":{"sim":false}}`},
		{"unknown provider", "PUT", "/operator/providers/other", bearer, `{"enabled":false}`, 404, `"NOT_FOUND"`},
		{"system bets", "GET", "/operator/providers/system-bets", bearer, "", 200, `{"system_bets":{"sim":true}}`},
		{"no system bets", "PUT", "/operator/providers/sim/system-bets", bearer, `{"enabled":false}`, 200, `{"system_bets":{"sim":false}}`},
		{"system bets read back", "GET", "/operator/providers/system-bets", bearer, "", 200, `{"system_bets":{"sim":false}}`},
		{"system bets, unknown provider", "PUT", "/operator/providers/other/system-bets", bearer, `{"enabled":false}`, 404, `"NOT_FOUND"`},
		{"no state", "PUT", "/operator/providers/sim", bearer, `{}`, 400, `"INVALID_PARAMETER"`},
		{"not json", "PUT", "/operator/providers/sim", bearer, `off`, 400, `"INVALID_PARAMETER"`},
		{"unknown field", "PUT", "/operator/providers/sim", bearer, `{"enabled":true,"x":1}`, 400, `"INVALID_PARAMETER"`},
		{"features", "GET", "/operator/features", bearer, "", 200, `"jackpots":true`},
		{"feature on", "PUT", "/operator/features/custom_sport_type_providers", bearer, `{"enabled":true}`, 200, `"custom_sport_type_providers":true`},
		{"feature off", "PUT", "/operator/features/jackpots", bearer, `{"enabled":false}`, 200, `"jackpots":false`},
		{"features read back", "GET", "/operator/features", bearer, "", 200, `"custom_sport_type_providers":true,"delta_compression":false,"jackpots":false`},
		{"unknown feature", "PUT", "/operator/features/cashback", bearer, `{"enabled":true}`, 404, `"NOT_FOUND"`},
		{"unknown call", "GET", "/operator/players", bearer, "", 404, `"NOT_FOUND"`},
		{"wrong method", "DELETE", "/operator/providers/sim", bearer, "", 404, `"NOT_FOUND"`},
	}
	for _, c := range cases {
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		if c.auth != "" {
			req.Header.Set("Authorization", c.auth)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.contains) {
			t.Errorf("%s: %d %s, want %d with %s", c.name, rec.Code, rec.Body, c.status, c.contains)
		}
		if c.status == 401 && rec.Header().Get("WWW-Authenticate") == "" {
			t.Errorf("%s: no WWW-Authenticate", c.name)
		}
	}
	// One switch of a provider, told on each locale's updates channel (system bets are read with
	// the bet settings and at placement, not pushed).
	if strings.Join(pub.channels, " ") != "public:en.updates public:ar.updates" {
		t.Fatalf("published on %v", pub.channels)
	}
	// The bet settings name the provider kept out of system bets.
	if no, err := svc.NoSystemProviders(context.Background()); err != nil || strings.Join(no, ",") != "sim" {
		t.Fatalf("no-system providers %v, %v", no, err)
	}
}

// The test-providers cookie: pairs that parse are kept, the rest skipped.
func TestParseCookie(t *testing.T) {
	cases := []struct {
		in   string
		want map[string]bool
	}{
		{"", map[string]bool{}},
		{"sim:off", map[string]bool{"sim": false}},
		{"sim:on|other:0|third:TRUE", map[string]bool{"sim": true, "other": false, "third": true}},
		{"sim|:on|x:maybe|y:off", map[string]bool{"y": false}},
	}
	for _, c := range cases {
		got := ParseCookie(c.in)
		if len(got) != len(c.want) {
			t.Errorf("ParseCookie(%q) = %v, want %v", c.in, got, c.want)
			continue
		}
		for k, v := range c.want {
			if on, ok := got[k]; !ok || on != v {
				t.Errorf("ParseCookie(%q) = %v, want %v", c.in, got, c.want)
			}
		}
	}
}
