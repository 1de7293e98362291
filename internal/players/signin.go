package players

import (
	"context"
	"errors"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// SignedIn is a new web session: the session cookie's value, when it expires, and the profile.
type SignedIn struct {
	Token   string
	Expires time.Time
	Profile platformgen.Player
}

// SignIn checks the credentials and every rule that refuses a sign-in, in an order that reveals
// nothing to a guesser: the rate limit first, then the password, then the account's state. It
// opens a web session for the player.
func (s *Service) SignIn(ctx context.Context, req platformgen.SignInRequest, from Origin) (SignedIn, error) {
	p, err := s.signIn(ctx, req, from)
	if err != nil {
		return SignedIn{}, err
	}
	tok, hash, err := auth.NewToken()
	if err != nil {
		return SignedIn{}, err
	}
	now := s.cfg.Now()
	in := SignedIn{Token: tok, Expires: now.Add(SessionTTL)}
	if err := s.cfg.Store.CreateWebSession(ctx, hash, p.ID, now, in.Expires); err != nil {
		return SignedIn{}, err
	}
	in.Profile, err = s.Profile(ctx, p)
	return in, err
}

func (s *Service) signIn(ctx context.Context, req platformgen.SignInRequest, from Origin) (store.Player, error) {
	if !s.access().SignIn {
		return store.Player{}, apierror.New(apierror.SignInClosed)
	}
	if err := s.allowHashing(from.IP); err != nil {
		return store.Player{}, err
	}
	if auth.Blocked(s.cfg.BlockedCountries, from.Country) {
		return store.Player{}, countryBlocked(from.Country)
	}
	// An unknown email, a locked account and a wrong password answer alike, after one password
	// check each, so that neither the answer nor its time tells a guesser who is registered.
	p, err := s.cfg.Store.PlayerByEmail(ctx, auth.NormalizeEmail(req.Email))
	if errors.Is(err, store.ErrNoPlayer) || (err == nil && p.Locked()) {
		_, _ = s.CheckPassword(s.nobodysHash(), req.Password)
		return p, apierror.New(apierror.InvalidCredentials)
	}
	if err != nil {
		return p, err
	}
	ok, err := s.CheckPassword(p.PasswordHash, req.Password)
	if err != nil {
		return p, err
	}
	if !ok {
		if _, _, err := s.wrongPassword(ctx, p, false); err != nil {
			return p, err
		}
		return p, apierror.New(apierror.InvalidCredentials)
	}
	if err := s.cfg.Store.ResetFailedSignIns(ctx, p.ID); err != nil {
		return p, err
	}
	if auth.Blocked(s.cfg.BlockedCountries, p.Country) {
		return p, countryBlocked(p.Country)
	}
	if !p.Confirmed() {
		return p, apierror.New(apierror.EmailNotConfirmed).With(map[string]any{"email": p.Email})
	}
	return p, s.Excluded(ctx, p.ID)
}

// allowHashing counts an anonymous request that will hash a password against its IP address's
// allowance, refusing it beyond (TOO_MANY_ATTEMPTS with the seconds to wait).
func (s *Service) allowHashing(ip string) error {
	if ok, retry := s.hashing.Allow(ip, s.cfg.Now()); !ok {
		return apierror.New(apierror.TooManyAttempts).With(map[string]any{"retry_after": int(retry/time.Second) + 1})
	}
	return nil
}

func countryBlocked(country string) error {
	return apierror.New(apierror.CountryBlocked).With(map[string]any{"country": auth.NormalizeCountry(country)})
}

// wrongPassword counts a wrong password toward the lock, whether it came from the sign-in form or
// from a signed-in player's password confirmation. The one that locks the account stores the
// unlock link in the same transaction, with signOut ends every session of the player there too,
// and mails the link once committed. It returns how many tries are left and whether the account
// is now locked.
func (s *Service) wrongPassword(ctx context.Context, p store.Player, signOut bool) (left int, locked bool, err error) {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return 0, false, err
	}
	now := s.cfg.Now()
	var failed int
	err = s.cfg.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if failed, locked, err = tx.RecordFailedSignIn(ctx, p.ID, auth.ShouldLock, now); err != nil || !locked {
			return err
		}
		if err := tx.CreateToken(ctx, p.ID, store.TokenUnlock, hash, now.Add(tokenTTL), now); err != nil {
			return err
		}
		if signOut {
			return EndSessions(ctx, tx, p.ID, now)
		}
		return nil
	})
	if err != nil {
		return 0, false, err
	}
	if locked {
		if err := s.mailLink(ctx, p, store.TokenUnlock, tok); err != nil {
			return 0, true, err
		}
	}
	return max(auth.MaxFailedSignIns-failed, 0), locked, nil
}

// ConfirmPassword checks a signed-in player's password (the confirm-password modal). Wrong ones
// count toward the lock like sign-in's, so that a stolen session cannot guess the password without
// limit: the wrong password that locks the account also ends all of the player's sessions
// (ACCOUNT_LOCKED); the others answer PASSWORD_WRONG with the attempts left.
func (s *Service) ConfirmPassword(ctx context.Context, p store.Player, password string) error {
	if p.Locked() {
		return apierror.New(apierror.AccountLocked)
	}
	ok, err := s.CheckPassword(p.PasswordHash, password)
	if err != nil {
		return err
	}
	if ok {
		return s.cfg.Store.ResetFailedSignIns(ctx, p.ID)
	}
	left, locked, err := s.wrongPassword(ctx, p, true)
	switch {
	case err != nil:
		return err
	case locked:
		return apierror.New(apierror.AccountLocked)
	}
	return apierror.New(apierror.PasswordWrong).With(map[string]any{"attempts_left": left})
}

// ChangePassword sets a new password once the current one is confirmed.
func (s *Service) ChangePassword(ctx context.Context, p store.Player, req platformgen.ChangePasswordRequest) error {
	if err := s.ConfirmPassword(ctx, p, req.CurrentPassword); err != nil {
		return err
	}
	if k := auth.CheckNewPassword(req.Password); k != "" {
		return apierror.Fields(map[string]string{"password": k})
	}
	hash, err := s.cfg.Hashing.Hash(req.Password)
	if err != nil {
		return err
	}
	return s.cfg.Store.SetPassword(ctx, p.ID, hash)
}

// SignOut ends the web session of token and, when it is live, its player's sportsbook sessions, in
// one transaction. No session is no error: the player is signed out either way.
func (s *Service) SignOut(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	now := s.cfg.Now()
	p, err := s.session(ctx, token)
	if err != nil && !errors.Is(err, store.ErrNoSession) {
		return err
	}
	live := err == nil
	return s.cfg.Store.InTx(ctx, func(tx *store.Tx) error {
		if live {
			if _, err := tx.EndSportsbookSessions(ctx, p.ID, now); err != nil {
				return err
			}
		}
		return tx.DeleteWebSession(ctx, auth.HashToken(token))
	})
}
