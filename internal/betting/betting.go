// Package betting holds the money rules of bets, the same on the server and in the slip: combo
// odds, potential win, system-bet lines, and the settlement of a line from its legs' results. Odds
// are decimal odds in thousandths (1.85 is 1850), money is integer minor units, and every rounding
// is down, written once in testdata/vectors/betting.json (its "rules" say each one in words), which
// the Go and the TypeScript tests both read. Products use big integers: a long combo of long odds
// overflows int64.
package betting

import (
	"fmt"
	"math/big"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// OddsScale is the fixed-point scale of odds: 1000 is even money back (1.000).
const OddsScale = 1000

var scale = big.NewInt(OddsScale)

// ComboOdds is the product of the legs' odds, rounded down to thousandths.
func ComboOdds(odds []int64) int64 {
	if len(odds) == 0 {
		return 0
	}
	p, d := big.NewInt(odds[0]), big.NewInt(1)
	for _, o := range odds[1:] {
		p.Mul(p, big.NewInt(o))
		d.Mul(d, scale)
	}
	return p.Quo(p, d).Int64()
}

// PotentialWin is stake x odds / 1000, rounded down.
func PotentialWin(stake, odds int64) int64 {
	p := new(big.Int).Mul(big.NewInt(stake), big.NewInt(odds))
	return p.Quo(p, scale).Int64()
}

// LineCount is how many lines a system bet k/n has, C(n, k), without listing them: len(Lines(n, k)).
func LineCount(n, k int) int64 {
	if k < 1 || k > n {
		return 0
	}
	c := int64(1)
	for i := 1; i <= k; i++ {
		c = c * int64(n-k+i) / int64(i) // exact: a product of i consecutive integers divides by i!
	}
	return c
}

// Lines are the combinations of size k of n selections, lexicographic by selection index: the
// lines of a system bet k/n (a combo is n/n, singles 1/n).
func Lines(n, k int) [][]int {
	if k < 1 || k > n {
		return nil
	}
	var out [][]int
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		out = append(out, append([]int(nil), idx...))
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return out
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// SystemPotentialWin is the sum over the lines of k of odds of stake x the line's combo odds.
func SystemPotentialWin(odds []int64, k int, stake int64) int64 {
	var sum int64
	for _, line := range Lines(len(odds), k) {
		legs := make([]int64, len(line))
		for i, j := range line {
			legs[i] = odds[j]
		}
		sum += PotentialWin(stake, ComboOdds(legs))
	}
	return sum
}

// Leg is a selection of a line with the odds it was placed at and how its outcome settled.
type Leg struct {
	Odds   int64
	Result catalogue.OutcomeResult
}

// Line results (spec section 4, bet results).
const (
	ResultWinEntire           = "win_entire"
	ResultLoseEntire          = "lose_entire"
	ResultRefundEntire        = "refund_entire"
	ResultRefundHalfWinOther  = "refund_half_win_other"
	ResultRefundHalfLoseOther = "refund_half_lose_other"
)

// Settlement is how a line settled.
type Settlement struct {
	SettledOdds int64
	Payout      int64
	Result      string
}

// Settle settles a line of stake from its legs, every one of which has a result. A leg's factor
// is its odds (win), 0 (lose), 1 (void), (odds+1)/2 (half win) or 1/2 (half lose); the product is
// rounded down to thousandths once, then the payout is stake x settled odds, rounded down.
func Settle(stake int64, legs []Leg) (Settlement, error) {
	num, den := big.NewInt(1), big.NewInt(1)
	allVoid, halfWin, halfLose := true, false, false
	for _, l := range legs {
		var n, d int64
		switch l.Result {
		case catalogue.ResultWin:
			n, d = l.Odds, OddsScale
		case catalogue.ResultLose:
			n, d = 0, 1
		case catalogue.ResultVoid:
			n, d = 1, 1
		case catalogue.ResultHalfWin:
			n, d = l.Odds+OddsScale, 2*OddsScale
			halfWin = true
		case catalogue.ResultHalfLose:
			n, d = 1, 2
			halfLose = true
		default:
			return Settlement{}, fmt.Errorf("betting: leg without a result %q", l.Result)
		}
		allVoid = allVoid && l.Result == catalogue.ResultVoid
		num.Mul(num, big.NewInt(n))
		den.Mul(den, big.NewInt(d))
	}
	num.Mul(num, scale)
	settled := num.Quo(num, den).Int64()
	s := Settlement{SettledOdds: settled, Payout: PotentialWin(stake, settled)}
	switch {
	case settled == 0:
		s.Result = ResultLoseEntire
	case allVoid:
		s.Result = ResultRefundEntire
	case halfLose:
		s.Result = ResultRefundHalfLoseOther
	case halfWin:
		s.Result = ResultRefundHalfWinOther
	default:
		s.Result = ResultWinEntire
	}
	return s, nil
}
