package pricing

import (
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// A player market names its player and line in its specifier, prices to a book with its margin on
// the player's count, and settles on his count, void for a player the match did not count.
func TestPlayerMarkets(t *testing.T) {
	p := Player{Number: 23, Name: "J. Doe"}
	m := PlayerLine(1, 2, p, 7.5)
	if m.Specifier != "player=2-23|total=7.5" || m.Name != "Rebounds - J. Doe 7.5" || m.Period != PlayerCode(2, 23) || m.Game != 1 {
		t.Fatalf("player market %+v", m)
	}
	if side, number, line, ok := PlayerSpec(m.Specifier); !ok || side != 2 || number != 23 || line != 7.5 {
		t.Errorf("PlayerSpec = %d %d %v %v", side, number, line, ok)
	}
	if _, _, _, ok := PlayerSpec("total=7.5"); ok {
		t.Error("a total's specifier read as a player's")
	}
	for _, d := range []Dist{Points(12, 0, 9, 0, 21), Poisson1(3, 4.2)} {
		odds, probs, ok := Price(d, m, 0.06)
		if !ok {
			continue
		}
		if r := marginBeforeCap(odds, probs, 0.06); r < 1.0 || r > 1.09 {
			t.Errorf("overround %.3f", r)
		}
	}
	W, L, V := catalogue.ResultWin, catalogue.ResultLose, catalogue.ResultVoid
	for _, c := range []struct {
		players map[int][3]int
		want    []catalogue.OutcomeResult
	}{
		{map[int][3]int{PlayerCode(2, 23): {20, 9, 1}}, []catalogue.OutcomeResult{W, L}},
		{map[int][3]int{PlayerCode(2, 23): {20, 7, 1}}, []catalogue.OutcomeResult{L, W}},
		{map[int][3]int{PlayerCode(1, 23): {20, 9, 1}}, []catalogue.OutcomeResult{V, V}},
	} {
		if got := Results(m, Final{Players: c.players}); got[0] != c.want[0] || got[1] != c.want[1] {
			t.Errorf("%v: %v, want %v", c.players, got, c.want)
		}
	}
}
