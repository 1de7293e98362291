package jackpots

import (
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/devonly"
)

// ControlPath is where the jackpots' test control is mounted (only with FEED_CONTROL=true).
const ControlPath = "/dev/jackpots/"

// Control serves the jackpots' test control to this machine only (devonly), so that an
// end-to-end test makes the next qualifying bet hit a level instead of waiting on chance:
//
//	POST /dev/jackpots/{id}/levels/{level} {"drop_at": <minor units>}
//	  moves the level's drop point;
//	POST /dev/jackpots/{id}/levels/{level} {"hit_by": "<email>"}
//	  makes that player's next contribution to the level hit it (ArmHit), which other tests'
//	  bets cannot take first;
//	  204, 400 for a bad body, 404 for a level or player that does not exist.
func Control(s *Service) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+ControlPath+"{id}/levels/{level}", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			DropAt *int64 `json:"drop_at"`
			HitBy  string `json:"hit_by"`
		}
		id, level := r.PathValue("id"), r.PathValue("level")
		switch {
		case !devonly.Decode(r, &req) || (req.DropAt == nil) == (req.HitBy == "") || (req.DropAt != nil && *req.DropAt < 1):
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
		case req.HitBy != "":
			devonly.Done(w, s.ArmHit(r.Context(), id, level, req.HitBy), ErrNotFound)
		default:
			devonly.Done(w, s.SetDropAt(r.Context(), id, level, *req.DropAt), ErrNotFound)
		}
	})
	return devonly.Handler(mux)
}
