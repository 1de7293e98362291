package auth

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"strconv"
)

// NewToken returns a random URL-safe token (256 bits) for sessions and mailed links, and the hash
// under which it is stored: a stolen database holds no usable token.
func NewToken() (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", fmt.Errorf("auth: token: %w", err)
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token), nil
}

// HashToken is the stored form of a token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// SubKey derives the key of one purpose ("csrf", "bearer", "realtime") from the root secret, so
// that a token made for one purpose is never valid for another.
func SubKey(secret []byte, purpose string) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("sportsbook key: " + purpose))
	return m.Sum(nil)
}

// PlayerRef is how a third party knows a player (the watchers service, a virtual wallet's
// provider): an HMAC of their id under that party's sub-key, so that it is stable across
// sessions and instances, and neither reveals the internal id nor lets anyone derive another
// player's or link one party's ids to another's.
func PlayerRef(key []byte, playerID int64) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(strconv.FormatInt(playerID, 10)))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

// NewCode returns a random numeric code of n digits for SMS verification.
func NewCode(n int) (string, error) {
	max := big.NewInt(1)
	for range n {
		max.Mul(max, big.NewInt(10))
	}
	v, err := rand.Int(rand.Reader, max)
	if err != nil {
		return "", fmt.Errorf("auth: code: %w", err)
	}
	return fmt.Sprintf("%0*d", n, v), nil
}
