package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/predictions"
)

// PredictionService answers the vote calls; predictions.Service implements it. Its refusals are
// *apierror.Error values (PREDICTION_NOT_FOUND, PREDICTION_CLOSED, ALREADY_VOTED,
// INVALID_PARAMETER).
type PredictionService interface {
	Get(ctx context.Context, predictionID, playerID int64) (predictions.Tally, error)
	Vote(ctx context.Context, predictionID, playerID int64, data string) (predictions.Tally, error)
}

// WithPredictions keeps the community's votes with p; without it vote calls fail.
func WithPredictions(p PredictionService) Option { return func(s *Server) { s.predictions = p } }

var errNoPredictions = errors.New("no predictions service")

// GetPrediction serves GET /vote: to anyone, with the signed-in player's own vote.
func (s *Server) GetPrediction(ctx context.Context, req apigen.GetPredictionRequestObject) (apigen.GetPredictionResponseObject, error) {
	if s.predictions == nil {
		return nil, internalError("predictions", errNoPredictions)
	}
	t, err := s.predictions.Get(ctx, req.Params.PredictionId, playerID(ctx))
	if err != nil {
		return nil, err
	}
	return apigen.GetPrediction200JSONResponse(predictionWire(t)), nil
}

// Vote serves POST /vote, for a signed-in player.
func (s *Server) Vote(ctx context.Context, req apigen.VoteRequestObject) (apigen.VoteResponseObject, error) {
	player := playerID(ctx)
	if player == 0 {
		return nil, unauthorized()
	}
	if s.predictions == nil {
		return nil, internalError("predictions", errNoPredictions)
	}
	if req.Body == nil {
		return nil, badParameter("body")
	}
	t, err := s.predictions.Vote(ctx, req.Body.PredictionId, player, req.Body.Data.Choice)
	if err != nil {
		return nil, err
	}
	return apigen.Vote200JSONResponse(predictionWire(t)), nil
}

// predictionWire is a tally as the contract has it.
func predictionWire(t predictions.Tally) apigen.Prediction {
	p := apigen.Prediction{Id: t.ID, MatchId: t.MatchID, Question: apigen.WhoWins, Open: t.Open, Total: t.Total,
		Choices: make([]apigen.PredictionChoice, len(t.Choices)), Split: make([]apigen.PredictionShare, len(t.Split))}
	for i, c := range t.Choices {
		p.Choices[i] = apigen.PredictionChoice(c)
	}
	for i, sh := range t.Split {
		p.Split[i] = apigen.PredictionShare{Choice: apigen.PredictionChoice(sh.Choice), Votes: sh.Votes, Percent: sh.Percent}
	}
	if t.Mine != "" {
		mine := apigen.PredictionChoice(t.Mine)
		p.Mine = &mine
	}
	return p
}
