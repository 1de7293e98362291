package platformapi

import (
	"context"
	"net/http"
	"time"

	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// none is the answer of operations without a body.
type none = struct{}

// SignIn implements POST /users/sign_in.
func (s *Server) SignIn(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusOK, func(ctx context.Context, req platformgen.SignInRequest) (platformgen.Player, error) {
		in, err := s.players.SignIn(ctx, req, s.origin(r))
		if err != nil {
			return platformgen.Player{}, err
		}
		s.setCookie(w, r, SessionCookie, in.Token, in.Expires, true)
		return withCSRFToken(r, in.Profile), nil
	})
}

// SignUp implements POST /users/sign_up.
func (s *Server) SignUp(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusCreated, func(ctx context.Context, req platformgen.SignUpRequest) (platformgen.SignUpResult, error) {
		return s.players.SignUp(ctx, req, s.origin(r))
	})
}

// SignOut implements DELETE /users/sign_out.
func (s *Server) SignOut(w http.ResponseWriter, r *http.Request) {
	err := s.players.SignOut(r.Context(), sessionToken(r))
	if err == nil {
		s.setCookie(w, r, SessionCookie, "", s.cfg.Now().Add(-time.Hour), true)
	}
	s.answer(w, r, http.StatusNoContent, nil, err)
}

// ConfirmAccount implements GET /users/confirmation.
func (s *Server) ConfirmAccount(w http.ResponseWriter, r *http.Request, params platformgen.ConfirmAccountParams) {
	v, err := s.players.Confirm(r.Context(), params.ConfirmationToken)
	s.answer(w, r, http.StatusOK, v, err)
}

// UnlockAccount implements GET /users/unlock.
func (s *Server) UnlockAccount(w http.ResponseWriter, r *http.Request, params platformgen.UnlockAccountParams) {
	v, err := s.players.Unlock(r.Context(), params.UnlockToken)
	s.answer(w, r, http.StatusOK, v, err)
}

// noAnswer adapts a service call without an answer to handle.
func noAnswer[Req any](fn func(context.Context, Req) error) func(context.Context, Req) (none, error) {
	return func(ctx context.Context, req Req) (none, error) { return none{}, fn(ctx, req) }
}

// ResendConfirmation implements POST /users/confirmation.
func (s *Server) ResendConfirmation(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusNoContent, noAnswer(s.players.ResendConfirmation))
}

// ResendUnlock implements POST /users/unlock.
func (s *Server) ResendUnlock(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusNoContent, noAnswer(s.players.ResendUnlock))
}

// RequestPasswordReset implements POST /users/password.
func (s *Server) RequestPasswordReset(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusNoContent, noAnswer(s.players.RequestPasswordReset))
}

// ResetPassword implements PUT /users/password.
func (s *Server) ResetPassword(w http.ResponseWriter, r *http.Request) {
	handle(s, w, r, http.StatusNoContent, noAnswer(func(ctx context.Context, req platformgen.ResetPasswordRequest) error {
		return s.players.ResetPassword(ctx, req, s.origin(r))
	}))
}

// ChangePassword implements PATCH /player/password.
func (s *Server) ChangePassword(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusNoContent, func(ctx context.Context, p store.Player, req platformgen.ChangePasswordRequest) (none, error) {
		return none{}, s.players.ChangePassword(ctx, p, req)
	})
}
