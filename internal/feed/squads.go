package feed

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// squadPlayer is a member of a football squad the feed keeps, and how likely he is to score a
// goal of his side.
type squadPlayer struct {
	pricing.Player
	weight float64
}

// positions of a squad in shirt-number order: a goalkeeper, defenders, midfielders, forwards, with
// each one's share of his side's goals relative to the others (a forward scores most).
var positions = []struct {
	numbers []int
	weight  float64
}{
	{[]int{1}, 0},                 // goalkeeper: no goals
	{[]int{2, 3, 4, 5, 12}, 0.35}, // defenders
	{[]int{6, 7, 8, 10, 14}, 1},   // midfielders
	{[]int{9, 11, 19, 20}, 2.4},   // forwards
}

// squadsOf are the two squads of a football match (players named by nameDrawer).
func squadsOf(m catalogue.Match) [2][]squadPlayer {
	_, name := nameDrawer(m)
	var out [2][]squadPlayer
	for side := range out {
		for _, pos := range positions {
			for _, n := range pos.numbers {
				out[side] = append(out[side], squadPlayer{pricing.Player{Number: n, Name: name()}, pos.weight})
			}
		}
		slices.SortFunc(out[side], func(a, b squadPlayer) int { return a.Number - b.Number })
	}
	return out
}

// nameDrawer draws the players' names of a match, made up from its id and team names: the same
// every time (a restart rebuilds them), no name twice in the match; with its random source.
func nameDrawer(m catalogue.Match) (*rand.Rand, func() string) {
	h := fnv.New64a()
	h.Write([]byte(m.NameA + "|" + m.NameB))
	rng := rand.New(rand.NewPCG(h.Sum64(), uint64(m.ID)))
	used := map[string]bool{}
	return rng, func() string {
		name := ""
		for name == "" || used[name] {
			name = firstInitials[rng.IntN(len(firstInitials))] + " " + surnames[rng.IntN(len(surnames))]
		}
		used[name] = true
		return name
	}
}

// scorers are the squads' players who may score, as the goalscorer markets list them: outfield
// players only.
func scorers(squads [2][]squadPlayer) [2][]pricing.Player {
	var out [2][]pricing.Player
	for side, squad := range squads {
		for _, p := range squad {
			if p.weight > 0 {
				out[side] = append(out[side], p.Player)
			}
		}
	}
	return out
}

// share is a player's share of his side's goals.
func share(squad []squadPlayer, number int) float64 {
	sum, own := 0.0, 0.0
	for _, p := range squad {
		sum += p.weight
		if p.Number == number {
			own = p.weight
		}
	}
	return own / sum
}

// nameScorers names the scorer of each goal recorded since the statistics' event seq: a player of
// the scoring side drawn by his share of its goals, from the statistics' random source.
func (mt *match) nameScorers(since int) {
	st := mt.stats
	if st == nil || mt.squads[0] == nil {
		return
	}
	for i := len(st.Timeline) - 1; i >= 0 && st.Timeline[i].Seq > since; i-- {
		e := &st.Timeline[i]
		if e.Kind != matchstats.Goal || e.Player != 0 {
			continue
		}
		squad := mt.squads[e.Side]
		r := mt.statsRng.Float64()
		for _, p := range squad {
			if r -= share(squad, p.Number); r < 0 || p.Number == squad[len(squad)-1].Number {
				e.Player = p.Number
				break
			}
		}
		if st.Last != nil && st.Last.Seq == e.Seq {
			st.Last.Player = e.Player
		}
	}
}
