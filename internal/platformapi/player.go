package platformapi

import (
	"context"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// GetPlayer implements GET /player: the profile, or an anonymous one.
func (s *Server) GetPlayer(w http.ResponseWriter, r *http.Request) {
	v, err := s.players.Visitor(r.Context(), sessionToken(r))
	s.answer(w, r, http.StatusOK, withCSRFToken(r, v), err)
}

// UpdatePlayer implements PATCH /player.
func (s *Server) UpdatePlayer(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player, req platformgen.PlayerUpdate) (platformgen.Player, error) {
		v, err := s.players.UpdateProfile(ctx, p, req)
		return withCSRFToken(r, v), err
	})
}

// UpdateLocale implements PATCH /player/update_locale.
func (s *Server) UpdateLocale(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusOK, s.players.UpdateLocale)
}

// GetCompPoints implements GET /player/comp_points.
func (s *Server) GetCompPoints(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, func(_ context.Context, p store.Player) (platformgen.CompPoints, error) {
		return s.players.CompPoints(p), nil
	})
}

// ListStatusGroups implements GET /player/status_groups.
func (s *Server) ListStatusGroups(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, func(_ context.Context, p store.Player) ([]platformgen.StatusGroup, error) {
		return s.players.StatusGroups(p), nil
	})
}

// GetPhone implements GET /player/phone.
func (s *Server) GetPhone(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, s.players.Phone)
}

// SetPhone implements POST /player/phone.
func (s *Server) SetPhone(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusOK, s.players.SetPhone)
}

// ResendPhoneCode implements POST /player/phone/resend.
func (s *Server) ResendPhoneCode(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, s.players.ResendPhoneCode)
}

// VerifyPhone implements POST /player/phone/verify.
func (s *Server) VerifyPhone(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusOK, s.players.VerifyPhone)
}

// SessionPlayerID is the id of the player whose web session the request's cookie names, for the
// services beside this API that the page calls with its cookies (the demo virtual wallet).
func (s *Server) SessionPlayerID(r *http.Request) (int64, bool) {
	p, err := s.players.Session(r.Context(), sessionToken(r))
	if err != nil {
		return 0, false
	}
	return p.ID, true
}
