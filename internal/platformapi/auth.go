package platformapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/outbox"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// SignIn implements POST /users/sign_in.
func (s *Server) SignIn(w http.ResponseWriter, r *http.Request) {
	var req platformgen.SignInRequest
	s.answer(w, r, 0, nil, func() error {
		if err := decode(r, &req); err != nil {
			return err
		}
		p, err := s.signIn(r, req)
		if err != nil {
			return err
		}
		tok, hash, err := auth.NewToken()
		if err != nil {
			return err
		}
		now := s.cfg.Now()
		if err := s.cfg.Store.CreateWebSession(r.Context(), hash, p.ID, now, now.Add(sessionTTL)); err != nil {
			return err
		}
		s.setCookie(w, r, SessionCookie, tok, now.Add(sessionTTL), true)
		v, err := s.profile(r.Context(), p)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, v)
		return nil
	}())
}

// signIn checks the credentials and every rule that refuses a sign-in, in an order that reveals
// nothing to a guesser: the rate limit first, then the password, then the account's state.
func (s *Server) signIn(r *http.Request, req platformgen.SignInRequest) (store.Player, error) {
	ctx := r.Context()
	if err := s.allowHashing(r); err != nil {
		return store.Player{}, err
	}
	if country := r.Header.Get(s.cfg.CountryHeader); s.cfg.CountryHeader != "" && auth.Blocked(s.cfg.BlockedCountries, country) {
		return store.Player{}, countryBlocked(country)
	}
	// An unknown email, a locked account and a wrong password answer alike, after one password
	// check each, so that neither the answer nor its time tells a guesser who is registered.
	p, err := s.cfg.Store.PlayerByEmail(ctx, auth.NormalizeEmail(req.Email))
	if errors.Is(err, store.ErrNoPlayer) || (err == nil && p.Locked()) {
		_, _ = s.checkPassword(auth.NobodysHash, req.Password)
		return p, errInvalidCredentials
	}
	if err != nil {
		return p, err
	}
	ok, err := s.checkPassword(p.PasswordHash, req.Password)
	if err != nil {
		return p, err
	}
	if !ok {
		if _, _, err := s.wrongPassword(r, p); err != nil {
			return p, err
		}
		return p, errInvalidCredentials
	}
	if err := s.cfg.Store.ResetFailedSignIns(ctx, p.ID); err != nil {
		return p, err
	}
	if auth.Blocked(s.cfg.BlockedCountries, p.Country) {
		return p, countryBlocked(p.Country)
	}
	if !p.Confirmed() {
		return p, fail(http.StatusForbidden, "EMAIL_NOT_CONFIRMED", "error.auth.email_not_confirmed", map[string]any{"email": p.Email})
	}
	if err := s.excluded(ctx, p.ID); err != nil {
		return p, err
	}
	return p, nil
}

var (
	errInvalidCredentials = fail(http.StatusUnauthorized, "INVALID_CREDENTIALS", "error.auth.invalid_credentials", nil)
	errAccountLocked      = fail(http.StatusLocked, "ACCOUNT_LOCKED", "error.auth.account_locked", nil)
)

// wrongPassword counts a wrong password toward the lock, whether it came from the sign-in form or
// from a signed-in player's password confirmation; the one that locks the account mails the
// unlock link. It returns how many tries are left and whether the account is now locked.
func (s *Server) wrongPassword(r *http.Request, p store.Player) (left int, locked bool, err error) {
	failed, locked, err := s.cfg.Store.RecordFailedSignIn(r.Context(), p.ID, auth.ShouldLock, s.cfg.Now())
	if err != nil {
		return 0, false, err
	}
	if locked {
		if err := s.mailToken(r, p, store.TokenUnlock); err != nil {
			return 0, true, err
		}
	}
	return max(auth.MaxFailedSignIns-failed, 0), locked, nil
}

// allowHashing counts an anonymous request that will hash a password against its IP address's
// allowance, refusing it beyond (429 with the seconds to wait).
func (s *Server) allowHashing(r *http.Request) error {
	if ok, retry := s.hashingIP.Allow(clientIP(r), s.cfg.Now()); !ok {
		sec := int(retry/time.Second) + 1
		return fail(http.StatusTooManyRequests, "TOO_MANY_ATTEMPTS", "error.auth.too_many_attempts", map[string]any{"retry_after": sec})
	}
	return nil
}

func countryBlocked(country string) *apiError {
	return fail(http.StatusForbidden, "COUNTRY_BLOCKED", "error.auth.country_blocked", map[string]any{"country": auth.NormalizeCountry(country)})
}

// excluded refuses a player under self-exclusion or cooling-off.
func (s *Server) excluded(ctx context.Context, playerID int64) error {
	now := s.cfg.Now()
	ls, err := s.cfg.Store.Limits(ctx, playerID, now)
	if err != nil {
		return err
	}
	if l, ok := limits.Exclusion(ls, now); ok {
		code, key := "SELF_EXCLUDED", "error.auth.self_excluded"
		if l.Type == limits.CoolingOff {
			code, key = "COOLING_OFF", "error.auth.cooling_off"
		}
		return fail(http.StatusForbidden, code, key, map[string]any{"until": l.Until.Format(time.RFC3339)})
	}
	return nil
}

// clientIP is the address sign-in attempts are counted by: the connection's, since a header
// could be forged by the guesser.
func clientIP(r *http.Request) string {
	host := r.RemoteAddr
	if i := strings.LastIndex(host, ":"); i > 0 {
		host = host[:i]
	}
	return host
}

// SignUp implements POST /users/sign_up.
func (s *Server) SignUp(w http.ResponseWriter, r *http.Request) {
	var req platformgen.SignUpRequest
	s.answer(w, r, 0, nil, func() error {
		if err := decode(r, &req); err != nil {
			return err
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
			return fieldErrors(fields)
		}
		if auth.Blocked(s.cfg.BlockedCountries, country) || (s.cfg.CountryHeader != "" && auth.Blocked(s.cfg.BlockedCountries, r.Header.Get(s.cfg.CountryHeader))) {
			return countryBlocked(country)
		}
		if err := s.allowHashing(r); err != nil {
			return err
		}
		hash, err := auth.HashPassword(req.Password)
		if err != nil {
			return err
		}
		lang := s.cfg.DefaultLocale
		if req.Locale != nil && *req.Locale != "" {
			lang = *req.Locale
		}
		nick := ""
		if req.Nickname != nil {
			nick = strings.TrimSpace(*req.Nickname)
		}
		p, err := s.cfg.Store.CreatePlayer(r.Context(), store.NewPlayer{Email: email, PasswordHash: hash, Nickname: nick,
			Language: lang, Country: country, Currency: cur.Code}, s.cfg.Now())
		switch {
		case errors.Is(err, store.ErrEmailTaken):
			// Answer as for a new account, so that sign-up tells nobody who is registered; the
			// address's owner learns of the attempt by mail instead.
			err = s.mailSignUpAgain(r, email)
		case err == nil:
			err = s.mailToken(r, p, store.TokenConfirmation)
		}
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusCreated, platformgen.SignUpResult{Email: email})
		return nil
	}())
}

// SignOut implements DELETE /users/sign_out.
func (s *Server) SignOut(w http.ResponseWriter, r *http.Request) {
	err := func() error {
		c, err := r.Cookie(SessionCookie)
		if err != nil || c.Value == "" {
			return nil
		}
		if p, err := s.session(r); err == nil {
			if err := s.cfg.Store.EndSportsbookSessions(r.Context(), p.ID, s.cfg.Now()); err != nil {
				return err
			}
		}
		return s.cfg.Store.DeleteWebSession(r.Context(), auth.HashToken(c.Value))
	}()
	if err == nil {
		s.setCookie(w, r, SessionCookie, "", s.cfg.Now().Add(-time.Hour), true)
	}
	s.answer(w, r, http.StatusNoContent, nil, err)
}

// mail texts by token purpose: subject, link path, query name.
var mails = map[string]struct{ subject, intro, path, param string }{
	store.TokenConfirmation: {"Confirm your sportsbook account", "Welcome! Confirm your email address to start betting:", "/users/confirmation", "confirmation_token"},
	store.TokenReset:        {"Reset your sportsbook password", "Someone asked to reset your password. If it was you, choose a new one:", "/users/password/edit", "reset_password_token"},
	store.TokenUnlock:       {"Unlock your sportsbook account", "Your account was locked after too many wrong passwords. Unlock it:", "/users/unlock", "unlock_token"},
}

// mailSignUpAgain answers a sign-up with a registered email: its owner gets a new confirmation
// link when the account is not confirmed yet, else a note with the ways back into the account.
func (s *Server) mailSignUpAgain(r *http.Request, email string) error {
	p, err := s.cfg.Store.PlayerByEmail(r.Context(), email)
	if err != nil {
		return err
	}
	if !p.Confirmed() {
		return s.mailToken(r, p, store.TokenConfirmation)
	}
	base := s.cfg.SiteURL
	body := fmt.Sprintf("Someone tried to create a sportsbook account with this email address, which already has one.\n\n"+
		"If it was you, sign in: %s\nForgot your password? Choose a new one: %s\n\nIf it was not you, you can ignore this mail.\n",
		base+s.localePath(p.Language, "/users/sign-in"), base+s.localePath(p.Language, "/users/password/new"))
	if err := s.cfg.Sender.Send(r.Context(), outbox.Message{Channel: outbox.Mail, Recipient: p.Email, Subject: "Your sportsbook account", Body: body}); err != nil {
		return fmt.Errorf("mailing a repeated sign-up: %w", err)
	}
	return nil
}

// mailToken stores a new one-time token of purpose for p and mails its link.
func (s *Server) mailToken(r *http.Request, p store.Player, purpose string) error {
	tok, hash, err := auth.NewToken()
	if err != nil {
		return err
	}
	now := s.cfg.Now()
	if err := s.cfg.Store.CreateToken(r.Context(), p.ID, purpose, hash, now.Add(tokenTTL), now); err != nil {
		return err
	}
	m := mails[purpose]
	link := s.cfg.SiteURL + s.localePath(p.Language, m.path) + "?" + m.param + "=" + url.QueryEscape(tok)
	body := fmt.Sprintf("%s\n\n%s\n\nThe link works once, for 24 hours.\n", m.intro, link)
	if err := s.cfg.Sender.Send(r.Context(), outbox.Message{Channel: outbox.Mail, Recipient: p.Email, Subject: m.subject, Body: body}); err != nil {
		return fmt.Errorf("mailing the %s link: %w", purpose, err)
	}
	return nil
}

// redeem answers a mailed link: GET /users/confirmation and GET /users/unlock.
func (s *Server) redeem(w http.ResponseWriter, r *http.Request, purpose, token string) {
	p, err := s.cfg.Store.RedeemToken(r.Context(), purpose, auth.HashToken(token), "", s.cfg.Now())
	if errors.Is(err, store.ErrTokenInvalid) {
		err = fail(http.StatusUnprocessableEntity, "TOKEN_INVALID", "error.auth.token_invalid", nil)
	}
	s.answer(w, r, http.StatusOK, platformgen.TokenResult{Email: p.Email}, err)
}

// ConfirmAccount implements GET /users/confirmation.
func (s *Server) ConfirmAccount(w http.ResponseWriter, r *http.Request, params platformgen.ConfirmAccountParams) {
	s.redeem(w, r, store.TokenConfirmation, params.ConfirmationToken)
}

// UnlockAccount implements GET /users/unlock.
func (s *Server) UnlockAccount(w http.ResponseWriter, r *http.Request, params platformgen.UnlockAccountParams) {
	s.redeem(w, r, store.TokenUnlock, params.UnlockToken)
}

// resend mails a link again when want(player) holds; it answers 204 whatever the email, so that
// it tells nobody which emails are registered, and is rate-limited per email.
func (s *Server) resend(w http.ResponseWriter, r *http.Request, purpose string, want func(store.Player) bool) {
	var req platformgen.EmailRequest
	err := func() error {
		if err := decode(r, &req); err != nil {
			return err
		}
		email := auth.NormalizeEmail(req.Email)
		if k := auth.CheckEmail(email); k != "" {
			return fieldErrors(map[string]string{"email": k})
		}
		if ok, _ := s.sendLimit.Allow(purpose+":"+email, s.cfg.Now()); !ok {
			return nil
		}
		p, err := s.cfg.Store.PlayerByEmail(r.Context(), email)
		if errors.Is(err, store.ErrNoPlayer) || (err == nil && !want(p)) {
			return nil
		}
		if err != nil {
			return err
		}
		return s.mailToken(r, p, purpose)
	}()
	s.answer(w, r, http.StatusNoContent, nil, err)
}

// ResendConfirmation implements POST /users/confirmation.
func (s *Server) ResendConfirmation(w http.ResponseWriter, r *http.Request) {
	s.resend(w, r, store.TokenConfirmation, func(p store.Player) bool { return !p.Confirmed() })
}

// ResendUnlock implements POST /users/unlock.
func (s *Server) ResendUnlock(w http.ResponseWriter, r *http.Request) {
	s.resend(w, r, store.TokenUnlock, store.Player.Locked)
}

// RequestPasswordReset implements POST /users/password.
func (s *Server) RequestPasswordReset(w http.ResponseWriter, r *http.Request) {
	s.resend(w, r, store.TokenReset, func(store.Player) bool { return true })
}

// ResetPassword implements PUT /users/password.
func (s *Server) ResetPassword(w http.ResponseWriter, r *http.Request) {
	var req platformgen.ResetPasswordRequest
	s.answer(w, r, http.StatusNoContent, nil, func() error {
		if err := decode(r, &req); err != nil {
			return err
		}
		if k := auth.CheckNewPassword(req.Password); k != "" {
			return fieldErrors(map[string]string{"password": k})
		}
		if err := s.allowHashing(r); err != nil {
			return err
		}
		hash, err := auth.HashPassword(req.Password)
		if err != nil {
			return err
		}
		_, err = s.cfg.Store.RedeemToken(r.Context(), store.TokenReset, auth.HashToken(req.ResetPasswordToken), hash, s.cfg.Now())
		if errors.Is(err, store.ErrTokenInvalid) {
			return fail(http.StatusUnprocessableEntity, "TOKEN_INVALID", "error.auth.token_invalid", nil)
		}
		return err
	}())
}

// ChangePassword implements PATCH /player/password.
func (s *Server) ChangePassword(w http.ResponseWriter, r *http.Request) {
	s.withPlayer(w, r, http.StatusNoContent, func(p store.Player) (any, error) {
		var req platformgen.ChangePasswordRequest
		if err := decode(r, &req); err != nil {
			return nil, err
		}
		if err := s.confirmPassword(r, p, req.CurrentPassword); err != nil {
			return nil, err
		}
		if k := auth.CheckNewPassword(req.Password); k != "" {
			return nil, fieldErrors(map[string]string{"password": k})
		}
		hash, err := auth.HashPassword(req.Password)
		if err != nil {
			return nil, err
		}
		return nil, s.cfg.Store.SetPassword(r.Context(), p.ID, hash)
	})
}

// confirmPassword checks a signed-in player's password (the confirm-password modal). Wrong ones
// count toward the lock like sign-in's, so a stolen session cannot guess the password without
// limit: the wrong password that locks the account also ends all of the player's sessions.
func (s *Server) confirmPassword(r *http.Request, p store.Player, password string) error {
	if p.Locked() {
		return errAccountLocked
	}
	ok, err := s.checkPassword(p.PasswordHash, password)
	if err != nil {
		return err
	}
	if ok {
		return s.cfg.Store.ResetFailedSignIns(r.Context(), p.ID)
	}
	left, locked, err := s.wrongPassword(r, p)
	if err != nil {
		return err
	}
	if locked {
		if err := s.endSessions(r.Context(), p.ID); err != nil {
			return err
		}
		return errAccountLocked
	}
	return fail(http.StatusUnprocessableEntity, "PASSWORD_WRONG", "error.auth.password_wrong", map[string]any{"attempts_left": left})
}
