package realtime

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// TokenTTL is how long a connection or subscription token is valid.
const TokenTTL = time.Hour

// ErrInvalidToken is returned (wrapped) for a token that is missing, malformed, badly signed,
// expired or meant for something else.
var ErrInvalidToken = errors.New("realtime: invalid token")

// claims are the JWT claims of both token kinds; Channel is set only on subscription tokens.
type claims struct {
	Channel string `json:"channel,omitempty"`
	jwt.RegisteredClaims
}

// ConnectionToken returns an HS256 connection token for userID ("" is an anonymous visitor),
// valid for TokenTTL. It implements sportsbookapi.TokenIssuer.
func (s *Server) ConnectionToken(ctx context.Context, userID string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("issuing a connection token: %w", err)
	}
	return s.sign(userID, "", s.now())
}

// SubscriptionToken returns an HS256 token that lets userID subscribe to channel (a private
// channel), valid for TokenTTL.
func (s *Server) SubscriptionToken(ctx context.Context, userID, channel string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("issuing a subscription token: %w", err)
	}
	if userID == "" || channel == "" {
		return "", errors.New("realtime: a subscription token needs a user and a channel")
	}
	return s.sign(userID, channel, s.now())
}

func (s *Server) sign(userID, channel string, now time.Time) (string, error) {
	c := claims{Channel: channel, RegisteredClaims: jwt.RegisteredClaims{
		Subject:   userID,
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(TokenTTL)),
	}}
	tok, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(s.secret)
	if err != nil {
		return "", fmt.Errorf("signing a realtime token: %w", err)
	}
	return tok, nil
}

// verify checks a token's signature, algorithm and expiry and returns its claims.
func (s *Server) verify(token string) (claims, error) {
	if token == "" {
		return claims{}, fmt.Errorf("%w: missing", ErrInvalidToken)
	}
	var c claims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return s.secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now),
	)
	if err != nil {
		return claims{}, fmt.Errorf("%w: %w", ErrInvalidToken, err)
	}
	return c, nil
}

// verifyConnection returns the user id of a valid connection token ("" for anonymous).
func (s *Server) verifyConnection(token string) (string, error) {
	c, err := s.verify(token)
	if err != nil {
		return "", err
	}
	if c.Channel != "" {
		return "", fmt.Errorf("%w: a subscription token is not a connection token", ErrInvalidToken)
	}
	return c.Subject, nil
}

// verifySubscription checks that token lets userID subscribe to channel.
func (s *Server) verifySubscription(token, userID, channel string) error {
	c, err := s.verify(token)
	if err != nil {
		return err
	}
	if c.Channel != channel || c.Subject != userID || userID == "" {
		return fmt.Errorf("%w: not for this user and channel", ErrInvalidToken)
	}
	return nil
}
