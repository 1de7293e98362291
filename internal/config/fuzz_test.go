package config

import (
	"math"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var (
	countryCodeRE = regexp.MustCompile(`^[A-Z]{2}$`)
	originRE      = regexp.MustCompile(`^https?://[^\s;,'"/?#]+$`)
)

// FuzzLoad sets two fuzzed options, each from the environment or a flag (exact or lower-case
// name). A configuration Load accepts keeps every rule the table documents, since the server
// builds links, cookies and the Content-Security-Policy from it without checking again.
func FuzzLoad(f *testing.F) {
	names := map[string]uint8{}
	for i, o := range Options() {
		names[o.Name] = uint8(i)
	}
	for _, s := range []struct {
		a, av string
		b, bv string
	}{
		{"ADDR", ":9090", "FEED_SPEED", "60"},
		{"FEED_SPEED", "0", "FEED_SEED", "-9223372036854775808"},
		{"FEED_SPEED", "1e308", "FEED_SEED", "1.5"},
		{"PUBLIC_URL", "https://bets.example.com/", "SMTP_URL", "smtp://u:p@mail.example.com:587?from=bets@example.com"},
		{"PUBLIC_URL", "ftp://x", "SMTP_URL", "smtp://mail.example.com"},
		{"PUBLIC_URL", "https://", "DATABASE_URL", "file:"},
		{"PUBLIC_URL", "//bets.example.com", "DATABASE_URL", " file:/tmp/x.db "},
		{"BLOCKED_COUNTRIES", "kp, ir,,SY ", "COUNTRY_HEADER", " CF-IPCountry "},
		{"BLOCKED_COUNTRIES", "KPX", "SIGN_IN_ATTEMPTS_PER_MINUTE", "0"},
		{"EMBEDDED", "true", "FRAME_ANCESTORS", "https://casino.example.com/, http://localhost:3000"},
		{"EMBEDDED", "TRUE", "FRAME_ANCESTORS", "https://a.example; script-src *"},
		{"FRAME_ANCESTORS", "https://user@a.example", "LOG_LEVEL", "warn+2"},
		{"FRAME_ANCESTORS", "javascript:alert(1)", "LOG_LEVEL", "loud"},
		{"JWT_SECRET", "short", "DEMO_PLAYER", "1"},
		{"JWT_SECRET", strings.Repeat("s", 32), "DEV_OUTBOX", "yes"},
		{"ADDR", " \t", "RTL_ENABLED", "F"},
		{"SIGN_IN_ATTEMPTS_PER_MINUTE", " 20 ", "CUSTOM_BET_ENABLED", "\x00"},
		{"BLOCKED_COUNTRIES", "00", "FEED_SPEED", "NaN"}, // both were accepted
		{"PUBLIC_URL", "https://me@bets.example.com/?x", "COUNTRY_HEADER", "CF IPCountry"},
	} {
		f.Add(names[s.a], s.av, uint8(0), names[s.b], s.bv, uint8(1))
		f.Add(names[s.a], s.av, uint8(2), names[s.b], s.bv, uint8(0))
	}
	f.Fuzz(func(t *testing.T, a uint8, av string, aVia uint8, b uint8, bv string, bVia uint8) {
		opts := Options()
		environ := map[string]string{}
		var args []string
		for _, o := range []struct {
			pick, via uint8
			v         string
		}{{a, aVia, av}, {b, bVia, bv}} {
			name := opts[int(o.pick)%len(opts)].Name
			switch o.via % 3 {
			case 0:
				environ[name] = o.v
			case 1:
				args = append(args, "-"+name+"="+o.v)
			case 2:
				args = append(args, "-"+flagAlias(name)+"="+o.v)
			}
		}
		c, err := Load(args, env(environ))
		if err != nil {
			return
		}
		in := func(format string, v ...any) {
			t.Helper()
			t.Fatalf("env %q, args %q: "+format, append([]any{environ, args}, v...)...)
		}
		if strings.TrimSpace(c.Addr) == "" {
			in("empty ADDR accepted")
		}
		if c.DatabaseURL == "" || strings.HasPrefix(c.DatabaseURL, "file:") {
			in("DATABASE_URL %q", c.DatabaseURL)
		}
		if !(c.FeedSpeed > 0) || math.IsInf(c.FeedSpeed, 0) {
			in("FEED_SPEED %v is not a positive number", c.FeedSpeed)
		}
		if c.PublicURL != "" {
			// Links are PublicURL + path: only a bare scheme://host[:port][/path] makes them right.
			u, err := url.Parse(c.PublicURL)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" ||
				u.Fragment != "" || u.Opaque != "" || strings.HasSuffix(c.PublicURL, "/") || strings.ContainsFunc(c.PublicURL, isSpaceOrControl) {
				in("PUBLIC_URL %q is not a base URL links can be appended to", c.PublicURL)
			}
		}
		if len(c.JWTSecret) < MinSecretBytes {
			in("JWT_SECRET of %d bytes", len(c.JWTSecret))
		}
		for _, code := range c.BlockedCountries {
			if !countryCodeRE.MatchString(code) {
				in("BLOCKED_COUNTRIES holds %q, not a two-letter code", code)
			}
		}
		for _, o := range c.FrameAncestors {
			if !originRE.MatchString(o) {
				in("FRAME_ANCESTORS holds %q, which is not one origin of a CSP source list", o)
			}
		}
		if c.Embedded && len(c.FrameAncestors) == 0 {
			in("EMBEDDED without FRAME_ANCESTORS")
		}
		if c.SMTPURL != "" && c.PublicURL == "" {
			in("SMTP_URL without PUBLIC_URL")
		}
		if c.SignInAttemptsPerMinute < 1 || strings.ContainsFunc(c.CountryHeader, isSpaceOrControl) {
			in("SIGN_IN_ATTEMPTS_PER_MINUTE %d, COUNTRY_HEADER %q", c.SignInAttemptsPerMinute, c.CountryHeader)
		}
	})
}

func isSpaceOrControl(r rune) bool { return r <= ' ' || r == 0x7f }
