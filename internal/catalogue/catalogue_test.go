package catalogue

import (
	"encoding/json"
	"os"
	"testing"
)

// Spec section 5: odds over 40 are capped, by the cases web/src/domain/odds.ts is tested on too.
func TestOddsOver40AreCapped(t *testing.T) {
	b, err := os.ReadFile("../../testdata/vectors/odds-formats.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Cap []struct{ Odds, Capped Odds }
	}
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Cap) == 0 {
		t.Fatal("no cap cases in the vectors")
	}
	for _, c := range v.Cap {
		if got := CapOdds(c.Odds); got != c.Capped {
			t.Errorf("CapOdds(%d) = %d, want %d", c.Odds, got, c.Capped)
		}
	}
}

func TestMatchStatusBettable(t *testing.T) {
	want := map[MatchStatus]bool{MatchStatusPrematch: true, MatchStatusLive: true, MatchStatusStopped: false,
		MatchStatusClosed: false, MatchStatusFinished: false, MatchStatusNotCovered: false}
	for s, w := range want {
		if s.Bettable() != w {
			t.Errorf("status %d bettable = %v", s, !w)
		}
	}
}

// Spec section 4: 1 allowed and -1 suspended are listed; 0, -2, -3, -4 are removed from lists.
func TestMarketStatusListed(t *testing.T) {
	want := map[MarketStatus]bool{1: true, -1: true, 0: false, -2: false, -3: false, -4: false}
	for s, w := range want {
		if s.Listed() != w {
			t.Errorf("market status %d listed = %v", s, !w)
		}
	}
}

func TestPagination(t *testing.T) {
	cases := []struct {
		p     PageRequest
		total int
		want  Pagination
		off   int
	}{
		{PageRequest{1, 500}, 0, Pagination{0, 1, 500, 1}, 0},
		{PageRequest{1, 10}, 10, Pagination{10, 1, 10, 1}, 0},
		{PageRequest{2, 10}, 11, Pagination{11, 2, 10, 2}, 10},
		{PageRequest{3, 4}, 13, Pagination{13, 3, 4, 4}, 8},
	}
	for _, c := range cases {
		if got := NewPagination(c.p, c.total); got != c.want || c.p.Offset() != c.off {
			t.Errorf("NewPagination(%+v, %d) = %+v offset %d", c.p, c.total, got, c.p.Offset())
		}
	}
}
