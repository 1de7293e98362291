package auth

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestPasswordHash(t *testing.T) {
	for _, c := range []struct {
		hashing Hashing
		prefix  string
	}{
		{StrongHashing, "$argon2id$v=19$m=19456,t=2,p=1$"}, // the design's parameters
		{TestHashing, "$argon2id$v=19$m=8,t=1,p=1$"},       // the least CheckPassword accepts
	} {
		h, err := c.hashing.Hash("correct horse 1")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(h, c.prefix) {
			t.Errorf("hash %q, want the prefix %q", h, c.prefix)
		}
		for pw, want := range map[string]bool{"correct horse 1": true, "correct horse 2": false, "": false} {
			if ok, err := CheckPassword(h, pw); ok != want || err != nil {
				t.Errorf("CheckPassword(%q) = %v, %v", pw, ok, err)
			}
		}
		if h2, _ := c.hashing.Hash("correct horse 1"); h2 == h {
			t.Error("two hashes of one password must differ (salt)")
		}
		if nobody := c.hashing.NobodysHash(); !strings.HasPrefix(nobody, c.prefix) {
			t.Errorf("NobodysHash() = %q, want the cost of the players' hashes, %q", nobody, c.prefix)
		}
	}
	// Malformed, or naming parameters argon2 panics on or that would stall every check.
	for _, bad := range []string{
		"plain",
		"$argon2id$v=19$m=0,t=0,p=0$$00", // a fuzz finding: argon2 panicked on t=0
		"$argon2id$v=19$m=19456,t=0,p=1$c2FsdHNhbHRzYWx0c2FsdA$" + strings.Repeat("A", 43),
		"$argon2id$v=19$m=19456,t=2,p=0$c2FsdHNhbHRzYWx0c2FsdA$" + strings.Repeat("A", 43),
		"$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$" + strings.Repeat("A", 43),
		"$argon2id$v=19$m=19456,t=1000,p=1$c2FsdHNhbHRzYWx0c2FsdA$" + strings.Repeat("A", 43),
		"$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$AA",
	} {
		if _, err := CheckPassword(bad, "x"); !errors.Is(err, ErrBadHash) {
			t.Errorf("CheckPassword(%q): %v, want ErrBadHash", bad, err)
		}
	}
}

func TestTokens(t *testing.T) {
	tok, hash, err := NewToken()
	if err != nil || len(tok) < 40 || HashToken(tok) != hash || hash == tok {
		t.Fatalf("NewToken = %q, %q, %v", tok, hash, err)
	}
	code, err := NewCode(6)
	if err != nil || len(code) != 6 || strings.Trim(code, "0123456789") != "" {
		t.Errorf("NewCode = %q, %v", code, err)
	}
}

func TestValidation(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", FieldRequired},
		{"player@example.com", ""},
		{"Player <player@example.com>", FieldEmail},
		{"player@localhost", FieldEmail},
		{"no-at-sign", FieldEmail},
	} {
		if got := CheckEmail(tc.in); got != tc.want {
			t.Errorf("CheckEmail(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", FieldRequired},
		{"short1", FieldPasswordWeak},
		{"onlyletters", FieldPasswordWeak},
		{"12345678", FieldPasswordWeak},
		{"letters123", ""},
		{"пароль123", ""},
	} {
		if got := CheckNewPassword(tc.in); got != tc.want {
			t.Errorf("CheckNewPassword(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{{"DE", ""}, {"", FieldRequired}, {"DEU", FieldCountry}, {"d1", FieldCountry}} {
		if got := CheckCountry(tc.in); got != tc.want {
			t.Errorf("CheckCountry(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if p := NormalizePhone(" +44 (7700) 900-123 "); p != "+447700900123" || CheckPhone(p) != "" {
		t.Errorf("NormalizePhone = %q", p)
	}
	if CheckPhone("447700900123") != FieldPhone {
		t.Error("a phone needs the + of E.164")
	}
	if !Blocked([]string{"US", "KP"}, "us") || Blocked([]string{"US"}, "") || Blocked(nil, "US") {
		t.Error("Blocked")
	}
}

func TestLock(t *testing.T) {
	if ShouldLock(MaxFailedSignIns-1) || !ShouldLock(MaxFailedSignIns) {
		t.Error("the account locks at the fifth failure")
	}
}

func TestLimiter(t *testing.T) {
	l := NewLimiter(3, time.Minute)
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 3 {
		if ok, _ := l.Allow("ip", t0.Add(time.Duration(i)*time.Second)); !ok {
			t.Fatalf("attempt %d refused", i+1)
		}
	}
	ok, retry := l.Allow("ip", t0.Add(10*time.Second))
	if ok || retry != 50*time.Second {
		t.Errorf("fourth attempt: ok=%v retry=%v", ok, retry)
	}
	if ok, _ := l.Allow("other", t0.Add(10*time.Second)); !ok {
		t.Error("keys are counted apart")
	}
	if ok, _ := l.Allow("ip", t0.Add(61*time.Second)); !ok {
		t.Error("the window slides")
	}
}

func TestCSRF(t *testing.T) {
	c := NewCSRF([]byte("secret"))
	tok, err := c.New()
	if err != nil {
		t.Fatal(err)
	}
	forged := "nonce." + strings.Repeat("A", 43)
	for _, tc := range []struct {
		cookie, header string
		want           bool
	}{
		{tok, tok, true},
		{tok, "", false},
		{tok, tok + "x", false},
		{forged, forged, false},
		{"", "", false},
	} {
		if got := c.Valid(tc.cookie, tc.header); got != tc.want {
			t.Errorf("Valid(%q, %q) = %v", tc.cookie, tc.header, got)
		}
	}
	if other, _ := NewCSRF([]byte("other")).New(); c.Valid(other, other) {
		t.Error("a token of another secret is refused")
	}
}

func TestBearer(t *testing.T) {
	b := NewBearer([]byte("secret"))
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	tok, exp, err := b.Issue(42, "s-7", now)
	if err != nil || !exp.Equal(now.Add(BearerTTL)) {
		t.Fatal(err, exp)
	}
	c, err := b.Verify(tok, now.Add(time.Minute))
	if err != nil || c.PlayerID != 42 || c.Session != "s-7" {
		t.Errorf("Verify = %+v, %v", c, err)
	}
	if _, err := b.Verify(tok, now.Add(BearerTTL+time.Second)); !errors.Is(err, ErrInvalidBearer) {
		t.Errorf("expired token accepted: %v", err)
	}
	if _, err := NewBearer([]byte("other")).Verify(tok, now); !errors.Is(err, ErrInvalidBearer) {
		t.Errorf("foreign token accepted: %v", err)
	}
	if _, err := b.Verify("", now); !errors.Is(err, ErrInvalidBearer) {
		t.Error("empty token accepted")
	}
}

// Each purpose signs with its own key: a token made for one purpose is refused by the others.
func TestSubKeysSeparatePurposes(t *testing.T) {
	root := []byte("0123456789abcdef0123456789abcdef")
	csrf, bearer := SubKey(root, "csrf"), SubKey(root, "bearer")
	if string(csrf) == string(bearer) || string(csrf) == string(root) || len(bearer) != 32 {
		t.Fatal("sub keys must differ from each other and from the root")
	}
	tok, _, err := NewBearer(bearer).Issue(1, "s", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewBearer(csrf).Verify(tok, time.Now()); !errors.Is(err, ErrInvalidBearer) {
		t.Errorf("a token of another purpose's key accepted: %v", err)
	}
}
