package sportsbookapi

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/jackpots"
)

// fakeJackpots records the queries and marks it is given.
type fakeJackpots struct {
	query  jackpots.HitQuery
	seen   []int64
	seenBy int64
}

func (f *fakeJackpots) List(context.Context, string, string) ([]apigen.Jackpot, error) {
	return []apigen.Jackpot{{Id: "pot", Levels: []apigen.JackpotLevel{}}}, nil
}

func (f *fakeJackpots) Get(_ context.Context, id, _ string) (apigen.Jackpot, error) {
	if id != "pot" {
		return apigen.Jackpot{}, jackpots.ErrNotFound
	}
	return apigen.Jackpot{Id: "pot", Levels: []apigen.JackpotLevel{}}, nil
}

func (f *fakeJackpots) ForBets(bets []apigen.BetRequest) apigen.JackpotsForBets {
	return apigen.JackpotsForBets{Bets: make([]apigen.BetJackpots, len(bets))}
}

func (f *fakeJackpots) Hits(_ context.Context, q jackpots.HitQuery) ([]apigen.JackpotHit, error) {
	f.query = q
	return []apigen.JackpotHit{}, nil
}

func (f *fakeJackpots) MarkSeen(_ context.Context, playerID int64, ids []int64) error {
	f.seenBy, f.seen = playerID, ids
	return nil
}

func TestJackpotCalls(t *testing.T) {
	cases := []struct {
		name, method, url, bearer, body string
		status                          int
		check                           func(t *testing.T, f *fakeJackpots)
	}{
		{name: "list", method: "GET", url: "/jackpots?currency=EUR", status: 200},
		{name: "one", method: "GET", url: "/jackpots/pot", status: 200},
		{name: "unknown one", method: "GET", url: "/jackpots/nope", status: 404},
		{name: "hits, default page of 10", method: "GET", url: "/jackpot-hits?status=paid&status=approved&jackpot_id=pot", status: 200,
			check: func(t *testing.T, f *fakeJackpots) {
				if f.query.Limit != 10 || f.query.JackpotID != "pot" || len(f.query.Statuses) != 2 || f.query.OwnOnly {
					t.Fatalf("query %+v", f.query)
				}
			}},
		{name: "own unseen hits", method: "GET", url: "/jackpot-hits?for_user=true&unseen=true&limit=5", bearer: "good", status: 200,
			check: func(t *testing.T, f *fakeJackpots) {
				if f.query.Limit != 5 || f.query.Viewer != 42 || !f.query.OwnOnly || !f.query.Unseen {
					t.Fatalf("query %+v", f.query)
				}
			}},
		{name: "own hits anonymously", method: "GET", url: "/jackpot-hits?for_user=true", status: 401},
		{name: "unknown status", method: "GET", url: "/jackpot-hits?status=lost", status: 400},
		{name: "limit past the bound", method: "GET", url: "/jackpot-hits?limit=1000", status: 400},
		{name: "slip's jackpots", method: "POST", url: "/jackpots", status: 200,
			body: `{"bets":[{"type":"single","stake":{"value":100,"currency":"EUR"},"selections":[{"match_id":1,"market_id":1,"specifier":"","outcome_id":"1","odds":1500}]}]}`},
		{name: "slip without bets", method: "POST", url: "/jackpots", body: `{"bets":[]}`, status: 400},
		{name: "mark a hit seen", method: "POST", url: "/bonuses/mark-as-seen", bearer: "good", body: `{"items":[{"id":"7","type":"jackpot_hit"}]}`, status: 204,
			check: func(t *testing.T, f *fakeJackpots) {
				if f.seenBy != 42 || len(f.seen) != 1 || f.seen[0] != 7 {
					t.Fatalf("marked %v by %d", f.seen, f.seenBy)
				}
			}},
		{name: "mark anonymously", method: "POST", url: "/bonuses/mark-as-seen", body: `{"items":[{"id":"7","type":"jackpot_hit"}]}`, status: 401},
		{name: "mark an unknown type", method: "POST", url: "/bonuses/mark-as-seen", bearer: "good",
			body: `{"items":[{"id":"7","type":"jackpot_hit"},{"id":"1","type":"lottery"}]}`, status: 400,
			check: func(t *testing.T, f *fakeJackpots) {
				if f.seen != nil {
					t.Fatal("a refused request marked hits seen")
				}
			}},
		{name: "mark a bad id", method: "POST", url: "/bonuses/mark-as-seen", bearer: "good", body: `{"items":[{"id":"x","type":"jackpot_hit"}]}`, status: 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeJackpots{}
			h := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), f)
			req := httptest.NewRequest(c.method, BasePath+c.url, strings.NewReader(c.body))
			req.Header.Set("Content-Type", "application/json")
			if c.bearer != "" {
				req.Header.Set("Authorization", "Bearer "+c.bearer)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != c.status {
				t.Fatalf("%s %s: %d %s, want %d", c.method, c.url, rec.Code, rec.Body, c.status)
			}
			if c.check != nil {
				c.check(t, f)
			}
		})
	}
}
