package sitepath

import (
	"net/url"
	"strings"
	"testing"
)

// tricky are references that browsers read as another site, or that decode to one.
var tricky = []string{
	"/profile/wallet/deposit", "/de/profile/wallet/deposit?tab=card#top", "", "/", "//", "///x", "//attacker.invalid", "/\\attacker.invalid",
	"\\\\attacker.invalid", "/\t/attacker.invalid", "/\n/attacker.invalid", "/\r\n/attacker.invalid", "\t//attacker.invalid", " //attacker.invalid",
	"/%2F/attacker.invalid", "/%5Cattacker.invalid", "/%09/attacker.invalid", "/.//attacker.invalid", "/a/..//attacker.invalid", "/%2e%2e//x",
	"https://attacker.invalid/", "HTTPS:attacker.invalid", "javascript:alert(1)", "//user@attacker.invalid", "/a@b", "/x?next=//attacker.invalid",
	"/x#//attacker.invalid", "/%zz", "/\x00", "/\x7f", "/\u2028", "/ａ", "/é?é=é", "/" + strings.Repeat("%2F", 200),
	"%2F", // was accepted: a relative reference, which resolves under the payment page's own path
}

// stays reports whether a Location value keeps a browser on this site: one leading slash, no
// backslash (read as a slash) and no control character (tabs and newlines are dropped).
func stays(loc string) bool {
	return strings.HasPrefix(loc, "/") && !strings.HasPrefix(loc, "//") &&
		!strings.ContainsFunc(loc, func(r rune) bool { return r < ' ' || r == 0x7f || r == '\\' })
}

// FuzzParse: an accepted reference is written out as a Location that stays on the site, reads
// back as itself, and resolves against the site to the site's own host.
func FuzzParse(f *testing.F) {
	for _, s := range tricky {
		f.Add(s)
	}
	base, _ := url.Parse("https://bets.example.com/x/y")
	f.Fuzz(func(t *testing.T, ref string) {
		u, ok := Parse(ref)
		if !ok {
			return
		}
		loc := u.String()
		if !stays(loc) {
			t.Fatalf("Parse(%q) accepts a reference written as %q, which leaves the site", ref, loc)
		}
		again, ok := Parse(loc)
		if !ok || again.String() != loc {
			t.Fatalf("Parse(%q) = %q, which reads back as %v, %v", ref, loc, again, ok)
		}
		if got := base.ResolveReference(u); got.Host != base.Host || got.Scheme != base.Scheme {
			t.Fatalf("Parse(%q) = %q resolves to %q", ref, loc, got)
		}
	})
}

// FuzzLocation: whatever path it is given, Location answers a value that stays on the site and
// decodes to the path with one leading slash.
func FuzzLocation(f *testing.F) {
	for _, s := range tricky {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		loc := Location(path)
		if !stays(loc) {
			t.Fatalf("Location(%q) = %q, which leaves the site", path, loc)
		}
		if got, err := url.PathUnescape(loc); err != nil || got != "/"+strings.TrimLeft(path, "/\\") {
			t.Fatalf("Location(%q) = %q, which decodes to %q, %v", path, loc, got, err)
		}
	})
}
