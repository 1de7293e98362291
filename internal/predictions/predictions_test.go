package predictions

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Percents are whole, sum to 100 when anyone voted, and hand the points left over to the largest
// remainders, the earlier choice first on a tie.
func TestPercents(t *testing.T) {
	for _, tc := range []struct {
		counts, want []int
	}{
		{[]int{0, 0, 0}, []int{0, 0, 0}},
		{[]int{}, []int{}},
		{[]int{1, 0, 0}, []int{100, 0, 0}},
		{[]int{1, 1, 1}, []int{34, 33, 33}},
		{[]int{1, 1}, []int{50, 50}},
		{[]int{2, 1}, []int{67, 33}},
		{[]int{1, 2}, []int{33, 67}},
		{[]int{1, 1, 4}, []int{17, 17, 66}}, // 16.67, 16.67, 66.67: two points to the tied first two
		{[]int{7, 0, 3}, []int{70, 0, 30}},  // exact
		{[]int{1, 5, 1}, []int{14, 72, 14}}, // 14.29, 71.43, 14.29: the largest remainder is the middle one
		{[]int{333, 333, 334}, []int{33, 33, 34}},
		{[]int{995, 4, 1}, []int{100, 0, 0}}, // 99.5, 0.4, 0.1: the one point left goes to the largest remainder
	} {
		got := Percents(tc.counts)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Percents(%v) = %v, want %v", tc.counts, got, tc.want)
		}
	}
}

// A match asks who wins between its sides, with a draw only where its sport's main market has
// one; an outright asks nothing; votes are open while bets are.
func TestForMatch(t *testing.T) {
	match := func(typ catalogue.MatchType, outcomes int, status catalogue.MatchStatus) catalogue.MatchView {
		v := catalogue.MatchView{Match: catalogue.Match{ID: 7, Type: typ, Status: status}}
		v.Tournament.MainMarketOutcomesCount = outcomes
		return v
	}
	for _, tc := range []struct {
		name    string
		m       catalogue.MatchView
		ok      bool
		choices []Choice
		open    bool
	}{
		{"football prematch", match(catalogue.MatchTypeMatch, 3, catalogue.MatchStatusPrematch), true, []Choice{Home, Draw, Away}, true},
		{"tennis live", match(catalogue.MatchTypeMatch, 2, catalogue.MatchStatusLive), true, []Choice{Home, Away}, true},
		{"stopped", match(catalogue.MatchTypeMatch, 3, catalogue.MatchStatusStopped), true, []Choice{Home, Draw, Away}, false},
		{"finished", match(catalogue.MatchTypeMatch, 2, catalogue.MatchStatusFinished), true, []Choice{Home, Away}, false},
		{"closed", match(catalogue.MatchTypeMatch, 3, catalogue.MatchStatusClosed), true, []Choice{Home, Draw, Away}, false},
		{"outright", match(catalogue.MatchTypeOutright, 0, catalogue.MatchStatusPrematch), false, nil, false},
	} {
		p, ok := ForMatch(tc.m)
		if ok != tc.ok || !slices.Equal(p.Choices, tc.choices) || p.Open != tc.open || (ok && (p.ID != 7 || p.MatchID != 7)) {
			t.Errorf("%s: %+v, %v", tc.name, p, ok)
		}
	}
}

// A choice is one of the prediction's, spelled exactly; anything else names data.
func TestChoice(t *testing.T) {
	football := Prediction{Choices: []Choice{Home, Draw, Away}}
	tennis := Prediction{Choices: []Choice{Home, Away}}
	for _, tc := range []struct {
		p    Prediction
		data string
		want Choice
	}{
		{football, "home", Home},
		{football, "draw", Draw},
		{football, "away", Away},
		{tennis, "away", Away},
		{tennis, "draw", ""},
		{football, "Home", ""},
		{football, "", ""},
		{football, "1", ""},
		{football, " home", ""},
	} {
		got, err := tc.p.Choice(tc.data)
		if got != tc.want || (tc.want == "") != (apierror.CodeOf(err) == apierror.InvalidParameter) {
			t.Errorf("%v.Choice(%q) = %q, %v", tc.p.Choices, tc.data, got, err)
		}
		var e *apierror.Error
		if tc.want == "" && (!errors.As(err, &e) || e.Details["parameter"] != "data") {
			t.Errorf("%q refused with %v, want naming data", tc.data, err)
		}
	}
}

// fakeCatalogue has football match 7 (prematch), tennis match 8 (live), football match 9
// (finished) and outright 10; 666 fails to be read.
type fakeCatalogue struct{ catalogue.Reader }

func (fakeCatalogue) GetMatch(_ context.Context, id int64) (catalogue.MatchView, error) {
	v := catalogue.MatchView{Match: catalogue.Match{ID: id, Type: catalogue.MatchTypeMatch}}
	v.Tournament.MainMarketOutcomesCount = 3
	switch id {
	case 7:
	case 8:
		v.Status, v.Tournament.MainMarketOutcomesCount = catalogue.MatchStatusLive, 2
	case 9:
		v.Status = catalogue.MatchStatusFinished
	case 10:
		v.Type = catalogue.MatchTypeOutright
	case 666:
		return v, errors.New("disk on fire")
	default:
		return catalogue.MatchView{}, fmt.Errorf("read: %w", catalogue.ErrNotFound)
	}
	return v, nil
}

// memStore keeps votes in memory, one per player and prediction, under a lock like the store's
// primary key.
type memStore struct {
	mu    sync.Mutex
	votes map[[2]int64]string
	casts int
}

func (m *memStore) CastVote(_ context.Context, prediction, player int64, choice string, _ time.Time) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.casts++
	if _, ok := m.votes[[2]int64{prediction, player}]; ok {
		return false, nil
	}
	m.votes[[2]int64{prediction, player}] = choice
	return true, nil
}

func (m *memStore) PredictionVotes(_ context.Context, prediction, player int64) (map[string]int, string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	counts := map[string]int{}
	for k, c := range m.votes {
		if k[0] == prediction {
			counts[c]++
		}
	}
	return counts, m.votes[[2]int64{prediction, player}], nil
}

// Votes: a choice of an open prediction is recorded once and answered with the split; every
// refusal writes nothing.
func TestVote(t *testing.T) {
	for _, tc := range []struct {
		name       string
		prediction int64
		player     int64
		data       string
		code       apierror.Code
		want       string // the tally: split and mine
	}{
		{name: "home on football", prediction: 7, player: 1, data: "home", want: "[{home 2 67} {draw 0 0} {away 1 33}] 3 home"},
		{name: "draw on football", prediction: 7, player: 1, data: "draw", want: "[{home 1 34} {draw 1 33} {away 1 33}] 3 draw"},
		{name: "away on live tennis", prediction: 8, player: 1, data: "away", want: "[{home 0 0} {away 1 100}] 1 away"},
		{name: "second vote", prediction: 7, player: 2, data: "home", code: apierror.AlreadyVoted},
		{name: "second vote, other choice", prediction: 7, player: 2, data: "draw", code: apierror.AlreadyVoted},
		{name: "draw on tennis", prediction: 8, player: 1, data: "draw", code: apierror.InvalidParameter},
		{name: "unknown choice", prediction: 7, player: 1, data: "both", code: apierror.InvalidParameter},
		{name: "finished match", prediction: 9, player: 1, data: "home", code: apierror.PredictionClosed},
		{name: "outright", prediction: 10, player: 1, data: "home", code: apierror.PredictionNotFound},
		{name: "unknown", prediction: 404, player: 1, data: "home", code: apierror.PredictionNotFound},
		{name: "zero id", prediction: 0, player: 1, data: "home", code: apierror.InvalidParameter},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Player 2 voted home and player 3 away on match 7 already.
			st := &memStore{votes: map[[2]int64]string{{7, 2}: "home", {7, 3}: "away"}}
			s := New(st, fakeCatalogue{})
			before := maps.Clone(st.votes)
			got, err := s.Vote(context.Background(), tc.prediction, tc.player, tc.data)
			if apierror.CodeOf(err) != tc.code && !(tc.code == "" && err == nil) {
				t.Fatalf("err = %v, want %s", err, tc.code)
			}
			if tc.code != "" {
				if !maps.Equal(st.votes, before) {
					t.Fatalf("a refused vote wrote %v", st.votes)
				}
				return
			}
			if s := fmt.Sprintf("%v %d %s", got.Split, got.Total, got.Mine); s != tc.want {
				t.Fatalf("tally = %s, want %s", s, tc.want)
			}
		})
	}
}

// Two concurrent votes of one player: exactly one is recorded, the other is ALREADY_VOTED.
func TestConcurrentVotes(t *testing.T) {
	st := &memStore{votes: map[[2]int64]string{}}
	s := New(st, fakeCatalogue{})
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, choice := range []string{"home", "away"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = s.Vote(context.Background(), 7, 1, choice)
		}()
	}
	wg.Wait()
	codes := []apierror.Code{apierror.CodeOf(errs[0]), apierror.CodeOf(errs[1])}
	if len(st.votes) != 1 || st.casts != 2 || !slices.Contains(codes, apierror.AlreadyVoted) || (errs[0] != nil && errs[1] != nil) {
		t.Fatalf("votes %v after %d casts, errors %v", st.votes, st.casts, errs)
	}
}

// Get answers the split to anyone and the reader's own vote to a signed-in player; a failing
// catalogue is an error, not a refusal.
func TestGet(t *testing.T) {
	st := &memStore{votes: map[[2]int64]string{{7, 2}: "home", {7, 3}: "away", {8, 2}: "home"}}
	s := New(st, fakeCatalogue{})
	for _, tc := range []struct {
		prediction, player int64
		want               string
		code               apierror.Code
	}{
		{prediction: 7, player: 0, want: "7 [home draw away] true [{home 1 50} {draw 0 0} {away 1 50}] 2 "},
		{prediction: 7, player: 3, want: "7 [home draw away] true [{home 1 50} {draw 0 0} {away 1 50}] 2 away"},
		{prediction: 9, player: 3, want: "9 [home draw away] false [{home 0 0} {draw 0 0} {away 0 0}] 0 "},
		{prediction: 8, player: 2, want: "8 [home away] true [{home 1 100} {away 0 0}] 1 home"},
		{prediction: 10, code: apierror.PredictionNotFound},
		{prediction: -1, code: apierror.InvalidParameter},
	} {
		got, err := s.Get(context.Background(), tc.prediction, tc.player)
		if apierror.CodeOf(err) != tc.code && !(tc.code == "" && err == nil) {
			t.Errorf("Get(%d): %v, want %s", tc.prediction, err, tc.code)
			continue
		}
		if s := fmt.Sprintf("%d %v %v %v %d %s", got.MatchID, got.Choices, got.Open, got.Split, got.Total, got.Mine); tc.code == "" && s != tc.want {
			t.Errorf("Get(%d, %d) = %s, want %s", tc.prediction, tc.player, s, tc.want)
		}
	}
	if _, err := s.Get(context.Background(), 666, 0); err == nil || apierror.CodeOf(err) != apierror.Internal {
		t.Errorf("a failing catalogue: %v (%s)", err, apierror.CodeOf(err))
	}
}
