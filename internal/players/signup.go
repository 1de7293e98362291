package players

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// SignUp registers a player with an account in their currency and mails the confirmation link.
// The player, the account and the link commit together, with the hooks of events.PlayerSignedUp;
// its subscribers run after. A registered email answers as a new one, so that sign-up tells
// nobody who is registered: the address's owner learns of the attempt by mail instead.
func (s *Service) SignUp(ctx context.Context, req platformgen.SignUpRequest, from Origin) (platformgen.SignUpResult, error) {
	if !s.access().SignUp {
		return platformgen.SignUpResult{}, apierror.New(apierror.SignUpClosed)
	}
	email := auth.NormalizeEmail(req.Email)
	country := auth.NormalizeCountry(req.Country)
	fields := map[string]string{}
	if k := auth.CheckEmail(email); k != "" {
		fields["email"] = k
	}
	if k := auth.CheckNewPassword(req.Password); k != "" {
		fields["password"] = k
	}
	if k := auth.CheckCountry(country); k != "" {
		fields["country"] = k
	}
	cur, err := wallet.Lookup(req.Currency)
	if err != nil {
		fields["currency"] = "error.validation.currency"
	}
	if !req.TermsAccepted {
		fields["terms_accepted"] = "error.validation.terms"
	}
	if len(fields) > 0 {
		return platformgen.SignUpResult{}, apierror.Fields(fields)
	}
	if auth.Blocked(s.cfg.BlockedCountries, country) || auth.Blocked(s.cfg.BlockedCountries, from.Country) {
		return platformgen.SignUpResult{}, countryBlocked(country)
	}
	if err := s.allowHashing(from.IP); err != nil {
		return platformgen.SignUpResult{}, err
	}
	np := store.NewPlayer{Email: email, Language: s.cfg.DefaultLocale, Country: country, Currency: cur.Code}
	if req.Locale != nil && *req.Locale != "" {
		np.Language = *req.Locale
	}
	if req.Nickname != nil {
		np.Nickname = strings.TrimSpace(*req.Nickname)
	}
	if np.PasswordHash, err = s.cfg.Hashing.Hash(req.Password); err != nil {
		return platformgen.SignUpResult{}, err
	}
	tok, tokHash, err := auth.NewToken()
	if err != nil {
		return platformgen.SignUpResult{}, err
	}
	now := s.cfg.Now()
	var signedUp events.PlayerSignedUp
	var raised []any
	err = s.cfg.Store.InTx(ctx, func(tx *store.Tx) error {
		p, err := tx.CreatePlayer(ctx, np, now)
		if err != nil {
			return err
		}
		acc, err := tx.ActiveAccount(ctx, p.ID, p.Currency)
		if err != nil {
			return err
		}
		if err := tx.CreateToken(ctx, p.ID, store.TokenConfirmation, tokHash, now.Add(tokenTTL), now); err != nil {
			return err
		}
		signedUp = events.PlayerSignedUp{Player: p, Account: acc}
		raised, err = s.cfg.Events.Raise(ctx, tx, signedUp)
		return err
	})
	switch {
	case errors.Is(err, store.ErrEmailTaken):
		err = s.mailSignUpAgain(ctx, email)
	case err == nil:
		s.cfg.Events.Publish(ctx, raised...)
		err = s.mailLink(ctx, signedUp.Player, store.TokenConfirmation, tok)
	}
	if err != nil {
		return platformgen.SignUpResult{}, err
	}
	return platformgen.SignUpResult{Email: email}, nil
}

// mails are the texts of the mailed links by token purpose: subject, link path, query name.
var mails = map[string]struct{ subject, intro, path, param string }{
	store.TokenConfirmation: {"Confirm your sportsbook account", "Welcome! Confirm your email address to start betting:", "/users/confirmation", "confirmation_token"},
	store.TokenReset:        {"Reset your sportsbook password", "Someone asked to reset your password. If it was you, choose a new one:", "/users/password/edit", "reset_password_token"},
	store.TokenUnlock:       {"Unlock your sportsbook account", "Your account was locked after too many wrong passwords. Unlock it:", "/users/unlock", "unlock_token"},
}

// localePath prefixes a site path with the locale unless it is the default.
func (s *Service) localePath(loc, path string) string {
	if loc == "" || loc == s.cfg.DefaultLocale {
		return path
	}
	return "/" + loc + path
}

// mailSignUpAgain answers a sign-up with a registered email: its owner gets a new confirmation
// link when the account is not confirmed yet, else a note with the ways back into the account.
func (s *Service) mailSignUpAgain(ctx context.Context, email string) error {
	p, err := s.cfg.Store.PlayerByEmail(ctx, email)
	if err != nil {
		return err
	}
	if !p.Confirmed() {
		return s.issueLink(ctx, p, store.TokenConfirmation)
	}
	base := s.cfg.SiteURL
	body := fmt.Sprintf("Someone tried to create a sportsbook account with this email address, which already has one.\n\n"+
		"If it was you, sign in: %s\nForgot your password? Choose a new one: %s\n\nIf it was not you, you can ignore this mail.\n",
		base+s.localePath(p.Language, "/users/sign-in"), base+s.localePath(p.Language, "/users/password/new"))
	if err := s.cfg.Sender.Send(ctx, outbox.Message{Channel: outbox.Mail, Recipient: p.Email, Subject: "Your sportsbook account", Body: body}); err != nil {
		return fmt.Errorf("mailing a repeated sign-up: %w", err)
	}
	return nil
}

// issueLink stores a new one-time token of purpose for p and mails its link.
func (s *Service) issueLink(ctx context.Context, p store.Player, purpose string) error {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	now := s.cfg.Now()
	if err := s.cfg.Store.CreateToken(ctx, p.ID, purpose, hash, now.Add(tokenTTL), now); err != nil {
		return err
	}
	return s.mailLink(ctx, p, purpose, tok)
}

// mailLink mails p the link of a stored one-time token of purpose.
func (s *Service) mailLink(ctx context.Context, p store.Player, purpose, tok string) error {
	m := mails[purpose]
	link := s.cfg.SiteURL + s.localePath(p.Language, m.path) + "?" + m.param + "=" + url.QueryEscape(tok)
	body := fmt.Sprintf("%s\n\n%s\n\nThe link works once, for 24 hours.\n", m.intro, link)
	if err := s.cfg.Sender.Send(ctx, outbox.Message{Channel: outbox.Mail, Recipient: p.Email, Subject: m.subject, Body: body}); err != nil {
		return fmt.Errorf("mailing the %s link: %w", purpose, err)
	}
	return nil
}

// redeem uses a mailed link's token of purpose (TOKEN_INVALID for an unknown, used or expired one)
// and applies its effect; newHash is the new password of a reset.
func (s *Service) redeem(ctx context.Context, purpose, token, newHash string) (store.Player, error) {
	p, err := s.cfg.Store.RedeemToken(ctx, purpose, auth.HashToken(token), newHash, s.cfg.Now())
	if errors.Is(err, store.ErrTokenInvalid) {
		return p, apierror.New(apierror.TokenInvalid)
	}
	return p, err
}

// Confirm confirms the email of a confirmation link's token.
func (s *Service) Confirm(ctx context.Context, token string) (platformgen.TokenResult, error) {
	p, err := s.redeem(ctx, store.TokenConfirmation, token, "")
	return platformgen.TokenResult{Email: p.Email}, err
}

// Unlock unlocks the account of an unlock link's token.
func (s *Service) Unlock(ctx context.Context, token string) (platformgen.TokenResult, error) {
	p, err := s.redeem(ctx, store.TokenUnlock, token, "")
	return platformgen.TokenResult{Email: p.Email}, err
}

// resend mails a link of purpose again when want(player) holds. It answers alike whatever the
// email, so that it tells nobody which emails are registered, and sends at most five an hour per
// email and purpose.
func (s *Service) resend(ctx context.Context, purpose string, req platformgen.EmailRequest, want func(store.Player) bool) error {
	email := auth.NormalizeEmail(req.Email)
	if k := auth.CheckEmail(email); k != "" {
		return apierror.Fields(map[string]string{"email": k})
	}
	if ok, _ := s.sends.Allow(purpose+":"+email, s.cfg.Now()); !ok {
		return nil
	}
	p, err := s.cfg.Store.PlayerByEmail(ctx, email)
	if errors.Is(err, store.ErrNoPlayer) || (err == nil && !want(p)) {
		return nil
	}
	if err != nil {
		return err
	}
	return s.issueLink(ctx, p, purpose)
}

// ResendConfirmation mails a new confirmation link to an unconfirmed player.
func (s *Service) ResendConfirmation(ctx context.Context, req platformgen.EmailRequest) error {
	return s.resend(ctx, store.TokenConfirmation, req, func(p store.Player) bool { return !p.Confirmed() })
}

// ResendUnlock mails a new unlock link to a locked player.
func (s *Service) ResendUnlock(ctx context.Context, req platformgen.EmailRequest) error {
	return s.resend(ctx, store.TokenUnlock, req, store.Player.Locked)
}

// RequestPasswordReset mails a password reset link.
func (s *Service) RequestPasswordReset(ctx context.Context, req platformgen.EmailRequest) error {
	return s.resend(ctx, store.TokenReset, req, func(store.Player) bool { return true })
}

// ResetPassword sets the new password of a reset link's token; the reset unlocks the account and
// ends its web sessions.
func (s *Service) ResetPassword(ctx context.Context, req platformgen.ResetPasswordRequest, from Origin) error {
	if k := auth.CheckNewPassword(req.Password); k != "" {
		return apierror.Fields(map[string]string{"password": k})
	}
	if err := s.allowHashing(from.IP); err != nil {
		return err
	}
	hash, err := s.cfg.Hashing.Hash(req.Password)
	if err != nil {
		return err
	}
	_, err = s.redeem(ctx, store.TokenReset, req.ResetPasswordToken, hash)
	return err
}
