// Package pricing turns a model of how a match ends into odds with a bookmaker margin, and settles
// outcomes once it has ended. It is pure: no I/O, no randomness, no clock.
//
// Every outcome is a rule on the final score (home, away): win, lose or void. The same rule prices
// the outcome (the probability mass of the final scores it wins on) and settles it (applied to the
// real final score), so the two can never disagree.
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
	memo := map[[2]int]float64{}
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
		k := [2]int{h, a}
		if v, ok := memo[k]; ok {
			return v
		}
		v := p*win(h+1, a) + (1-p)*win(h, a+1)
		memo[k] = v
		return v
	}
	return win(h, a)
}

// Sets is the distribution of the final score in sets of a best-of-n match, from sets won (h, a)
// and the current set's win probability for home, with pSet for every later set.
func Sets(bestOf, h, a int, pCurrent, pSet float64) Dist {
	need := bestOf/2 + 1
	probs := map[[2]int]float64{}
	var walk func(h, a int, p, pNext float64)
	walk = func(h, a int, p, pNext float64) {
		if h == need || a == need {
			probs[[2]int{h, a}] += p
			return
		}
		walk(h+1, a, p*pNext, pSet)
		walk(h, a+1, p*(1-pNext), pSet)
	}
	walk(h, a, 1, pCurrent)
	d := make(Dist, 0, len(probs))
	for k, p := range probs {
		d = append(d, Cell{k[0], k[1], p})
	}
	sort.Slice(d, func(i, j int) bool { return d[i].Home < d[j].Home || (d[i].Home == d[j].Home && d[i].Away < d[j].Away) })
	return d
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
