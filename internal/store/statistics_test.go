package store

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// A match's statistics are stored whole with its batch and read back as written; a match with
// none has its sport's empty statistics, and an unknown match is not found.
func TestMatchStatistics(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		empty, err := s.MatchStatistics(ctx, 1003)
		if err != nil || !reflect.DeepEqual(empty, matchstats.Empty(1003, "football")) {
			t.Fatalf("prematch statistics %+v (%v)", empty, err)
		}
		if cs, err := s.MatchStatistics(ctx, 1004); err != nil || len(cs.Totals) != 2 || cs.Sport != "cs2" {
			t.Errorf("cs2 statistics %+v (%v)", cs, err)
		}
		st := matchstats.New(1001, "football")
		minute := 1234
		for _, k := range []matchstats.Kind{matchstats.Corner, matchstats.Goal, matchstats.Foul} {
			st.Record(k, matchstats.Away, 1, &minute)
		}
		st.Possession = [2]float64{600.5, 400}
		var written matchstats.Statistics
		for range 2 { // written twice: the second replaces the first
			written = st.Clone()
			if err := s.Apply(ctx, catalogue.Batch{Statistics: []matchstats.Update{{Statistics: written}}}); err != nil {
				t.Fatal(err)
			}
			st.Record(matchstats.YellowCard, matchstats.Home, 2, &minute)
		}
		got, err := s.MatchStatistics(ctx, 1001)
		if err != nil || written.Seq != 4 || !reflect.DeepEqual(got, written) {
			t.Errorf("read back\n%+v (%v)\nwant\n%+v", got, err, written)
		}
		if _, err := s.MatchStatistics(ctx, 999); !errors.Is(err, catalogue.ErrNotFound) {
			t.Errorf("unknown match: %v", err)
		}
		// The feed reads many matches' at once, the same as one by one.
		byMatch, err := s.StatisticsOfMatches(ctx, []int64{1001, 1003, 999})
		if err != nil || len(byMatch) != 2 || !reflect.DeepEqual(byMatch[1001], written) || !reflect.DeepEqual(byMatch[1003], empty) {
			t.Errorf("statistics of matches %+v (%v)", byMatch, err)
		}
	})
}
