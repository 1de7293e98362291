package firstpaint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// The rules the list rows follow, as the SPA's modules write them (named beside each); the cases
// in testdata/vectors hold both sides to the same answers.

// The API's answers, as api/openapi.yaml defines them.
type (
	match     = apigen.Match
	market    = apigen.Market
	outcome   = apigen.Outcome
	matchList = apigen.MatchList
)

// isLiveStatus: domain/match.ts.
func isLiveStatus(status apigen.MatchStatus) bool { return status == 1 || status == 2 }

// isOver: features/match/score.ts.
func isOver(status apigen.MatchStatus) bool { return status == 3 || status == 4 }

// matchPath and matchName: domain/match.ts.
func matchPath(m match) string { return "/" + m.Sport.Key + "/" + m.Slug }

func matchName(m match) string {
	if m.Type == "match" && m.NameB != "" {
		return m.NameA + " – " + m.NameB
	}
	return m.NameA
}

// specifierPart: core/odds/labels.ts.
func specifierPart(specifier, key string) (string, bool) {
	for part := range strings.SplitSeq(specifier, "|") {
		k, v, ok := strings.Cut(part, "=")
		if ok && k == key {
			return v, true
		}
	}
	return "", false
}

// shortLabel: core/odds/labels.ts. kind is "text", "over" or "under"; value the text or the line.
func shortLabel(m market, o outcome) (kind, value string) {
	side := strings.ToUpper(o.Id)
	if hcp, ok := specifierPart(m.Specifier, "hcp"); ok && (side == "1" || side == "2") {
		home, err := strconv.ParseFloat(hcp, 64)
		if err == nil {
			line := home
			if side == "2" {
				line = -home
			}
			return "text", side + " " + pricing.SignedLine(line)
		}
		return "text", side + " NaN"
	}
	if total, ok := specifierPart(m.Specifier, "total"); ok && (o.Id == "over" || o.Id == "under") {
		return o.Id, total
	}
	if side == "1" || side == "X" || side == "2" {
		return "text", side
	}
	return "text", o.Name
}

// Odds limits: domain/odds.ts MAX_ODDS and features/match/shownMarkets.ts MIN_ODDS.
const (
	minOdds = 1010
	maxOdds = 40000
)

// atCap: features/match/shownMarkets.ts.
func atCap(m market) bool {
	_, total := specifierPart(m.Specifier, "total")
	_, hcp := specifierPart(m.Specifier, "hcp")
	if !total && !hcp {
		return false
	}
	for _, o := range m.Outcomes {
		if o.Odds <= minOdds || o.Odds >= maxOdds {
			return true
		}
	}
	return false
}

// rowMarkets: features/catalogue/rowMarkets.ts.
func rowMarkets(m match) (main *market, others []market, narrow, wide int) {
	for _, x := range []*market{m.SecondaryMarket, m.ExtraMarket} {
		if x != nil && len(x.Outcomes) <= 2 && !atCap(*x) {
			others = append(others, *x)
		}
	}
	narrow = m.AvailableMarketsCount
	if m.MainMarket != nil {
		narrow--
	}
	narrow = max(0, narrow)
	return m.MainMarket, others, narrow, max(0, narrow-len(others))
}

type scoreColumn struct{ kind, home, away string }

// scoreColumns: features/match/score.ts.
func scoreColumns(m match) []scoreColumn {
	inPlay := isLiveStatus(m.Status)
	if m.TotalScore == nil || !(inPlay || isOver(m.Status)) {
		return nil
	}
	out := []scoreColumn{{"total", strconv.Itoa(m.TotalScore.Home), strconv.Itoa(m.TotalScore.Away)}}
	if !inPlay {
		return out
	}
	if m.PeriodScores != nil && m.Clock == nil && len(*m.PeriodScores) > 0 {
		c := (*m.PeriodScores)[len(*m.PeriodScores)-1]
		out = append(out, scoreColumn{"period", strconv.Itoa(c.Home), strconv.Itoa(c.Away)})
	}
	if m.CurrentServer != nil && *m.CurrentServer > 0 && m.GameScore != nil {
		out = append(out, scoreColumn{"points", point(m.GameScore.Home), point(m.GameScore.Away)})
	}
	return out
}

func point(p int) string {
	if p == 50 {
		return "A"
	}
	return strconv.Itoa(p)
}

// server: features/match/score.ts; "" for none.
func server(m match) string {
	if !isLiveStatus(m.Status) {
		return ""
	}
	if m.CurrentServer == nil {
		return ""
	}
	switch *m.CurrentServer {
	case 1:
		return "home"
	case 2:
		return "away"
	}
	return ""
}

// mmss: features/match/clock.ts.
func mmss(seconds int) string {
	s := max(0, seconds)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
