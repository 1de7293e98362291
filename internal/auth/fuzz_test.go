package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// fieldSeeds are sign-up field values, valid and tricky.
var fieldSeeds = []string{
	"", "player@example.com", "Player@Example.COM ", "a@b.c", "a@b", "a@@b.c", "a b@c.d", "\"a b\"@c.d", "a@[1.2.3.4]",
	"a@b.c (comment)", "Ann <a@b.c>", "a\x00@b.c", "a\t@b.c", "a@b.c\n", "a@b.c\r\nBcc: x@y.z", "é@exämple.com", "a\u0085@b.c",
	"a\u202e@b.c", "\xff@b.c", strings.Repeat("a", 250) + "@b.co", "secret123", "пароль123", "12345678", "abcdefgh",
	"Aa1" + strings.Repeat("x", 125), "Aa1" + strings.Repeat("x", 126), "DE", "de", "DEU", "d1", "ſe", "ǅ", "+44 (7700) 900-123",
	"+447700900123", "447700900123", "++44 7700 900123", "+٤٤٧٧٠٠٩٠٠١٢٣", "+1234567", "+1234567890123456", "%2B44", "\\",
}

var (
	countryRE = regexp.MustCompile(`^[A-Z]{2}$`)
	phoneRE   = regexp.MustCompile(`^\+?[0-9]*$`)
	e164RE    = regexp.MustCompile(`^\+[0-9]{8,15}$`)
)

// FuzzFieldChecks: each sign-up field check accepts only what its rule says (validate.go), and the
// normalizations are idempotent.
func FuzzFieldChecks(f *testing.F) {
	for _, s := range fieldSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if k := CheckEmail(s); k == "" {
			at := strings.LastIndex(s, "@")
			switch {
			case len(s) > maxEmailLen || !utf8.ValidString(s):
				t.Fatalf("CheckEmail accepts %q: too long or not UTF-8", s)
			case strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f }):
				t.Fatalf("CheckEmail accepts %q with a space or an ASCII control character", s)
			case strings.Count(s, "@") != 1 || !strings.Contains(s[at:], "."):
				t.Fatalf("CheckEmail accepts %q: not local@domain.tld", s)
			}
		} else if (k == FieldRequired) != (s == "") {
			t.Fatalf("CheckEmail(%q) = %q", s, k)
		}
		if e := NormalizeEmail(s); NormalizeEmail(e) != e {
			t.Fatalf("NormalizeEmail is not idempotent on %q", s)
		}

		if k := CheckNewPassword(s); k == "" {
			n := utf8.RuneCountInString(s)
			if n < MinPasswordLen || n > MaxPasswordLen || !strings.ContainsFunc(s, unicode.IsLetter) || !strings.ContainsFunc(s, unicode.IsDigit) {
				t.Fatalf("CheckNewPassword accepts %q", s)
			}
		} else if (k == FieldRequired) != (s == "") {
			t.Fatalf("CheckNewPassword(%q) = %q", s, k)
		}

		c := NormalizeCountry(s)
		if CheckCountry(c) == "" && !countryRE.MatchString(c) {
			t.Fatalf("CheckCountry accepts %q (from %q)", c, s)
		}
		if CheckCountry(s) == "" && c != s {
			t.Fatalf("CheckCountry accepts %q, which normalizes to %q", s, c)
		}
		if Blocked([]string{"KP"}, s) != (c == "KP") {
			t.Fatalf("Blocked([KP], %q) = %v", s, !(c == "KP"))
		}

		p := NormalizePhone(s)
		if !phoneRE.MatchString(p) || NormalizePhone(p) != p {
			t.Fatalf("NormalizePhone(%q) = %q: want an idempotent + and digits", s, p)
		}
		if CheckPhone(p) == "" && !e164RE.MatchString(p) {
			t.Fatalf("CheckPhone accepts %q (from %q), not E.164", p, s)
		}
	})
}

// phc encodes an argon2id hash in the PHC format Hashing.Hash writes, with cheap parameters.
func phc(password string, salt []byte, mem, iter uint32) string {
	enc := base64.RawStdEncoding
	key := argon2.IDKey([]byte(password), salt, iter, mem, 1, 32)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=1$%s$%s", argon2.Version, mem, iter, enc.EncodeToString(salt), enc.EncodeToString(key))
}

// affordable reports whether CheckPassword would derive a key cheaply: a hash names its own cost,
// and a fuzzed m= or t= would spend gigabytes or hours. It reads the parameters as CheckPassword.
func affordable(hash string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 {
		return true
	}
	var mem, iter uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iter, &threads); err != nil {
		return true
	}
	return mem <= 4096 && iter <= 4
}

// FuzzCheckPassword: a stored hash of any shape never panics and is either checked or refused
// as ErrBadHash; and a well-formed hash of the fuzzed password and salt matches that password
// only.
func FuzzCheckPassword(f *testing.F) {
	good := phc("secret123", []byte("saltsalt"), 64, 1)
	for _, h := range []string{
		good, good + "$", strings.Replace(good, "argon2id", "argon2i", 1), strings.Replace(good, "v=19", "v=18", 1),
		strings.Replace(good, "m=64", "m=-1", 1), strings.Replace(good, "p=1", "p=256", 1), strings.Replace(good, "p=1", "p=1x", 1),
		strings.Replace(good, "m=64", "m=4294967295", 1), strings.Replace(good, "t=1", "t=99999999", 1),
		good[:strings.LastIndex(good, "$")+1], strings.Replace(good, "c2FsdHNhbHQ", "c2Fsd!!", 1), "$argon2id$v=19$m=64,t=1,p=1$$AA",
		"", "plain", "$", "$$$$$", "$argon2id$v=19$$$$", "$argon2id$v=%d$m=%d,t=%d,p=%d$x$y", "$argon2id$v=19\x00$m=64,t=1,p=1$c2FsdA$a2V5",
	} {
		f.Add(h, "secret123", []byte("salt"))
	}
	f.Add(good, "", []byte{})
	f.Add("", "пароль\x00\n", []byte{0, 0xff})
	f.Add("$argon2id$v=19$m=0,t=0,p=0$$00", "0", []byte{}) // argon2 panicked on t=0 and p=0
	f.Fuzz(func(t *testing.T, hash, password string, salt []byte) {
		if affordable(hash) {
			ok, err := CheckPassword(hash, password)
			if err != nil && (ok || !errors.Is(err, ErrBadHash)) {
				t.Fatalf("CheckPassword(%q) = %v, %v: want false and ErrBadHash", hash, ok, err)
			}
		}
		h := phc(password, salt, 64, 1)
		if ok, err := CheckPassword(h, password); !ok || err != nil {
			t.Fatalf("CheckPassword(%q, %q) = %v, %v: the password of the hash is refused", h, password, ok, err)
		}
		if ok, err := CheckPassword(h, password+"x"); ok || err != nil {
			t.Fatalf("CheckPassword(%q, %q) = %v, %v: another password is accepted", h, password+"x", ok, err)
		}
	})
}

// signedBy reports whether token is a JWS whose HMAC-SHA256 signature, checked here without the
// jwt package, is secret's.
func signedBy(secret []byte, token string) bool {
	i := strings.LastIndex(token, ".")
	if i < 0 || strings.Count(token, ".") != 2 {
		return false
	}
	sig, err := base64.RawURLEncoding.DecodeString(token[i+1:])
	if err != nil {
		return false
	}
	head, err := base64.RawURLEncoding.DecodeString(token[:strings.Index(token, ".")])
	var h struct{ Alg string }
	if err != nil || json.Unmarshal(head, &h) != nil || h.Alg != "HS256" {
		return false
	}
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(token[:i]))
	return hmac.Equal(sig, m.Sum(nil))
}

// FuzzBearer: Verify accepts only tokens this secret signed with HS256, for a player and a
// session, unexpired; and what Issue makes verifies to what it was made from.
func FuzzBearer(f *testing.F) {
	secret := []byte("0123456789abcdef0123456789abcdef")
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	b := NewBearer(secret)
	tok, _, err := b.Issue(42, "s-7", now)
	if err != nil {
		f.Fatal(err)
	}
	other, _, _ := NewBearer([]byte("another secret of thirty-two by")).Issue(42, "s-7", now)
	expired, _, _ := b.Issue(42, "s-7", now.Add(-time.Hour))
	parts := strings.Split(tok, ".")
	none := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`)) + "." + parts[1] + "."
	rs := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","typ":"JWT"}`)) + "." + parts[1] + "." + parts[2]
	for _, s := range []string{tok, other, expired, none, rs, tok + "x", tok[:len(tok)-1], parts[0] + "." + parts[1], "", "a.b.c", "..", "Bearer " + tok, strings.Repeat(tok, 50)} {
		f.Add(s, int64(42), "s-7")
	}
	f.Add(tok, int64(0), "s")
	f.Add(tok, int64(-1), "")
	f.Add(tok, int64(1<<62), "\x00\n")
	f.Fuzz(func(t *testing.T, token string, player int64, session string) {
		if c, err := b.Verify(token, now); err == nil {
			if !signedBy(secret, token) {
				t.Fatalf("Verify accepts %q, which this secret did not sign with HS256", token)
			}
			if c.PlayerID <= 0 || c.Session == "" || !c.ExpiresAt.After(now) {
				t.Fatalf("Verify(%q) = %+v: no player, no session or expired", token, c)
			}
		} else if !errors.Is(err, ErrInvalidBearer) {
			t.Fatalf("Verify(%q) = %v: want ErrInvalidBearer", token, err)
		}

		if !utf8.ValidString(session) {
			return // JSON carries text: the server's session ids are base64url
		}
		issued, exp, err := b.Issue(player, session, now)
		if session == "" {
			if err == nil {
				t.Fatalf("Issue(%d, %q) makes a token without a session", player, session)
			}
			return
		}
		if err != nil {
			t.Fatalf("Issue(%d, %q): %v", player, session, err)
		}
		c, err := b.Verify(issued, now)
		if player <= 0 {
			if err == nil {
				t.Fatalf("Verify accepts a token for player %d", player)
			}
			return
		}
		if err != nil || c.PlayerID != player || c.Session != session || !c.ExpiresAt.Equal(exp) {
			t.Fatalf("Verify(Issue(%d, %q)) = %+v, %v", player, session, c, err)
		}
	})
}

// FuzzCSRF: Valid accepts only a cookie this signer made, repeated exactly in the header.
func FuzzCSRF(f *testing.F) {
	secret := []byte("0123456789abcdef0123456789abcdef")
	c := NewCSRF(secret)
	tok, err := c.New()
	if err != nil {
		f.Fatal(err)
	}
	foreign, _ := NewCSRF([]byte("another secret")).New()
	nonce, sig, _ := strings.Cut(tok, ".")
	for _, s := range [][2]string{
		{tok, tok}, {tok, ""}, {"", tok}, {"", ""}, {tok, tok + " "}, {tok, strings.ToUpper(tok)}, {foreign, foreign},
		{nonce + ".", nonce + "."}, {"." + sig, "." + sig}, {nonce + "." + sig + ".", nonce + "." + sig + "."}, {nonce + "." + sig + "=", nonce + "." + sig + "="},
		{"x." + strings.Repeat("A", 43), "x." + strings.Repeat("A", 43)}, {"\x00.\x00", "\x00.\x00"}, {tok + "\n", tok + "\n"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, cookie, header string) {
		if c.Valid(cookie, header) {
			n, s, ok := strings.Cut(cookie, ".")
			m := hmac.New(sha256.New, secret)
			m.Write([]byte("csrf:" + n))
			if !ok || n == "" || cookie != header || s != base64.RawURLEncoding.EncodeToString(m.Sum(nil)) {
				t.Fatalf("Valid(%q, %q): not a token of this signer repeated in the header", cookie, header)
			}
		}
		if c.Valid(tok, header) != (header == tok) {
			t.Fatalf("Valid(token, %q) = %v", header, !(header == tok))
		}
	})
}
