package main

import (
	"net/http/httptest"
	"testing"
)

func TestOnlyPublicCatalogueReadsAreCached(t *testing.T) {
	cases := map[string]bool{
		"/api/sportsbook/matches?match_status=1": true,
		"/api/sportsbook/matches/12/markets":     true,
		"/api/sportsbook/matches/12/streams":     true,
		"/api/sportsbook/matches/12/video":       false,
		"/api/sportsbook/sports":                 true,
		"/api/sportsbook/tournaments/3":          true,
		"/api/sportsbook/search?q=arsenal":       true,
		"/api/sportsbook/matches?favourite=true": false,
		"/api/sportsbook/matches?favourite=1":    false,
		"/api/sportsbook/matches?favourite=TRUE": false,
		"/api/sportsbook/favourites/matches":     false,
		"/api/sportsbook/vote?prediction_id=12":  false,
		"/api/sportsbook/settings":               false,
		"/api/sportsbook/websocket/token":        false,
		"/api/sportsbook/matchesx":               false,
		"/api/sportsbook/bets":                   false,
		"/api/platform/player":                   false,
	}
	for url, want := range cases {
		if got := catalogueRequest(httptest.NewRequest("GET", url, nil)); got != want {
			t.Errorf("%s: cacheable = %v, want %v", url, got, want)
		}
	}
}
