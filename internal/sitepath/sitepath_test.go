package sitepath

import (
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		ref  string
		want string // "" refused
	}{
		{"/profile/wallet/deposit", "/profile/wallet/deposit"},
		{"/de/profile/wallet/deposit?tab=card", "/de/profile/wallet/deposit?tab=card"},
		{"/a b", "/a%20b"},
		{"", ""},
		{"profile", ""},
		{"//attacker.invalid/", ""},
		{"/\\attacker.invalid/", ""},
		{"\\\\attacker.invalid", ""},
		{"/\t/attacker.invalid/", ""}, // the finding: browsers drop the tab and go to //attacker.invalid/
		{"/\n/attacker.invalid/", ""},
		{"/\r/attacker.invalid", ""},
		{"/\x00", ""},
		{"/%2F/attacker.invalid", ""}, // decodes to //attacker.invalid
		{"https://attacker.invalid/", ""},
		{"javascript:alert(1)", ""},
		{"//user@attacker.invalid", ""},
		{"/ok#frag", "/ok#frag"},
		{"%2F", ""},                 // decodes to "/" but is relative as written
		{"%2Fattacker.invalid", ""}, // would resolve to /payment/%2Fattacker.invalid
	} {
		u, ok := Parse(tc.ref)
		got := ""
		if ok {
			got = u.String()
		}
		if got != tc.want {
			t.Errorf("Parse(%q) = %q, want %q", tc.ref, got, tc.want)
		}
	}
}

func TestLocationStaysOnTheSite(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/live", "/live"},
		{"/\t/attacker.invalid", "/%09/attacker.invalid"},
		{"//attacker.invalid", "/attacker.invalid"},
		{"/\\attacker.invalid", "/attacker.invalid"},
		{"/fr/matches", "/fr/matches"},
		{"", "/"},
	} {
		got := Location(tc.path)
		if got != tc.want {
			t.Errorf("Location(%q) = %q, want %q", tc.path, got, tc.want)
		}
		// Whatever it is, a browser resolving it against the site stays on the site.
		base, _ := url.Parse("https://bets.example.com/x")
		ref, err := url.Parse(got)
		if err != nil || base.ResolveReference(ref).Host != "bets.example.com" {
			t.Errorf("Location(%q) = %q leaves the site", tc.path, got)
		}
	}
}
