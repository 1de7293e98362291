// Package feed simulates a sports data and odds feed: a catalogue of eight sports (two of them
// e-sports) with plausible leagues and teams, matches from two hours ago to seven days ahead with
// about 15% of them in play, live matches that score, suspend and re-price, and finished matches
// whose every market is settled. Its output is catalogue.Batch values handed to a catalogue.Sink.
//
// Determinism: the same Seed and the same sequence of clock readings give the same batches. All
// randomness comes from one seeded source owned by the Simulator, and nothing iterates a map where
// the order could leak into the output.
//
// Restarts: Resume rebuilds the matches an earlier run left open from what the store holds, so
// that they play on under their ids and their bets settle on their own results.
//
// Time: Speed scales only the in-play clock. A football match lasts about 105/Speed minutes of
// wall time (two halves, stoppage time and halftime); at Speed 60 that is under two minutes.
// Start times stay in real wall-clock time, so the schedule always looks real. To keep about 15%
// of matches live when Speed makes them short, a finished match's replacement starts within a
// fraction of a match length while too few are in play or about to be, and otherwise somewhere
// in the coming week.
//
// Markets: prices come from internal/pricing (Poisson goals for football and ice hockey, a
// normal points model for basketball, Markov chains on points, games and sets for tennis,
// volleyball, table tennis and e-sports maps) with a margin of 5.5% prematch and 7% live. Around
// goals, dangerous moments and stoppages markets are suspended (-1) for a few seconds; a line that
// no longer makes sense is taken off (0) but still settles; a finished half, quarter, period, set,
// map or tennis game settles (-2) its markets at once, and the rest settle when the match ends.
// Priorities: higher is shown first; the main market (1x2 or winner) has 1000, the balanced line
// of the secondary type (the total) 900, and lines far from the balanced one drop below 100, the
// threshold of top markets.
package feed

import (
	"context"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// Config configures the simulator. Zero values take the defaults.
type Config struct {
	Seed  int64            // seeds every random choice
	Speed float64          // in-play time scale: 1 real time, 60 a minute of play per second; 0 means 1
	Now   func() time.Time // the clock Run reads; nil means time.Now
	Tick  time.Duration    // how often Run steps; 0 means one second
	// Matches is the number of open matches the schedule keeps; 0 means 320.
	Matches int
	// Crest is the operator's image for a team (its address), "" for none: the team then wears
	// its drawn crest (internal/crests). Read when a match is made, so a match keeps its crests.
	Crest func(team string) string
}

// Simulator is the feed. It is driven by Run, or by Step in tests.
type Simulator struct {
	cfg      Config
	sink     catalogue.Sink
	rng      *rand.Rand
	last     time.Time
	nextID   int64
	matches  []*match // open (not finished) matches by id
	started  bool
	dropped  catalogue.Batch // an earlier run's unfinished matches it cannot play on, dropped by the first batch (Resume)
	outright map[int64]bool  // leagues whose outright an earlier run left open (Resume): they get no second one
	held     map[int64]bool  // matches a test control drives; the simulator no longer plays them
	commands chan command    // test control commands, run by Run between steps
	ready    chan struct{}   // closed once Run has stored its first batch
}

const (
	prematchMargin = 0.055
	liveMargin     = 0.07
	// goalSuspension is how long (wall time) markets stay suspended after a goal or a dangerous
	// moment, so a bettor cannot beat the re-price.
	goalSuspension   = 4 * time.Second
	dangerSuspension = 2 * time.Second
)

// New returns a simulator that writes its batches to sink.
func New(cfg Config, sink catalogue.Sink) *Simulator {
	if cfg.Speed <= 0 {
		cfg.Speed = 1
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Tick <= 0 {
		cfg.Tick = time.Second
	}
	if cfg.Matches <= 0 {
		cfg.Matches = 320
	}
	return &Simulator{cfg: cfg, sink: sink, rng: rand.New(rand.NewPCG(uint64(cfg.Seed), 0x5b0c)), nextID: 100001,
		held: map[int64]bool{}, outright: map[int64]bool{}, commands: make(chan command), ready: make(chan struct{})}
}

// Run emits the initial catalogue, then one batch per tick until ctx is done.
func (s *Simulator) Run(ctx context.Context) error {
	t := time.NewTicker(s.cfg.Tick)
	defer t.Stop()
	ready := s.ready
	for {
		b := s.Step(s.cfg.Now())
		if !b.Empty() {
			if err := s.sink.Apply(ctx, b); err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return fmt.Errorf("feed: apply batch: %w", err)
			}
		}
		if ready != nil {
			close(ready)
			ready = nil
		}
		s.runWaiting(ctx)
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		case c := <-s.commands:
			s.run(ctx, c)
		}
	}
}

// Ready is closed once Run has stored its first batch (the whole catalogue on a first start):
// from then on a control command waits at most for the step under way. Storing the first batch
// takes seconds on a busy machine.
func (s *Simulator) Ready() <-chan struct{} { return s.ready }

// runWaiting runs the control commands that wait now, before the next step: on a busy machine the
// tick has fired during the step, and select would choose between it and a command at random, so
// a command could wait through several steps.
func (s *Simulator) runWaiting(ctx context.Context) {
	for {
		select {
		case c := <-s.commands:
			s.run(ctx, c)
		default:
			return
		}
	}
}

// Step advances the simulation to now and returns what changed. The first step returns the whole
// catalogue.
func (s *Simulator) Step(now time.Time) catalogue.Batch {
	var b catalogue.Batch
	if !s.started {
		s.started = true
		s.last = now
		b = s.dropped
		s.dropped = catalogue.Batch{}
		s.initial(now, &b)
		return b
	}
	dt := now.Sub(s.last)
	if dt <= 0 {
		return b
	}
	s.last = now
	for _, m := range s.matches {
		if !s.held[m.m.ID] {
			s.advance(m, now, dt, &b)
		}
	}
	s.dropFinished(now, &b)
	return b
}

func (s *Simulator) initial(now time.Time, b *catalogue.Batch) {
	b.MarketGroups = []catalogue.MarketGroup{
		{ID: 1, Key: catalogue.DefaultMarketGroupKey, Name: "All", Priority: 1000},
		{ID: 2, Key: pricing.GroupMain, Name: "Main", Priority: 900},
		{ID: 3, Key: pricing.GroupTotals, Name: "Totals", Priority: 800},
		{ID: 4, Key: pricing.GroupHandicaps, Name: "Handicaps", Priority: 700},
		{ID: 5, Key: pricing.GroupPeriods, Name: "Periods", Priority: 600},
		{ID: 6, Key: pricing.GroupCorrectScore, Name: "Correct score", Priority: 500},
		{ID: 7, Key: pricing.GroupScorers, Name: "Goalscorers", Priority: 450},
		{ID: 8, Key: pricing.GroupCorners, Name: "Corners", Priority: 400},
		{ID: 9, Key: pricing.GroupCards, Name: "Cards", Priority: 350},
		{ID: 10, Key: pricing.GroupPlayers, Name: "Players", Priority: 300},
	}
	for i := range sports {
		sp := &sports[i]
		typ := catalogue.SportTypeSport
		if sp.cyber {
			typ = catalogue.SportTypeCybersport
		}
		b.Sports = append(b.Sports, catalogue.Sport{ID: sp.id, URNID: fmt.Sprintf("sr:sport:%d", sp.id), Key: sp.key, Name: sp.name, Priority: sp.priority, Type: typ, Provider: "sim"})
		seen := map[string]bool{}
		for j, l := range sp.leagues {
			c := countries[l.country]
			if !seen[c.slug] {
				seen[c.slug] = true
				b.Categories = append(b.Categories, catalogue.Category{ID: categoryID(sp, c.slug), Slug: c.slug, Name: c.name, Priority: categoryPriority(sp, c.slug), CountryCode: c.code, SportID: sp.id})
			}
			outcomes := 3
			if sp.family != goals {
				outcomes = 2
			}
			b.Tournaments = append(b.Tournaments, catalogue.Tournament{ID: tournamentID(sp, j), URNID: fmt.Sprintf("sr:tournament:%d", tournamentID(sp, j)), Slug: leagueSlug(sp, l),
				Name: l.name, Priority: l.priority, CategoryID: categoryID(sp, c.slug), SportID: sp.id, MainMarketOutcomesCount: outcomes, SecondaryMarketOutcomesCount: 2})
		}
	}
	// The matches an earlier run left open (Resume) play on; the schedule tops them up.
	for _, m := range s.matches {
		s.pickUp(m, now, b)
	}
	// The schedule: about 15% in play now, a few just finished, the rest over the next week,
	// denser in the coming hours as in a real sportsbook.
	for n := len(s.matches); n < s.cfg.Matches; n++ {
		sp := s.pickSport()
		length := sp.realLength(s.cfg.Speed)
		var start time.Time
		switch r := s.rng.Float64(); {
		case r < 0.15:
			start = now.Add(-time.Duration(s.rng.Float64() * 0.9 * float64(length)))
		case r < 0.20:
			start = now.Add(-2 * time.Hour).Add(time.Duration(s.rng.Float64() * float64(time.Hour)))
		case r < 0.55:
			start = roundUp(now.Add(time.Duration(s.rng.Float64()*float64(8*time.Hour))), 5*time.Minute)
		default:
			start = roundUp(now.Add(8*time.Hour+time.Duration(s.rng.Float64()*float64(6*24*time.Hour+15*time.Hour))), 15*time.Minute)
		}
		m := s.newMatch(sp, start)
		s.matches = append(s.matches, m)
		if start.Before(now) {
			// Play the match up to now in small steps so its score and clock are coherent.
			s.fastForward(m, now)
		}
		s.emitAll(m, b)
	}
	for i := range sports {
		for j, l := range sports[i].leagues {
			if l.outright && !s.outright[tournamentID(&sports[i], j)] {
				s.addOutright(&sports[i], j, now, b)
			}
		}
	}
	s.dropFinished(now, b)
}

func (s *Simulator) pickSport() *sportDef {
	total := 0
	for _, sp := range sports {
		total += sp.weight
	}
	r := s.rng.IntN(total)
	for i := range sports {
		if r < sports[i].weight {
			return &sports[i]
		}
		r -= sports[i].weight
	}
	return &sports[0]
}

// realLength is the wall-clock length of a match at the given speed.
func (sp *sportDef) realLength(speed float64) time.Duration {
	return time.Duration(float64(sp.inPlayLength()) / speed * float64(time.Second))
}

// inPlayLength is the expected in-play length in seconds, breaks included.
func (sp *sportDef) inPlayLength() float64 {
	if sp.family == sets {
		pointsPerSet := float64(sp.set.Target) * 1.7
		if sp.hasInner {
			pointsPerSet *= 6.5 // points per game
		}
		return pointsPerSet * sp.pointSeconds * float64(sp.bestOf+1) / 2 * 1.1
	}
	return float64(sp.periods*sp.periodSeconds + (sp.periods-1)*sp.breakSeconds)
}

// liveShare is the share of open matches the schedule keeps in play.
const liveShare = 0.15

// dropFinished replaces each finished match with a new fixture, so the catalogue never runs dry.
// Finished matches stay in the store (settled); the simulator forgets them.
func (s *Simulator) dropFinished(now time.Time, b *catalogue.Batch) {
	busy := 0 // live, or starting within a match length
	for _, m := range s.matches {
		if m.m.Status == catalogue.MatchStatusLive || m.m.Status == catalogue.MatchStatusStopped ||
			m.m.Status == catalogue.MatchStatusPrematch && m.m.StartTime.Before(now.Add(m.def.realLength(s.cfg.Speed))) {
			busy++
		}
	}
	target := int(liveShare * float64(len(s.matches)))
	kept := s.matches[:0]
	for _, m := range s.matches {
		if m.m.Status != catalogue.MatchStatusFinished {
			kept = append(kept, m)
			continue
		}
		// While too few matches are in play or about to be, the new fixture starts within an
		// eighth of a match length (so few of the busy ones are still waiting), and the live
		// share holds even when Speed makes matches short; otherwise it goes into the coming
		// week, where a real fixture list has most of its matches.
		length := m.def.realLength(s.cfg.Speed)
		var start time.Time
		if busy < target {
			busy++
			start = now.Add(time.Duration(s.rng.Float64() * float64(length) / 8))
			if length > time.Hour {
				start = roundUp(start, 5*time.Minute)
			}
		} else {
			start = roundUp(now.Add(6*time.Hour+time.Duration(s.rng.Float64()*float64(6*24*time.Hour+12*time.Hour))), 15*time.Minute)
		}
		nm := s.newMatch(m.def, start)
		s.emitAll(nm, b)
		kept = append(kept, nm)
	}
	s.matches = kept
}

func (s *Simulator) fastForward(m *match, now time.Time) {
	// Prematch prices first: a match that has already finished settles at the prices it had.
	s.price(m, m.m.StartTime)
	s.kickOff(m)
	s.play(m, now.Sub(m.m.StartTime).Seconds()*s.cfg.Speed)
	if m.m.Status != catalogue.MatchStatusFinished {
		// Periods and games played before the catalogue began were never offered: leave them out
		// rather than send them settled.
		m.markets = slices.DeleteFunc(m.markets, m.scopeDone)
	}
	m.suspendedUntil = time.Time{}
	if m.def.family != sets {
		m.m.Clock.ClockUpdatedAt = now
	}
	if m.m.Status == catalogue.MatchStatusFinished {
		s.settle(m)
		return
	}
	s.price(m, now)
}

// track gives a match its statistics and their random source, seeded by the feed's seed and the
// match's id.
func (s *Simulator) track(mt *match, id int64, sp *sportDef) {
	mt.stats = matchstats.New(id, sp.key)
	mt.statsRng = rand.New(rand.NewPCG(uint64(s.cfg.Seed), uint64(id)))
}

func roundUp(t time.Time, d time.Duration) time.Time {
	r := t.Truncate(d)
	if r.Before(t) {
		r = r.Add(d)
	}
	return r.UTC()
}

// countryOrder is the countries' slugs in alphabetical order; a category's id is its sport's id
// and its place here, so ids stay the same from run to run.
var countryOrder = slices.Sorted(maps.Keys(countries))

func categoryID(sp *sportDef, slug string) int64 {
	return sp.id*100 + int64(sort.SearchStrings(countryOrder, slug)) + 1
}

func categoryPriority(sp *sportDef, slug string) int {
	best := 0
	for _, l := range sp.leagues {
		if l.country == slug && l.priority > best {
			best = l.priority
		}
	}
	return best
}

func tournamentID(sp *sportDef, index int) int64 { return sp.id*1000 + int64(index) + 1 }

// leagueSlug is the league's name as a slug, with the country added when the league name alone
// would collide with another league or a category of the same sport.
func leagueSlug(sp *sportDef, l leagueDef) string {
	slug := slugify(l.name)
	clash := countries[slug].slug != ""
	for _, o := range sp.leagues {
		if o != l && slugify(o.name) == slug {
			clash = true
		}
	}
	if clash {
		return slug + "-" + l.country
	}
	return slug
}

func slugify(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case strings.ContainsRune("áàâãä", r):
			b.WriteRune('a')
		case strings.ContainsRune("éèêë", r):
			b.WriteRune('e')
		case strings.ContainsRune("íìîï", r):
			b.WriteRune('i')
		case strings.ContainsRune("óòôõöø", r):
			b.WriteRune('o')
		case strings.ContainsRune("úùûüů", r):
			b.WriteRune('u')
		case r == 'ç' || r == 'č':
			b.WriteRune('c')
		case r == 'ñ':
			b.WriteRune('n')
		case r == 'ł':
			b.WriteRune('l')
		case r == 'ř':
			b.WriteRune('r')
		case r == 'ž':
			b.WriteRune('z')
		case r == 'š' || r == 'ś':
			b.WriteRune('s')
		case r == 'ę':
			b.WriteRune('e')
		case r == 'ą' || r == 'å':
			b.WriteRune('a')
		case r == 'ć':
			b.WriteRune('c')
		default:
			if !dash && b.Len() > 0 {
				b.WriteRune('-')
				dash = true
			}
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

func clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }
