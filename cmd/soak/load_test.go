package main

import (
	"errors"
	"slices"
	"testing"
)

// Failures are told by what failed, whatever the ids: the most frequent first.
func TestFailureReasons(t *testing.T) {
	c := &counts{}
	for _, e := range []string{
		"GET /api/sportsbook/matches/123/markets: status 404",
		"GET /api/sportsbook/matches/456/markets: status 404",
		"realtime client: subscribe public:en.updates.match.789: status 500",
	} {
		c.fail(errors.New(e))
	}
	want := []string{
		"2 × GET /api/sportsbook/matches/N/markets: status 404",
		"1 × realtime client: subscribe public:en.updates.match.N: status 500",
	}
	if got := c.topReasons(5); !slices.Equal(got, want) || c.failures.Load() != 3 {
		t.Errorf("reasons %q (%d failures), want %q", got, c.failures.Load(), want)
	}
	if got := c.topReasons(1); len(got) != 1 {
		t.Errorf("top 1: %q", got)
	}
}
