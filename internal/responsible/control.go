package responsible

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/devonly"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// ControlPath is where the sessions' test control is mounted (only with FEED_CONTROL=true).
const ControlPath = "/dev/sessions/"

// ErrNoOpenSession is AgeSessions' answer for a player without an open session, or no such player.
var ErrNoOpenSession = errors.New("responsible: no open sportsbook session")

// AgeSessions moves the start of the player's open sportsbook sessions back by d, so that a test
// of a session or time limit finds the minutes played without waiting for them to pass.
func (s *Service) AgeSessions(ctx context.Context, email string, d time.Duration) error {
	p, err := s.Store.PlayerByEmail(ctx, auth.NormalizeEmail(email))
	if errors.Is(err, store.ErrNoPlayer) {
		return ErrNoOpenSession
	}
	if err != nil {
		return err
	}
	n, err := s.Store.AgeSportsbookSessions(ctx, p.ID, d)
	if err == nil && n == 0 {
		err = ErrNoOpenSession
	}
	return err
}

// Control serves the sessions' test control to this machine only (devonly), so that an
// end-to-end test of a session limit does not wait out real minutes:
//
//	POST /dev/sessions/age {"email", "minutes"}
//	  moves the start of the player's open sportsbook sessions back by minutes (1 to 1440); 204,
//	  400 for a bad body, 404 when the player has no open session.
func Control(s *Service) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+ControlPath+"age", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Email   string `json:"email"`
			Minutes int    `json:"minutes"`
		}
		if !devonly.Decode(r, &req) || req.Email == "" || req.Minutes < 1 || req.Minutes > 1440 {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		devonly.Done(w, s.AgeSessions(r.Context(), req.Email, time.Duration(req.Minutes)*time.Minute), ErrNoOpenSession)
	})
	return devonly.Handler(mux)
}
