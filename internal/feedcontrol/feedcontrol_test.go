package feedcontrol

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

type fakeFeed struct {
	got     string
	leading bool
}

func (f *fakeFeed) Leading() bool { return f.leading }

func (f *fakeFeed) SetOdds(_ context.Context, matchID int64, key catalogue.MarketKey, outcomeID string, odds catalogue.Odds) error {
	if matchID == 404 {
		return feed.ErrNotFound
	}
	if matchID == 503 {
		return errors.New("feed: stopped")
	}
	f.got = strings.Join([]string{key.Specifier, outcomeID}, "|")
	return nil
}

func (f *fakeFeed) SetMarketOpen(_ context.Context, matchID int64, key catalogue.MarketKey, open bool) error {
	if matchID == 404 {
		return feed.ErrNotFound
	}
	f.got = fmt.Sprintf("%d|%s|%v", key.MarketID, key.Specifier, open)
	return nil
}

func (f *fakeFeed) Finish(_ context.Context, matchID int64) error {
	if matchID == 404 {
		return feed.ErrNotFound
	}
	f.got = "finished"
	return nil
}

func (f *fakeFeed) Score(_ context.Context, matchID int64, team feed.Team) error {
	switch matchID {
	case 404:
		return feed.ErrNotFound
	case 409:
		return fmt.Errorf("%w: match 409", feed.ErrNotInPlay)
	}
	f.got = fmt.Sprintf("scored %d", team)
	return nil
}

func (f *fakeFeed) RecordStatistic(_ context.Context, matchID int64, kind matchstats.Kind, team feed.Team) error {
	switch {
	case matchID == 404:
		return feed.ErrNotFound
	case matchID == 409:
		return fmt.Errorf("%w: match 409", feed.ErrNotInPlay)
	case kind != matchstats.Corner:
		return fmt.Errorf("%w: %s", feed.ErrUnknownStatistic, kind)
	}
	f.got = fmt.Sprintf("%s %d", kind, team)
	return nil
}

func TestStatus(t *testing.T) {
	for _, leading := range []bool{true, false} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", Path+"status", nil)
		req.RemoteAddr = "127.0.0.1:5000"
		Handler(&fakeFeed{leading: leading}).ServeHTTP(rec, req)
		if want := map[bool]int{true: 204, false: 503}[leading]; rec.Code != want {
			t.Errorf("leading %v: %d, want %d", leading, rec.Code, want)
		}
	}
}

func TestOnlyThisMachine(t *testing.T) {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", Path+"finish", strings.NewReader(`{"match_id":7}`))
	req.RemoteAddr = "192.0.2.7:5000"
	f := &fakeFeed{}
	Handler(f).ServeHTTP(rec, req)
	if rec.Code != 404 || f.got != "" {
		t.Fatalf("from another machine: %d, feed got %q", rec.Code, f.got)
	}
}

func TestSetOdds(t *testing.T) {
	for _, tc := range []struct {
		name, method, body string
		want               int
		wantGot            string
	}{
		{"sets", "POST", `{"match_id":7,"market_id":18,"specifier":"total=2.5","outcome_id":"over","odds":2150}`, 204, "total=2.5|over"},
		{"unknown match", "POST", `{"match_id":404,"market_id":1,"outcome_id":"1","odds":2150}`, 404, ""},
		{"feed stopped", "POST", `{"match_id":503,"market_id":1,"outcome_id":"1","odds":2150}`, 503, ""},
		{"odds too low", "POST", `{"match_id":7,"market_id":1,"outcome_id":"1","odds":1000}`, 400, ""},
		{"odds over 40", "POST", `{"match_id":7,"market_id":1,"outcome_id":"1","odds":40001}`, 400, ""},
		{"no outcome", "POST", `{"match_id":7,"market_id":1,"odds":2000}`, 400, ""},
		{"unknown field", "POST", `{"match_id":7,"market_id":1,"outcome_id":"1","odds":2000,"x":1}`, 400, ""},
		{"two bodies", "POST", `{"match_id":7,"market_id":1,"outcome_id":"1","odds":2000}{}`, 400, ""},
		{"not JSON", "POST", `odds=2`, 400, ""},
		{"GET", "GET", ``, 405, ""},
		{"suspend", "POST market", `{"match_id":7,"market_id":18,"specifier":"total=2.5","open":false}`, 204, "18|total=2.5|false"},
		{"open", "POST market", `{"match_id":7,"market_id":1,"open":true}`, 204, "1||true"},
		{"market without open", "POST market", `{"match_id":7,"market_id":1}`, 400, ""},
		{"market of an unknown match", "POST market", `{"match_id":404,"market_id":1,"open":true}`, 404, ""},
		{"finish", "POST finish", `{"match_id":7}`, 204, "finished"},
		{"finish an unknown match", "POST finish", `{"match_id":404}`, 404, ""},
		{"finish without a match", "POST finish", `{}`, 400, ""},
		{"home scores", "POST score", `{"match_id":7,"team":"home"}`, 204, "scored 1"},
		{"away scores", "POST score", `{"match_id":7,"team":"away"}`, 204, "scored 2"},
		{"no team", "POST score", `{"match_id":7}`, 400, ""},
		{"a team by number", "POST score", `{"match_id":7,"team":1}`, 400, ""},
		{"an unknown team", "POST score", `{"match_id":7,"team":"draw"}`, 400, ""},
		{"score in an unknown match", "POST score", `{"match_id":404,"team":"home"}`, 404, ""},
		{"score in a match not in play", "POST score", `{"match_id":409,"team":"away"}`, 409, ""},
		{"a corner for the away side", "POST statistic", `{"match_id":7,"kind":"corner","team":"away"}`, 204, "corner 2"},
		{"a statistic the sport does not keep", "POST statistic", `{"match_id":7,"kind":"ace","team":"home"}`, 400, ""},
		{"a statistic without a kind", "POST statistic", `{"match_id":7,"team":"home"}`, 400, ""},
		{"a statistic without a team", "POST statistic", `{"match_id":7,"kind":"corner"}`, 400, ""},
		{"a statistic in an unknown match", "POST statistic", `{"match_id":404,"kind":"corner","team":"home"}`, 404, ""},
		{"a statistic in a match not in play", "POST statistic", `{"match_id":409,"kind":"corner","team":"home"}`, 409, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &fakeFeed{}
			rec := httptest.NewRecorder()
			method, path, _ := strings.Cut(tc.method, " ")
			if path == "" {
				path = "odds"
			}
			req := httptest.NewRequest(method, Path+path, strings.NewReader(tc.body))
			req.RemoteAddr = "127.0.0.1:5000" // the control answers this machine only
			Handler(f).ServeHTTP(rec, req)
			if rec.Code != tc.want || f.got != tc.wantGot {
				t.Fatalf("%d %s (feed got %q), want %d", rec.Code, rec.Body, f.got, tc.want)
			}
			if tc.want >= 400 && tc.want != 405 && !strings.Contains(rec.Body.String(), `"code"`) {
				t.Errorf("error without the envelope: %s", rec.Body)
			}
		})
	}
}
