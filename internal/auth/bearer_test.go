package auth

import (
	"errors"
	"testing"
	"time"
)

// TestBearerKeepsVerifiedTokens checks the verified tokens a Bearer keeps: a kept token still
// expires, another secret's token is still refused, and the kept ones stay bounded.
func TestBearerKeepsVerifiedTokens(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	b := NewBearer([]byte("secret-one-secret-one-secret-one"))
	tok, exp, err := b.Issue(7, "sess", now)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 { // the second from what was verified
		if c, err := b.Verify(tok, now.Add(time.Minute)); err != nil || c.PlayerID != 7 || c.Session != "sess" {
			t.Fatalf("verify: %+v %v", c, err)
		}
	}
	if _, err := b.Verify(tok, exp); !errors.Is(err, ErrInvalidBearer) {
		t.Fatalf("a kept token at its expiry: %v", err)
	}
	if _, err := b.Verify(tok, exp.Add(time.Hour)); !errors.Is(err, ErrInvalidBearer) {
		t.Fatalf("a kept token after its expiry: %v", err)
	}
	other := NewBearer([]byte("secret-two-secret-two-secret-two"))
	if _, err := other.Verify(tok, now); !errors.Is(err, ErrInvalidBearer) {
		t.Fatalf("another secret's token: %v", err)
	}
	// Tampered: the kept key is the whole token.
	if _, err := b.Verify(tok+"x", now); !errors.Is(err, ErrInvalidBearer) {
		t.Fatalf("a tampered token: %v", err)
	}
	for i := range verifiedTokensMax + 10 {
		b.verified.put(string(rune(i))+"-token", Claims{PlayerID: 1, ExpiresAt: now.Add(time.Hour)}, now)
	}
	if n := len(b.verified.claims); n > verifiedTokensMax {
		t.Fatalf("%d tokens kept, bound %d", n, verifiedTokensMax)
	}
}
