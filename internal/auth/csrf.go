package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"
)

// CSRF makes and checks signed double-submit tokens: the token lives in a cookie the page's script
// can read and must come back in a request header. A cross-site page can make the browser send the
// cookie but can neither read it nor forge one (it is signed), so it cannot set the header.
type CSRF struct{ secret []byte }

// NewCSRF returns a CSRF signer with secret.
func NewCSRF(secret []byte) CSRF { return CSRF{secret: secret} }

// New returns a fresh token: a random nonce and its signature.
func (c CSRF) New() (string, error) {
	b := make([]byte, 18)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("auth: csrf nonce: %w", err)
	}
	nonce := base64.RawURLEncoding.EncodeToString(b)
	return nonce + "." + c.sign(nonce), nil
}

func (c CSRF) sign(nonce string) string {
	m := hmac.New(sha256.New, c.secret)
	m.Write([]byte("csrf:" + nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Valid reports whether cookie is a token this signer made and header equals it.
func (c CSRF) Valid(cookie, header string) bool {
	nonce, sig, ok := strings.Cut(cookie, ".")
	if !ok || nonce == "" || subtle.ConstantTimeCompare([]byte(cookie), []byte(header)) != 1 {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(c.sign(nonce)))
}
