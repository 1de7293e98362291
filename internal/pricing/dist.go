// Package pricing turns a model of how a match ends into odds with a bookmaker margin, and settles
// outcomes once it has ended. It is pure: no I/O, no randomness, no clock.
//
// Models: football and ice hockey score independent Poisson goals in the time left (Goals; ice
// hockey's overtime and shoot-out fold the draws with WithOvertime); basketball's remaining points
// are approximately normal (Points); tennis is a Markov chain from points to games, sets and the
// match (SetWin, TennisDist); volleyball, table tennis and e-sports maps chain points (or rounds,
// or kills) to sets or maps (SetWin, Sets).
//
// Every outcome is a rule on the score of its market's scope (the match, regular time, a period,
// the games of a tennis match, one game): win, lose, void, half win or half lose. The same rule
// prices the outcome (the probability mass of the scores it wins on) and settles it (applied to
// the real score, see Results), so the two can never disagree.
package pricing

import (
	"math"
	"sort"
)

// Cell is one possible final score and its probability.
type Cell struct {
	Home, Away int
	P          float64
}

// Dist is a distribution of final scores; the probabilities sum to 1.
type Dist []Cell

// poissonPMF returns P(X = k) for k = 0..max under Poisson(lambda), with the tail folded into max.
func poissonPMF(lambda float64, max int) []float64 {
	pmf := make([]float64, max+1)
	p := math.Exp(-lambda)
	sum := 0.0
	for k := 0; k < max; k++ {
		pmf[k] = p
		sum += p
		p *= lambda / float64(k+1)
	}
	pmf[max] = math.Max(0, 1-sum)
	return pmf
}

// Goals is the final-score distribution of a goal sport (football, ice hockey): the current score
// plus independent Poisson goals in the remaining time, with expected goals lambdaHome/lambdaAway.
func Goals(home, away int, lambdaHome, lambdaAway float64) Dist {
	const max = 12
	ph, pa := poissonPMF(lambdaHome, max), poissonPMF(lambdaAway, max)
	d := make(Dist, 0, (max+1)*(max+1))
	for i, x := range ph {
		for j, y := range pa {
			if p := x * y; p > 1e-9 {
				d = append(d, Cell{home + i, away + j, p})
			}
		}
	}
	return d.normalised()
}

// Points is the final-score distribution of a high-scoring sport (basketball): the current score
// plus each team's remaining points, approximately normal with the given mean and variance,
// discretised to whole points.
func Points(home, away int, meanHome, meanAway, variance float64) Dist {
	ph, pa := discreteNormal(meanHome, variance), discreteNormal(meanAway, variance)
	d := make(Dist, 0, len(ph)*len(pa))
	for _, x := range ph {
		for _, y := range pa {
			if p := x.P * y.P; p > 1e-9 {
				d = append(d, Cell{home + x.Home, away + y.Home, p})
			}
		}
	}
	return d.normalised()
}

func discreteNormal(mean, variance float64) []Cell {
	if variance < 1e-9 || mean < 0.5 {
		return []Cell{{Home: int(math.Round(math.Max(0, mean))), P: 1}}
	}
	sd := math.Sqrt(variance)
	lo, hi := int(math.Max(0, math.Floor(mean-4*sd))), int(math.Ceil(mean+4*sd))
	out := make([]Cell, 0, hi-lo+1)
	for k := lo; k <= hi; k++ {
		p := normalCDF((float64(k)+0.5-mean)/sd) - normalCDF((float64(k)-0.5-mean)/sd)
		out = append(out, Cell{Home: k, P: p})
	}
	return out
}

func normalCDF(z float64) float64 { return 0.5 * math.Erfc(-z/math.Sqrt2) }

// SetRules describe how a set (or game, or map) is won: first to Target points, by two when
// WinByTwo, but never beyond Cap points when Cap > 0 (a tie-break decides at Cap).
type SetRules struct {
	Target   int
	WinByTwo bool
	Cap      int
}

// SetWin returns the probability that home wins a set from the point score (h, a) when home wins
// each point with probability p.
func SetWin(r SetRules, h, a int, p float64) float64 {
	// Play never goes more than two points past the larger of the target and the score (beyond
	// that is deuce, solved in closed form), so a dense table holds every state.
	n := max(r.Target, h, a) + 3
	memo := make([]float64, n*n)
	for i := range memo {
		memo[i] = -1
	}
	var win func(h, a int) float64
	win = func(h, a int) float64 {
		switch {
		case h >= r.Target && (!r.WinByTwo || h-a >= 2 || (r.Cap > 0 && h >= r.Cap)):
			return 1
		case a >= r.Target && (!r.WinByTwo || a-h >= 2 || (r.Cap > 0 && a >= r.Cap)):
			return 0
		case r.WinByTwo && h >= r.Target-1 && h == a && (r.Cap == 0 || h < r.Cap-1):
			// Deuce: win two points in a row before losing two.
			q := 1 - p
			return p * p / (p*p + q*q)
		}
		k := h*n + a
		if v := memo[k]; v >= 0 {
			return v
		}
		v := p*win(h+1, a) + (1-p)*win(h, a+1)
		memo[k] = v
		return v
	}
	return win(h, a)
}

// Sets is the distribution of the final score in sets (or maps) of a best-of-n match, from sets
// won (h, a): home wins the current set with pCurrent, every later set with pSet, and a deciding
// last set (volleyball's to 15) with pLast.
func Sets(bestOf, h, a int, pCurrent, pSet, pLast float64) Dist {
	need := bestOf/2 + 1
	probs := map[[2]int]float64{}
	var walk func(h, a int, p, pNext float64)
	walk = func(h, a int, p, pNext float64) {
		if h == need || a == need {
			probs[[2]int{h, a}] += p
			return
		}
		next := pSet
		if h+a+1 == bestOf-1 {
			next = pLast
		}
		walk(h+1, a, p*pNext, next)
		walk(h, a+1, p*(1-pNext), next)
	}
	walk(h, a, 1, pCurrent)
	return sortedDist(probs)
}

// TwoWay is the distribution of a single contest (a set, a map, a game) that home wins with p:
// 1:0 or 0:1.
func TwoWay(p float64) Dist { return Dist{{1, 0, p}, {0, 1, 1 - p}} }

// WithOvertime folds the draws of a regular-time distribution into an overtime (or shoot-out)
// decided by one more goal, which home scores with pHome. A score may appear in more than one
// cell of the result; every sum over a Dist allows that.
func WithOvertime(d Dist, pHome float64) Dist {
	out := make(Dist, 0, len(d)+8)
	for _, c := range d {
		if c.Home != c.Away {
			out = append(out, c)
			continue
		}
		out = append(out, Cell{c.Home + 1, c.Away, c.P * pHome}, Cell{c.Home, c.Away + 1, c.P * (1 - pHome)})
	}
	return out
}

// Sums projects a distribution onto the total score: cells (home+away, 0). Markets on the total
// (over/under) price the same on it, over far fewer cells.
func (d Dist) Sums() Dist { return d.project(func(c Cell) (int, int) { return c.Home + c.Away, 0 }) }

// Diffs projects a distribution onto the margin: cells (margin, 0) or (0, -margin). Winner and
// handicap markets price the same on it, over far fewer cells.
func (d Dist) Diffs() Dist {
	return d.project(func(c Cell) (int, int) { return max(c.Home-c.Away, 0), max(c.Away-c.Home, 0) })
}

func (d Dist) project(f func(Cell) (int, int)) Dist {
	// Index by the projected value (a dense range) rather than a map: fast, and the order of
	// the sums is fixed.
	lo, hi := math.MaxInt, math.MinInt
	for _, c := range d {
		h, a := f(c)
		lo, hi = min(lo, h-a), max(hi, h-a)
	}
	if len(d) == 0 {
		return nil
	}
	acc := make([]float64, hi-lo+1)
	for _, c := range d {
		h, a := f(c)
		acc[h-a-lo] += c.P
	}
	out := make(Dist, 0, len(acc))
	for i, p := range acc {
		if p > 0 {
			v := lo + i
			out = append(out, Cell{max(v, 0), max(-v, 0), p})
		}
	}
	return out
}

// TennisState is where a tennis match stands, for TennisDist.
type TennisState struct {
	BestOf             int
	SetsHome, SetsAway int // sets won
	GamesDoneHome      int // games won in completed sets
	GamesDoneAway      int
	GamesHome          int // games of the current set
	GamesAway          int
	PCurrentGame       float64 // home wins the game being played (a tie-break at 6:6)
	PGame              float64 // home wins a later game
	PTiebreak          float64 // home wins a later tie-break
}

// TennisDist returns the distributions of the final score in sets and of the games each side wins
// over the whole match, under independent games (a Markov chain on games and sets; sets go to 6
// by two with a tie-break at 6:6). Sums run in a fixed order so that prices are reproducible.
func TennisDist(st TennisState) (sets, games Dist) {
	type state struct {
		sh, sa, gh, ga int
		p              float64
	}
	need := st.BestOf/2 + 1
	fresh := tennisSet(0, 0, st.PGame, st.PGame, st.PTiebreak)
	states := []state{{st.SetsHome, st.SetsAway, st.GamesDoneHome, st.GamesDoneAway, 1}}
	setProbs, gameProbs := map[[2]int]float64{}, map[[2]int]float64{}
	set := tennisSet(st.GamesHome, st.GamesAway, st.PCurrentGame, st.PGame, st.PTiebreak)
	for len(states) > 0 {
		merged := map[[4]int]float64{}
		var order [][4]int
		for _, k := range states {
			if k.sh == need || k.sa == need {
				setProbs[[2]int{k.sh, k.sa}] += k.p
				gameProbs[[2]int{k.gh, k.ga}] += k.p
				continue
			}
			for _, g := range set {
				n := [4]int{k.sh, k.sa, k.gh + g.Home, k.ga + g.Away}
				if g.Home > g.Away {
					n[0]++
				} else {
					n[1]++
				}
				if _, ok := merged[n]; !ok {
					order = append(order, n)
				}
				merged[n] += k.p * g.P
			}
		}
		states = states[:0]
		for _, n := range order {
			states = append(states, state{n[0], n[1], n[2], n[3], merged[n]})
		}
		set = fresh
	}
	return sortedDist(setProbs), sortedDist(gameProbs)
}

// tennisSet is the distribution of a tennis set's final games from (gh, ga): home wins the game
// being played with pFirst, later games with pGame and a tie-break at 6:6 with pTiebreak.
func tennisSet(gh, ga int, pFirst, pGame, pTiebreak float64) Dist {
	var acc [8][8]float64 // a set ends by 7 games at most
	var walk func(h, a int, p, pNext float64)
	walk = func(h, a int, p, pNext float64) {
		if (h >= 6 && h-a >= 2) || h == 7 || (a >= 6 && a-h >= 2) || a == 7 {
			acc[h][a] += p
			return
		}
		next := pGame
		if h+a+1 == 12 {
			next = pTiebreak
		}
		walk(h+1, a, p*pNext, next)
		walk(h, a+1, p*(1-pNext), next)
	}
	walk(min(gh, 7), min(ga, 7), 1, pFirst)
	out := make(Dist, 0, 16)
	for h := range acc {
		for a, p := range acc[h] {
			if p > 0 {
				out = append(out, Cell{h, a, p})
			}
		}
	}
	return out
}

// TennisSetWin is the probability that home wins a tennis set from (gh, ga) games (see tennisSet).
func TennisSetWin(gh, ga int, pFirst, pGame, pTiebreak float64) float64 {
	w := 0.0
	for _, c := range tennisSet(gh, ga, pFirst, pGame, pTiebreak) {
		if c.Home > c.Away {
			w += c.P
		}
	}
	return w
}

// sortedDist turns a map of scores into a distribution in score order, so that sums over it
// are the same on every run.
func sortedDist(probs map[[2]int]float64) Dist {
	d := make(Dist, 0, len(probs))
	for k, p := range probs {
		d = append(d, Cell{k[0], k[1], p})
	}
	sort.Slice(d, func(i, j int) bool { return d[i].Home < d[j].Home || (d[i].Home == d[j].Home && d[i].Away < d[j].Away) })
	return d.normalised()
}

func (d Dist) normalised() Dist {
	sum := 0.0
	for _, c := range d {
		sum += c.P
	}
	for i := range d {
		d[i].P /= sum
	}
	return d
}
