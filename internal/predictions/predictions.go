// Package predictions is the predictions service (spec sections 1, 3 and 7: the "prediction"
// content block, the Prediction entity, GET and POST /vote): the community's "who wins" vote on a
// match. It decides what a prediction asks, which choices it takes, when votes are open and how
// the split is shown; the store keeps the votes. Its refusals are apierror codes, and a refused
// vote writes nothing.
//
// Model: every match (not an outright) has exactly one prediction, "who will win?", and the
// prediction's id is the match's id. Nothing is created when a match is first asked about, so
// the id is stable and a reader never writes. Its choices are the outcomes of the sport's main
// market (the league's main market outcome count): home, draw and away where a draw is a result
// (football, hockey), home and away where it is not (tennis, basketball).
package predictions

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Choice is a voter's answer to "who will win?", as the API names it in data.choice.
type Choice string

// The choices.
const (
	Home Choice = "home"
	Draw Choice = "draw"
	Away Choice = "away"
)

// Prediction is the question asked about a match.
type Prediction struct {
	ID      int64
	MatchID int64
	Choices []Choice // in the order of the 1X2 market
	// Open says votes are taken: while the match is prematch or live, as bets are.
	Open bool
}

// withDraw is the main market outcome count of sports where a draw is a result (1X2).
const withDraw = 3

// ForMatch is a match's prediction; ok is false for an outright, which has no winner to vote on
// between two sides.
func ForMatch(m catalogue.MatchView) (p Prediction, ok bool) {
	if m.Type != catalogue.MatchTypeMatch {
		return Prediction{}, false
	}
	choices := []Choice{Home, Away}
	if m.Tournament.MainMarketOutcomesCount == withDraw {
		choices = []Choice{Home, Draw, Away}
	}
	return Prediction{ID: m.ID, MatchID: m.ID, Choices: choices, Open: m.Status.Bettable()}, true
}

// Choice is the prediction's choice named by a voter's data; INVALID_PARAMETER naming data for
// any other (an unknown word, a draw where there is none, a different case).
func (p Prediction) Choice(data string) (Choice, error) {
	if c := Choice(data); slices.Contains(p.Choices, c) {
		return c, nil
	}
	return "", apierror.Parameter("data")
}

// Share is one choice's part of the community's split.
type Share struct {
	Choice  Choice
	Votes   int
	Percent int // whole percent; the shares of a split with votes sum to 100
}

// Tally is a prediction with the community's split and the reader's own vote.
type Tally struct {
	Prediction
	Split []Share // one per choice, in the prediction's order
	Total int
	Mine  Choice // "" when the reader has not voted or is anonymous
}

// Percents are whole percents of counts that sum to 100 when any count is not zero, by the
// largest remainder: each count gets its floor, and the points left go one each to the largest
// remainders, the earlier count first on a tie (so that equal counts round the same way every
// time). No votes at all are no split: all zero.
func Percents(counts []int) []int {
	total := 0
	for _, c := range counts {
		total += c
	}
	out := make([]int, len(counts))
	if total == 0 {
		return out
	}
	rest := 100
	order := make([]int, len(counts))
	for i, c := range counts {
		out[i] = c * 100 / total
		rest -= out[i]
		order[i] = i
	}
	remainder := func(i int) int { return counts[i] * 100 % total }
	slices.SortStableFunc(order, func(a, b int) int { return remainder(b) - remainder(a) })
	for _, i := range order[:rest] {
		out[i]++
	}
	return out
}

// Store keeps the votes; *store.Store implements it.
type Store interface {
	CastVote(ctx context.Context, predictionID, playerID int64, choice string, at time.Time) (cast bool, err error)
	PredictionVotes(ctx context.Context, predictionID, playerID int64) (counts map[string]int, mine string, err error)
}

// Service is the predictions service.
type Service struct {
	store     Store
	catalogue catalogue.Reader
	now       func() time.Time
}

// New returns the service over the store of votes and the catalogue whose matches are asked about.
func New(st Store, cat catalogue.Reader) *Service {
	return &Service{store: st, catalogue: cat, now: time.Now}
}

// Get is a prediction with its split, and the player's vote when playerID is not 0.
func (s *Service) Get(ctx context.Context, predictionID, playerID int64) (Tally, error) {
	p, err := s.prediction(ctx, predictionID)
	if err != nil {
		return Tally{}, err
	}
	return s.tally(ctx, p, playerID)
}

// Vote records a player's choice on an open prediction and answers the prediction as Get does.
// Refusals: PREDICTION_NOT_FOUND, INVALID_PARAMETER (data), PREDICTION_CLOSED, ALREADY_VOTED.
func (s *Service) Vote(ctx context.Context, predictionID, playerID int64, data string) (Tally, error) {
	p, err := s.prediction(ctx, predictionID)
	if err != nil {
		return Tally{}, err
	}
	c, err := p.Choice(data)
	if err != nil {
		return Tally{}, err
	}
	if !p.Open {
		return Tally{}, apierror.New(apierror.PredictionClosed).With(map[string]any{"prediction_id": p.ID})
	}
	cast, err := s.store.CastVote(ctx, p.ID, playerID, string(c), s.now())
	if err != nil {
		return Tally{}, fmt.Errorf("predictions: %w", err)
	}
	if !cast {
		return Tally{}, apierror.New(apierror.AlreadyVoted).With(map[string]any{"prediction_id": p.ID})
	}
	return s.tally(ctx, p, playerID)
}

// prediction is the prediction of an id: INVALID_PARAMETER for a malformed one,
// PREDICTION_NOT_FOUND when no match (or only an outright) has it.
func (s *Service) prediction(ctx context.Context, id int64) (Prediction, error) {
	if id < 1 {
		return Prediction{}, apierror.Parameter("prediction_id")
	}
	m, err := s.catalogue.GetMatch(ctx, id)
	notFound := apierror.New(apierror.PredictionNotFound).With(map[string]any{"prediction_id": id})
	if errors.Is(err, catalogue.ErrNotFound) {
		return Prediction{}, notFound
	}
	if err != nil {
		return Prediction{}, fmt.Errorf("predictions: look up match %d: %w", id, err)
	}
	p, ok := ForMatch(m)
	if !ok {
		return Prediction{}, notFound
	}
	return p, nil
}

// tally counts the votes on p. A stored choice the prediction no longer offers cannot happen
// (a sport's main market does not change), and would be left out of the split.
func (s *Service) tally(ctx context.Context, p Prediction, playerID int64) (Tally, error) {
	counts, mine, err := s.store.PredictionVotes(ctx, p.ID, playerID)
	if err != nil {
		return Tally{}, fmt.Errorf("predictions: %w", err)
	}
	votes := make([]int, len(p.Choices))
	t := Tally{Prediction: p, Mine: Choice(mine), Split: make([]Share, len(p.Choices))}
	for i, c := range p.Choices {
		votes[i] = counts[string(c)]
		t.Total += votes[i]
	}
	for i, pct := range Percents(votes) {
		t.Split[i] = Share{Choice: p.Choices[i], Votes: votes[i], Percent: pct}
	}
	return t, nil
}
