package firstpaint

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// formatOdds: domain/odds.ts formatOdds, held to testdata/vectors/odds-formats.json.
func formatOdds(thousandths int64, typ string) string {
	odds := int(thousandths)
	if odds <= 1000 {
		return noOdds
	}
	profit := odds - 1000
	switch typ {
	case "hongkong":
		return hundredths(divRound(profit, 10))
	case "british":
		return fractional(odds)
	case "american":
		if odds >= 2000 {
			return "+" + strconv.Itoa(divRound(profit, 10))
		}
		return "-" + strconv.Itoa(divRound(100000, profit))
	case "indonesian":
		if odds >= 2000 {
			return hundredths(divRound(profit, 10))
		}
		return hundredths(-divRound(100000, profit))
	case "malaysian":
		if odds <= 2000 {
			return hundredths(divRound(profit, 10))
		}
		return hundredths(-divRound(100000, profit))
	}
	return hundredths(divRound(odds, 10))
}

const noOdds = "\u2014"

// divRound divides rounding half away from zero.
func divRound(num, den int) int {
	a := num
	if a < 0 {
		a = -a
	}
	q := (2*a + den) / (2 * den)
	if num < 0 {
		return -q
	}
	return q
}

func hundredths(h int) string {
	sign := ""
	if h < 0 {
		sign, h = "-", -h
	}
	return fmt.Sprintf("%s%d.%02d", sign, h/100, h%100)
}

// fractionalLadder: domain/odds.ts FRACTIONAL_LADDER.
var fractionalLadder = func() [][2]int {
	var out [][2]int
	for r := range strings.FieldsSeq("1/100 1/66 1/50 1/40 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6 1/5 2/9 1/4 2/7 3/10 " +
		"1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 " +
		"13/8 7/4 15/8 2/1 85/40 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 " +
		"9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 25/1 33/1 40/1") {
		n, d, _ := strings.Cut(r, "/")
		ni, _ := strconv.Atoi(n)
		di, _ := strconv.Atoi(d)
		out = append(out, [2]int{ni, di})
	}
	return out
}()

func fractional(odds int) string {
	p := odds - 1000
	past := true
	for _, r := range fractionalLadder {
		if p*r[1] <= 1000*r[0] {
			past = false
			break
		}
	}
	if past {
		return strconv.Itoa(divRound(p, 1000)) + "/1"
	}
	bestN, bestD, errNum, errDen := 0, 1, -1, 1
	for _, r := range fractionalLadder {
		e := 1000*r[0] - p*r[1]
		if e < 0 {
			e = -e
		}
		d := 1000 * r[1]
		if errNum < 0 || e*errDen < errNum*d {
			bestN, bestD, errNum, errDen = r[0], r[1], e, d
		}
	}
	return fmt.Sprintf("%d/%d", bestN, bestD)
}

// clockSeconds: features/match/clock.ts.
func clockSeconds(c apigen.Clock, now time.Time) int {
	elapsed := 0.0
	if !c.Stopped {
		elapsed = max(0, now.Sub(c.ClockUpdatedAt).Seconds())
	}
	v := float64(c.MatchTime) + elapsed
	if c.RemainingTime > 0 {
		v = float64(c.RemainingTime) - elapsed
	}
	return max(0, int(v))
}
