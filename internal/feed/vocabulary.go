package feed

import (
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// Vocabulary is every catalogue name the simulator gives, read from the tables it plays from
// (sports, countries, leagues, stages, market lists), for internal/cataloguei18n's tests: each
// name must have a translation in every language, so a name added here untranslated fails them.
// Team and player names stay as they are in every language; Teams are the sample teams (and their
// players) the markets were built for, so that those tests can tell them apart.
type Vocabulary struct {
	Sports, Categories, Leagues, Outrights, Stages, Markets, Outcomes, Teams []string
}

// maxGames is the most games a tennis set has (7:6), the games a game-winner market can name.
const maxGames = 13

// Names returns the simulator's vocabulary, each list sorted and without repeats.
func Names() Vocabulary {
	s := New(Config{Seed: 1}, nil)
	now := time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)
	var v Vocabulary
	for _, c := range countries {
		v.Categories = append(v.Categories, c.name)
	}
	v.Stages = []string{stageBreak, stageHalftime, stageAwaitingOvertime, stageOvertime, stageEnded,
		stageEndedAfterOvertime, stageEndedAfterPenalties, periodPenalties}
	for i := range sports {
		sp := &sports[i]
		v.Sports = append(v.Sports, sp.name)
		for j, l := range sp.leagues {
			v.Leagues = append(v.Leagues, l.name)
			if l.outright {
				var b catalogue.Batch
				s.addOutright(sp, j, now, &b)
				v.Outrights = append(v.Outrights, b.Matches[0].NameA)
				v.Teams = append(v.Teams, b.Matches[0].Competitors...)
				v.add(b.Markets)
			}
		}
		for n := 1; n <= max(sp.periods, sp.bestOf); n++ {
			v.Stages = append(v.Stages, sp.periodLabel(n))
		}
		mt := s.newMatch(sp, now)
		home, away := mt.m.NameA, mt.m.NameB
		v.Teams = append(v.Teams, home, away)
		for _, squad := range mt.squads {
			for _, p := range squad {
				v.Teams = append(v.Teams, p.Name) // players' names stay too
			}
		}
		for _, roster := range mt.roster {
			for _, p := range roster {
				v.Teams = append(v.Teams, p.Name)
			}
		}
		defs := append(mt.markets, mt.offered(nil)...)
		if sp.hasInner {
			for set := 1; set <= sp.bestOf; set++ {
				for game := 1; game <= maxGames; game++ {
					defs = append(defs, pricing.NextGame(set, game, home, away))
				}
			}
		}
		for _, d := range defs {
			v.Markets = append(v.Markets, d.Name)
			for _, o := range d.Outcomes {
				v.Outcomes = append(v.Outcomes, o.Name)
			}
		}
	}
	for _, list := range []*[]string{&v.Sports, &v.Categories, &v.Leagues, &v.Outrights, &v.Stages, &v.Markets, &v.Outcomes, &v.Teams} {
		slices.Sort(*list)
		*list = slices.Compact(*list)
	}
	return v
}

// add adds the names of markets as the simulator stores them.
func (v *Vocabulary) add(markets []catalogue.Market) {
	for _, m := range markets {
		v.Markets = append(v.Markets, m.Name)
		for _, o := range m.Outcomes {
			v.Outcomes = append(v.Outcomes, o.Name)
		}
	}
}
