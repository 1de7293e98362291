package platformapi

import (
	"context"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// ListLimits implements GET /user_limits.
func (s *Server) ListLimits(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, s.rg.Limits)
}

// SetLimit implements POST /user_limits.
func (s *Server) SetLimit(w http.ResponseWriter, r *http.Request) {
	withBody(s, w, r, http.StatusCreated, s.rg.SetLimit)
}

// RemoveLimit implements DELETE /user_limits/{id}.
func (s *Server) RemoveLimit(w http.ResponseWriter, r *http.Request, id int64) {
	forPlayer(s, w, r, http.StatusOK, func(ctx context.Context, p store.Player) (platformgen.Limit, error) {
		return s.rg.RemoveLimit(ctx, p, id)
	})
}

// StartSportsbookSession implements POST /sportsbook_sessions.
func (s *Server) StartSportsbookSession(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, s.rg.StartSession)
}

// ContinueSportsbookSession implements POST /sportsbook_sessions/continue.
func (s *Server) ContinueSportsbookSession(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusOK, s.rg.ContinueSession)
}

// GetRealityCheck implements GET /reality_check: the state, or 204 when the player has no
// reality-check limit (nothing to check is an answer, not a bad request).
func (s *Server) GetRealityCheck(w http.ResponseWriter, r *http.Request) {
	p, err := s.players.Session(r.Context(), sessionToken(r))
	var rc *platformgen.RealityCheck
	if err == nil {
		rc, err = s.rg.RealityCheck(r.Context(), p)
	}
	if err == nil && rc == nil {
		s.answer(w, r, http.StatusNoContent, nil, nil)
		return
	}
	s.answer(w, r, http.StatusOK, rc, err)
}

// TrackActivity implements POST /player/activity_limit_track.
func (s *Server) TrackActivity(w http.ResponseWriter, r *http.Request) {
	forPlayer(s, w, r, http.StatusNoContent, func(ctx context.Context, p store.Player) (none, error) {
		return none{}, s.rg.TrackActivity(ctx, p, sessionToken(r))
	})
}
