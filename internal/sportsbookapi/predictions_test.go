package sportsbookapi

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/predictions"
)

// fakePredictions records what the handlers asked of the service; prediction 7 is a football
// match where the asking player voted home, 404 is unknown and 409 was voted on already.
type fakePredictions struct{ asked string }

func (f *fakePredictions) tally(id, player int64) (predictions.Tally, error) {
	switch id {
	case 404:
		return predictions.Tally{}, apierror.New(apierror.PredictionNotFound)
	case 409:
		return predictions.Tally{}, apierror.New(apierror.AlreadyVoted)
	}
	t := predictions.Tally{Prediction: predictions.Prediction{ID: id, MatchID: id, Choices: []predictions.Choice{predictions.Home, predictions.Draw, predictions.Away}, Open: true},
		Split: []predictions.Share{{Choice: predictions.Home, Votes: 2, Percent: 67}, {Choice: predictions.Draw}, {Choice: predictions.Away, Votes: 1, Percent: 33}}, Total: 3}
	if player != 0 {
		t.Mine = predictions.Home
	}
	return t, nil
}

func (f *fakePredictions) Get(_ context.Context, id, player int64) (predictions.Tally, error) {
	f.asked = fmt.Sprintf("get %d %d", id, player)
	return f.tally(id, player)
}

func (f *fakePredictions) Vote(_ context.Context, id, player int64, data string) (predictions.Tally, error) {
	f.asked = fmt.Sprintf("vote %d %d %q", id, player, data)
	return f.tally(id, player)
}

// The vote calls: GET to anyone (their own vote only when signed in), POST signed-in only with a
// JSON body; the contract's shape answered, refusals with their status and code.
func TestVoteCalls(t *testing.T) {
	const split = `"split":[{"choice":"home","percent":67,"votes":2},{"choice":"draw","percent":0,"votes":0},{"choice":"away","percent":33,"votes":1}]`
	cases := []struct {
		method, url, body string
		anonymous         bool
		status            int
		asked, says       string
	}{
		{method: "GET", url: "/vote?prediction_id=7", anonymous: true, status: 200, asked: "get 7 0",
			says: `{"choices":["home","draw","away"],"id":7,"matchId":7,"open":true,"question":"who_wins",` + split + `,"total":3}`},
		{method: "GET", url: "/vote?prediction_id=7", status: 200, asked: "get 7 42", says: `"mine":"home"`},
		{method: "GET", url: "/vote?prediction_id=404", status: 404, asked: "get 404 42", says: "PREDICTION_NOT_FOUND"},
		{method: "GET", url: "/vote", status: 400, says: `"parameter":"prediction_id"`},
		{method: "GET", url: "/vote?prediction_id=seven", status: 400, says: `"parameter":"prediction_id"`},
		{method: "POST", url: "/vote", body: `{"prediction_id":7,"data":{"choice":"home"}}`, anonymous: true, status: 401, says: "UNAUTHORIZED"},
		{method: "POST", url: "/vote", body: `{"prediction_id":7,"data":{"choice":"home"}}`, status: 200, asked: `vote 7 42 "home"`, says: `"mine":"home"`},
		{method: "POST", url: "/vote", body: `{"prediction_id":7,"data":{"choice":"draw"}}`, status: 200, asked: `vote 7 42 "draw"`, says: split},
		{method: "POST", url: "/vote", body: `{"prediction_id":409,"data":{"choice":"home"}}`, status: 409, asked: `vote 409 42 "home"`, says: "ALREADY_VOTED"},
		{method: "POST", url: "/vote", body: `{"prediction_id":404,"data":{"choice":"home"}}`, status: 404, asked: `vote 404 42 "home"`, says: "PREDICTION_NOT_FOUND"},
		{method: "POST", url: "/vote", body: `{"prediction_id":7,"data":"home"}`, status: 400, says: "INVALID_PARAMETER"},
		{method: "POST", url: "/vote", body: `not json`, status: 400, says: "INVALID_PARAMETER"},
		{method: "DELETE", url: "/vote", status: 405},
	}
	for _, tc := range cases {
		t.Run(tc.method+" "+tc.url+" "+tc.body, func(t *testing.T) {
			f := &fakePredictions{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil, WithPredictions(f))
			req := httptest.NewRequest(tc.method, BasePath+tc.url, strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			if !tc.anonymous {
				req.Header.Set("Authorization", "Bearer good")
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status || f.asked != tc.asked || !strings.Contains(rec.Body.String(), tc.says) {
				t.Fatalf("%d %s, asked %q; want %d saying %q, asked %q", rec.Code, rec.Body, f.asked, tc.status, tc.says, tc.asked)
			}
		})
	}
}
