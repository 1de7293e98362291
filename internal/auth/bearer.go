package auth

import (
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// BearerTTL is how long a sportsbook API bearer token lives; the client asks for a new one before.
const BearerTTL = 15 * time.Minute

const bearerAudience = "sportsbook"

// Bearer issues and verifies the short-lived HS256 tokens that carry a signed-in player to the
// sportsbook API.
type Bearer struct {
	secret   []byte
	verified *verifiedTokens // nil: none kept
}

// NewBearer returns a Bearer with secret.
func NewBearer(secret []byte) Bearer {
	return Bearer{secret: secret, verified: &verifiedTokens{claims: map[string]Claims{}}}
}

// verifiedTokensMax bounds the tokens a Bearer keeps verified: more than the players of one
// instance have tokens at a time (a token lives BearerTTL).
const verifiedTokensMax = 20_000

// verifiedTokens are tokens whose signature and claims were verified, with their claims, kept
// until they expire: a signed-in player's requests all bear the same token, and parsing and
// checking it again (base64, JSON, HMAC) cost as much as a light request. A token is the key as
// it is, so that only the very token verified before matches.
type verifiedTokens struct {
	mu     sync.Mutex
	claims map[string]Claims
}

// get returns a token's claims when it was verified and is not expired at now.
func (v *verifiedTokens) get(token string, now time.Time) (Claims, bool) {
	if v == nil {
		return Claims{}, false
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	c, ok := v.claims[token]
	if ok && !now.Before(c.ExpiresAt) {
		delete(v.claims, token)
		return Claims{}, false
	}
	return c, ok
}

// put keeps a verified token, first dropping the expired ones, or any one, when full.
func (v *verifiedTokens) put(token string, c Claims, now time.Time) {
	if v == nil {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if len(v.claims) >= verifiedTokensMax {
		for t, o := range v.claims {
			if !now.Before(o.ExpiresAt) {
				delete(v.claims, t)
			}
		}
		for t := range v.claims {
			if len(v.claims) < verifiedTokensMax {
				break
			}
			delete(v.claims, t)
		}
	}
	v.claims[token] = c
}

// Claims are what a bearer token says: the player and their sportsbook session, named by the
// session's random token id (never a guessable row id).
type Claims struct {
	PlayerID  int64
	Session   string
	ExpiresAt time.Time
}

type bearerClaims struct {
	Session string `json:"sid"`
	jwt.RegisteredClaims
}

// Issue returns a token for player in the session named session, valid for BearerTTL from now.
func (b Bearer) Issue(playerID int64, session string, now time.Time) (string, time.Time, error) {
	if session == "" {
		return "", time.Time{}, errors.New("auth: a bearer token needs a session")
	}
	exp := now.Add(BearerTTL)
	c := bearerClaims{Session: session, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   strconv.FormatInt(playerID, 10),
		Audience:  jwt.ClaimStrings{bearerAudience},
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(exp),
	}}
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(b.secret)
	if err != nil {
		return "", time.Time{}, fmt.Errorf("auth: signing a bearer token: %w", err)
	}
	return tok, exp, nil
}

// ErrInvalidBearer is returned for a missing, malformed, foreign or expired bearer token.
var ErrInvalidBearer = errors.New("auth: invalid bearer token")

// Verify checks a token at now and returns its claims.
func (b Bearer) Verify(token string, now time.Time) (Claims, error) {
	if c, ok := b.verified.get(token, now); ok {
		return c, nil
	}
	var c bearerClaims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return b.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithAudience(bearerAudience),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(func() time.Time { return now }),
	)
	if err != nil {
		return Claims{}, fmt.Errorf("%w: %w", ErrInvalidBearer, err)
	}
	id, err := strconv.ParseInt(c.Subject, 10, 64)
	if err != nil || id <= 0 || c.Session == "" {
		return Claims{}, fmt.Errorf("%w: bad subject", ErrInvalidBearer)
	}
	out := Claims{PlayerID: id, Session: c.Session, ExpiresAt: c.ExpiresAt.Time}
	b.verified.put(token, out, now)
	return out, nil
}
