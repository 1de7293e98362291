package cataloguei18n

import (
	"fmt"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/feed"
)

// listOf100 is a list response of 100 matches named from the feed's vocabulary, each with the
// three markets a list row shows and two period scores: what the home page asks for.
func listOf100() apigen.ListMatches200JSONResponse {
	v := feed.Names()
	pick := func(names []string, i int) string { return names[i%len(names)] }
	market := func(i int) *apigen.Market {
		return &apigen.Market{Name: pick(v.Markets, i), Specifier: fmt.Sprint(i), Outcomes: []apigen.Outcome{
			{Id: "1", Name: pick(v.Outcomes, 3*i)}, {Id: "2", Name: pick(v.Outcomes, 3*i+1)}, {Id: "3", Name: pick(v.Outcomes, 3*i+2)}}}
	}
	res := apigen.ListMatches200JSONResponse{Data: make([]apigen.Match, 100)}
	for i := range res.Data {
		periods := []apigen.PeriodScore{{Name: pick(v.Stages, 2*i)}, {Name: pick(v.Stages, 2*i+1)}}
		res.Data[i] = apigen.Match{Type: apigen.MatchTypeMatch, NameA: pick(v.Teams, 2*i), NameB: pick(v.Teams, 2*i+1),
			Stage: pick(v.Stages, i), Sport: apigen.SportRef{Name: pick(v.Sports, i)},
			Category: apigen.CategoryRef{Name: pick(v.Categories, i)}, League: apigen.TournamentRef{Name: pick(v.Leagues, i)},
			PeriodScores: &periods, MainMarket: market(3 * i), SecondaryMarket: market(3*i + 1), ExtraMarket: market(3*i + 2)}
	}
	return res
}

// BenchmarkLocalizeList is the cost of answering a 100-match list in French.
func BenchmarkLocalizeList(b *testing.B) {
	res := listOf100()
	tr := load(b).For("fr")
	b.ReportAllocs()
	for b.Loop() {
		Localize(tr, res)
	}
}

// BenchmarkNameUnseen is the cost of translating names not seen before (a table's memory is cold
// after a start or a takeover of the feed, and emptied when full): the feed's vocabulary and
// lines, in French.
func BenchmarkNameUnseen(b *testing.B) {
	v := feed.Names()
	var names []string
	for _, list := range [][]string{v.Markets, v.Outcomes, v.Teams, v.Stages, v.Leagues} {
		names = append(names, list...)
	}
	for i := range 50 {
		names = append(names, fmt.Sprintf("Total %d.5", i), fmt.Sprintf("Handicap -%d.5", i), fmt.Sprintf("Over %d.5", i))
	}
	t := load(b).For("fr").t
	b.ReportAllocs()
	for b.Loop() {
		for _, n := range names {
			t.match(n)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(names)), "ns/name")
}
