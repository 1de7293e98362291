package operator

import (
	"context"
	"maps"
	"net/http"
	"strings"
)

// CookieName is the test-providers cookie (spec section 6): `sim:off|other:on` forces those
// providers' statuses for the browser that sends it, honoured only with TEST_PROVIDERS_COOKIE.
// ':' and '|' are cookie-value characters, so a browser's document.cookie sets it as written.
const CookieName = "sb_test_providers"

// maxForced bounds the providers one cookie forces.
const maxForced = 20

// ParseCookie reads the cookie's value: provider:on|provider:off pairs (also 1/0, true/false).
// Pairs that do not parse are skipped: the cookie is a tester's aid, not a request to refuse.
func ParseCookie(v string) map[string]bool {
	out := map[string]bool{}
	for _, pair := range strings.Split(v, "|") {
		name, state, ok := strings.Cut(pair, ":")
		name = strings.TrimSpace(name)
		if !ok || name == "" || len(name) > 64 || len(out) >= maxForced {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(state)) {
		case "on", "1", "true":
			out[name] = true
		case "off", "0", "false":
			out[name] = false
		}
	}
	return out
}

type forcedKey struct{}

// Forced returns h with the test-providers cookie of each request, when it has one, in the
// request's context: the settings it reads and the bets it places see those statuses (Apply).
func Forced(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie(CookieName); err == nil {
			if forced := ParseCookie(c.Value); len(forced) > 0 {
				r = r.WithContext(context.WithValue(r.Context(), forcedKey{}, forced))
			}
		}
		h.ServeHTTP(w, r)
	})
}

// Apply are statuses with the forced statuses of the request's cookie, if any (Forced).
func Apply(ctx context.Context, statuses map[string]bool) map[string]bool {
	forced, _ := ctx.Value(forcedKey{}).(map[string]bool)
	if len(forced) == 0 {
		return statuses
	}
	out := maps.Clone(statuses)
	if out == nil {
		out = map[string]bool{}
	}
	maps.Copy(out, forced)
	return out
}
