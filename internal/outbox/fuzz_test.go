package outbox

import (
	"strings"
	"testing"
)

// FuzzNewSMTP: an SMTP_URL NewSMTP accepts names a server and a sender that fits on the mail's
// From: header line, which Send writes as it is.
func FuzzNewSMTP(f *testing.F) {
	for _, s := range []string{
		"smtp://user:pass@mail.example.com:587?from=bets@example.com", "smtp://mail.example.com?from=bets@example.com",
		"smtp://mail.example.com", "smtps://mail.example.com?from=a@b.c", "SMTP://mail.example.com?from=a@b.c", "smtp://?from=a@b.c",
		"smtp://:587?from=a@b.c", "smtp://u:p%40ss@[::1]:25?from=a@b.c", "smtp://mail.example.com?from=a@b.c&from=c@d.e",
		"smtp://mail.example.com?from=%20", "smtp://mail.example.com?from=a%40b.c%3E", "smtp://mail.example.com?from=%00",
		"smtp://mail.example.com/path#frag?from=a@b.c", "smtp:mail.example.com?from=a@b.c", "", "smtp://u@@h?from=x",
		"smtp://mail.example.com?from=" + strings.Repeat("a", 2000) + "@b.c",
		"smtp://mail.example.com?from=a@b.c%0D%0ABcc:x@y.z", // was accepted; every mail then failed
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, err := NewSMTP(raw, nil)
		if err != nil {
			return
		}
		if s.addr == "" || s.from == "" || strings.ContainsAny(s.from, "\r\n") {
			t.Fatalf("NewSMTP(%q) accepts server %q and sender %q", raw, s.addr, s.from)
		}
	})
}
