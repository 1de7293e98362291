// Package feedcontrol serves the feed's test control over HTTP, so that end-to-end tests drive
// the live feed instead of waiting on chance. It is mounted only when FEED_CONTROL is on, and
// only for this machine (devonly).
//
//	POST /dev/feed/odds {"match_id", "market_id", "specifier", "outcome_id", "odds"}
//	  offers the outcome at odds (thousandths), its market open; the simulator then leaves the
//	  match to the test. 204; 400 for a bad body; 404 for a match, market or outcome not open.
//	POST /dev/feed/market {"match_id", "market_id", "specifier", "open"}
//	  suspends the market (open false: prices shown, betting closed) or opens it again. 204,
//	  400, 404 likewise.
//	POST /dev/feed/finish {"match_id"}
//	  plays the match to its end at once and settles every market (bets settle as usual). 204,
//	  400, 404 likewise.
//	POST /dev/feed/score {"match_id", "team": "home" | "away"}
//	  gives the team a goal (a point in a points or set sport) of the live match; its markets are
//	  re-priced on the new score, or settled when that ends the match. 204, 400, 404 likewise;
//	  409 when the match is not in play (not started, stopped, between periods).
//	POST /dev/feed/statistic {"match_id", "kind", "team": "home" | "away"}
//	  records an event of a statistic its sport keeps (internal/matchstats: "corner",
//	  "yellow_card", "ace"...) for the team of the live match at its clock; its statistics change
//	  as in play. 204; 400 for a bad body or a kind the sport does not record (a goal: score);
//	  404 and 409 as for score.
//	GET /dev/feed/status
//	  204 when the feed runs on this instance and has stored its first batch, 503 when it runs
//	  elsewhere (several instances share one feed; see internal/feedlead) or not yet. Every
//	  command answers 503 likewise there.
package feedcontrol

import (
	"context"
	"errors"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/devonly"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// Path is where the control is mounted.
const Path = "/dev/feed/"

// Feed is the simulator's control.
type Feed interface {
	SetOdds(ctx context.Context, matchID int64, key catalogue.MarketKey, outcomeID string, odds catalogue.Odds) error
	SetMarketOpen(ctx context.Context, matchID int64, key catalogue.MarketKey, open bool) error
	Finish(ctx context.Context, matchID int64) error
	Score(ctx context.Context, matchID int64, team feed.Team) error
	RecordStatistic(ctx context.Context, matchID int64, kind matchstats.Kind, team feed.Team) error
	// Leading reports whether the feed runs on this instance now and has stored its first batch.
	Leading() bool
}

type oddsRequest struct {
	MatchID   int64  `json:"match_id"`
	MarketID  int64  `json:"market_id"`
	Specifier string `json:"specifier"`
	OutcomeID string `json:"outcome_id"`
	Odds      int64  `json:"odds"`
}

type marketRequest struct {
	MatchID   int64  `json:"match_id"`
	MarketID  int64  `json:"market_id"`
	Specifier string `json:"specifier"`
	Open      *bool  `json:"open"`
}

type matchRequest struct {
	MatchID int64 `json:"match_id"`
}

type scoreRequest struct {
	MatchID int64  `json:"match_id"`
	Team    string `json:"team"`
}

type statisticRequest struct {
	MatchID int64  `json:"match_id"`
	Kind    string `json:"kind"`
	Team    string `json:"team"`
}

// teams are the sides of a match by their name in a request.
var teams = map[string]feed.Team{"home": feed.Home, "away": feed.Away}

// Handler serves the control, to this machine only (devonly), wherever it is mounted.
func Handler(f Feed) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+Path+"odds", func(w http.ResponseWriter, r *http.Request) {
		var req oddsRequest
		if !devonly.Decode(r, &req) || req.MatchID < 1 || req.MarketID < 1 || req.OutcomeID == "" ||
			req.Odds < int64(catalogue.MinOdds) || req.Odds > int64(catalogue.MaxOdds) {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		done(w, f.SetOdds(r.Context(), req.MatchID, catalogue.MarketKey{MarketID: req.MarketID, Specifier: req.Specifier}, req.OutcomeID, catalogue.Odds(req.Odds)))
	})
	mux.HandleFunc("POST "+Path+"market", func(w http.ResponseWriter, r *http.Request) {
		var req marketRequest
		if !devonly.Decode(r, &req) || req.MatchID < 1 || req.MarketID < 1 || req.Open == nil {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		done(w, f.SetMarketOpen(r.Context(), req.MatchID, catalogue.MarketKey{MarketID: req.MarketID, Specifier: req.Specifier}, *req.Open))
	})
	mux.HandleFunc("POST "+Path+"finish", func(w http.ResponseWriter, r *http.Request) {
		var req matchRequest
		if !devonly.Decode(r, &req) || req.MatchID < 1 {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		done(w, f.Finish(r.Context(), req.MatchID))
	})
	mux.HandleFunc("POST "+Path+"score", func(w http.ResponseWriter, r *http.Request) {
		var req scoreRequest
		if !devonly.Decode(r, &req) || req.MatchID < 1 || teams[req.Team] == 0 {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		done(w, f.Score(r.Context(), req.MatchID, teams[req.Team]))
	})
	mux.HandleFunc("POST "+Path+"statistic", func(w http.ResponseWriter, r *http.Request) {
		var req statisticRequest
		if !devonly.Decode(r, &req) || req.MatchID < 1 || req.Kind == "" || teams[req.Team] == 0 {
			devonly.Answer(w, http.StatusBadRequest, "INVALID_PARAMETER", "error.invalid_parameter")
			return
		}
		done(w, f.RecordStatistic(r.Context(), req.MatchID, matchstats.Kind(req.Kind), teams[req.Team]))
	})
	mux.HandleFunc("GET "+Path+"status", func(w http.ResponseWriter, r *http.Request) {
		if !f.Leading() {
			done(w, errNotHere)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	return devonly.Handler(mux)
}

// errNotHere is the status of an instance the feed does not run on.
var errNotHere = errors.New("feedcontrol: the feed does not run here")

// done answers a command's outcome.
func done(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, feed.ErrNotFound):
		devonly.Answer(w, http.StatusNotFound, "NOT_FOUND", "error.not_found")
	case errors.Is(err, feed.ErrUnknownStatistic):
		devonly.Answer(w, http.StatusBadRequest, "UNKNOWN_STATISTIC", "error.invalid_parameter")
	case errors.Is(err, feed.ErrNotInPlay):
		devonly.Answer(w, http.StatusConflict, "MATCH_NOT_IN_PLAY", "error.match_not_in_play")
	case err != nil:
		devonly.Answer(w, http.StatusServiceUnavailable, "FEED_UNAVAILABLE", "error.feed_unavailable")
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}
