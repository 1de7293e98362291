// Package matchstats holds the rules of a live match's statistics: which events each sport
// records (a corner, a card, an ace, a three-pointer), what totals they count into, which of them
// make the timeline, and how they happen as a match plays: at believable rates, tilted towards the
// stronger side, and consistent with the score (a football goal is also a shot on target, a
// basketball team's made baskets add up to its points). No I/O: the feed simulator owns a
// Statistics per match and hands it a seeded random source, so the same seed plays the same
// statistics.
package matchstats

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Side is a team of a match: 0 home, 1 away.
type Side int

// The sides of a match.
const (
	Home Side = 0
	Away Side = 1
)

// Kind names an event (a corner, an ace) or a total (corners, aces), as the API and the SPA's
// message keys spell them.
type Kind string

// Event is one thing that happened in a match.
type Event struct {
	Seq    int  `json:"seq"` // 1 for the match's first event, counting every event (not only the timeline's)
	Kind   Kind `json:"kind"`
	Side   Side `json:"side"`
	Period int  `json:"period"` // the period, set or map being played, 1-based
	// MatchTime is the match clock in seconds when it happened; nil in sports without a clock
	// (sets and maps).
	MatchTime *int `json:"match_time,omitempty"`
	// Player is the shirt number of who scored a football goal (the feed names the scorer from
	// its squads, so that goalscorer markets settle on it); 0 when not known.
	Player int `json:"player,omitempty"`
}

// Total is one statistic of a match: each side's count, or for possession each side's share in
// percent.
type Total struct {
	Kind Kind `json:"kind"`
	Home int  `json:"home"`
	Away int  `json:"away"`
}

// Statistics is a match's statistics as the feed keeps and the store holds them.
type Statistics struct {
	MatchID  int64   `json:"match_id"`
	Sport    string  `json:"sport"` // the sport's key
	Totals   []Total `json:"totals"`
	Timeline []Event `json:"timeline"` // the key events (Rules.timeline), oldest first
	Last     *Event  `json:"last,omitempty"`
	// Seq is the number of events recorded, the timeline's and the others.
	Seq int `json:"seq"`
	// Possession is the in-play seconds each side has had the ball (football), of which
	// the possession total is the share.
	Possession [2]float64 `json:"possession_seconds,omitzero"`
	// Serving is the side serving the next point where the sport's rules keep it (volleyball:
	// whoever won the last rally).
	Serving Side `json:"serving"`
	// Players are the players' own counts where the feed keeps them (basketball: points,
	// rebounds and assists), which its player markets settle on.
	Players []PlayerTotal `json:"players,omitempty"`
}

// PlayerTotal is a player's counts in a match.
type PlayerTotal struct {
	Side     Side `json:"side"`
	Number   int  `json:"number"` // shirt number, unique in the side's roster
	Points   int  `json:"points"`
	Rebounds int  `json:"rebounds"`
	Assists  int  `json:"assists"`
}

// Player is a player's counts, added at zero when not counted yet.
func (st *Statistics) Player(side Side, number int) *PlayerTotal {
	for i := range st.Players {
		if p := &st.Players[i]; p.Side == side && p.Number == number {
			return p
		}
	}
	st.Players = append(st.Players, PlayerTotal{Side: side, Number: number})
	return &st.Players[len(st.Players)-1]
}

// Update is a match's statistics as a feed batch carries them.
type Update struct {
	Statistics
	// Since is the Seq of the statistics the feed last sent of the match: the timeline's events
	// after it are new.
	Since int
}

// New are the timeline's events recorded since the update's Since.
func (u Update) New() []Event {
	i := slices.IndexFunc(u.Timeline, func(e Event) bool { return e.Seq > u.Since })
	if i < 0 {
		return []Event{}
	}
	return u.Timeline[i:]
}

// Clone copies the statistics with their own slices, so that later play does not change a copy
// handed out.
func (st *Statistics) Clone() Statistics {
	c := *st
	c.Totals = slices.Clone(st.Totals)
	c.Timeline = slices.Clone(st.Timeline)
	c.Players = slices.Clone(st.Players)
	if st.Last != nil {
		last := *st.Last
		c.Last = &last
	}
	return c
}

// eventRule is how a kind of event happens and what it counts into.
type eventRule struct {
	kind     Kind
	counts   []Kind  // the totals it adds one to
	timeline bool    // a key event, shown on the timeline
	perMatch float64 // expected per team in regular time for events on the clock; 0 for those the score or the points make
	attack   bool    // the stronger side has more of them (shots, corners); otherwise the weaker has slightly more (fouls)
}

// sportRules are a sport's statistics: the totals in the order they are shown, and its events.
type sportRules struct {
	totals  []Kind
	events  []eventRule
	seconds float64 // regular playing time of a timed sport, in which perMatch events happen
	// possession: whether the sport keeps ball possession (football).
	possession bool
}

// The kinds of events and totals.
const (
	Goal          Kind = "goal"
	ShotOnTarget  Kind = "shot_on_target"
	ShotOffTarget Kind = "shot_off_target"
	Corner        Kind = "corner"
	Foul          Kind = "foul"
	YellowCard    Kind = "yellow_card"
	RedCard       Kind = "red_card"
	Save          Kind = "save" // ice hockey: a shot on goal the goalkeeper stops
	Penalty       Kind = "penalty"
	TwoPointer    Kind = "two_pointer"
	ThreePointer  Kind = "three_pointer"
	FreeThrow     Kind = "free_throw"
	Rebound       Kind = "rebound"
	Ace           Kind = "ace"
	DoubleFault   Kind = "double_fault"
	Break         Kind = "break" // tennis: a game won against the serve (a break point won)
	ServiceError  Kind = "service_error"
	Block         Kind = "block"
	ServicePoint  Kind = "service_point" // table tennis: a point won on one's own serve
	ReturnPoint   Kind = "return_point"  // table tennis: a point won on the opponent's serve
	PistolRound   Kind = "pistol_round"
	RoundAce      Kind = "round_ace" // CS2: one player's five kills in a round
	FirstBlood    Kind = "first_blood"
	Roshan        Kind = "roshan"

	PossessionTotal  Kind = "possession"
	Shots            Kind = "shots"
	ShotsOnTarget    Kind = "shots_on_target"
	Corners          Kind = "corners"
	Fouls            Kind = "fouls"
	YellowCards      Kind = "yellow_cards"
	RedCards         Kind = "red_cards"
	ShotsOnGoal      Kind = "shots_on_goal"
	Penalties        Kind = "penalties"
	TwoPointers      Kind = "two_pointers"
	ThreePointers    Kind = "three_pointers"
	FreeThrows       Kind = "free_throws"
	Rebounds         Kind = "rebounds"
	Aces             Kind = "aces"
	DoubleFaults     Kind = "double_faults"
	BreakPointsWon   Kind = "break_points_won"
	ServiceErrors    Kind = "service_errors"
	Blocks           Kind = "blocks"
	PointsWon        Kind = "points_won"
	ServicePointsWon Kind = "service_points_won"
	PistolRoundsWon  Kind = "pistol_rounds_won"
	FirstBloods      Kind = "first_bloods"
	RoshansKilled    Kind = "roshans"
	RoundAces        Kind = "round_aces"
)

// rules are the sports' statistics by sport key. The rates are a league's per-team averages:
// football 12 shots (4.5 on target, goals included), 5 corners, 11 fouls, 1.9 yellow and 0.1 red
// cards per match; ice hockey 30 shots on goal and 3.5 minor penalties; basketball 44 rebounds and
// 20 fouls.
var rules = map[string]sportRules{
	"football": {
		totals:     []Kind{PossessionTotal, Shots, ShotsOnTarget, Corners, Fouls, YellowCards, RedCards},
		seconds:    90 * 60,
		possession: true,
		events: []eventRule{
			{kind: Goal, counts: []Kind{Shots, ShotsOnTarget}, timeline: true},
			{kind: ShotOnTarget, counts: []Kind{Shots, ShotsOnTarget}, perMatch: 3.2, attack: true},
			{kind: ShotOffTarget, counts: []Kind{Shots}, perMatch: 7.5, attack: true},
			{kind: Corner, counts: []Kind{Corners}, timeline: true, perMatch: 5, attack: true},
			{kind: Foul, counts: []Kind{Fouls}, perMatch: 11},
			{kind: YellowCard, counts: []Kind{YellowCards}, timeline: true, perMatch: 1.9},
			{kind: RedCard, counts: []Kind{RedCards}, timeline: true, perMatch: 0.1},
		},
	},
	"ice-hockey": {
		totals:  []Kind{ShotsOnGoal, Penalties},
		seconds: 60 * 60,
		events: []eventRule{
			{kind: Goal, counts: []Kind{ShotsOnGoal}, timeline: true},
			{kind: Save, counts: []Kind{ShotsOnGoal}, perMatch: 27, attack: true},
			{kind: Penalty, counts: []Kind{Penalties}, timeline: true, perMatch: 3.5},
		},
	},
	"basketball": {
		totals:  []Kind{TwoPointers, ThreePointers, FreeThrows, Rebounds, Fouls},
		seconds: 48 * 60,
		events: []eventRule{
			{kind: TwoPointer, counts: []Kind{TwoPointers}},
			{kind: ThreePointer, counts: []Kind{ThreePointers}, timeline: true},
			{kind: FreeThrow, counts: []Kind{FreeThrows}},
			{kind: Rebound, counts: []Kind{Rebounds}, perMatch: 44, attack: true},
			{kind: Foul, counts: []Kind{Fouls}, perMatch: 20},
		},
	},
	"tennis": {
		totals: []Kind{Aces, DoubleFaults, BreakPointsWon},
		events: []eventRule{
			{kind: Ace, counts: []Kind{Aces}, timeline: true},
			{kind: DoubleFault, counts: []Kind{DoubleFaults}, timeline: true},
			{kind: Break, counts: []Kind{BreakPointsWon}, timeline: true},
		},
	},
	"volleyball": {
		totals: []Kind{Aces, Blocks, ServiceErrors},
		events: []eventRule{
			{kind: Ace, counts: []Kind{Aces}, timeline: true},
			{kind: Block, counts: []Kind{Blocks}},
			{kind: ServiceError, counts: []Kind{ServiceErrors}},
		},
	},
	"table-tennis": {
		totals: []Kind{PointsWon, ServicePointsWon},
		events: []eventRule{
			{kind: ServicePoint, counts: []Kind{PointsWon, ServicePointsWon}},
			{kind: ReturnPoint, counts: []Kind{PointsWon}},
		},
	},
	"cs2": {
		totals: []Kind{PistolRoundsWon, RoundAces},
		events: []eventRule{
			{kind: PistolRound, counts: []Kind{PistolRoundsWon}, timeline: true},
			{kind: RoundAce, counts: []Kind{RoundAces}, timeline: true},
		},
	},
	"dota2": {
		totals: []Kind{FirstBloods, RoshansKilled},
		events: []eventRule{
			{kind: FirstBlood, counts: []Kind{FirstBloods}, timeline: true},
			{kind: Roshan, counts: []Kind{RoshansKilled}, timeline: true},
		},
	},
}

// New returns the empty statistics of a match of the sport, nil for a sport without statistics.
func New(matchID int64, sport string) *Statistics {
	r, ok := rules[sport]
	if !ok {
		return nil
	}
	st := &Statistics{MatchID: matchID, Sport: sport, Totals: make([]Total, len(r.totals)), Timeline: []Event{}}
	for i, k := range r.totals {
		st.Totals[i] = Total{Kind: k}
	}
	if r.possession {
		st.Totals[0] = Total{Kind: PossessionTotal, Home: 50, Away: 50}
	}
	return st
}

// Empty are the statistics of a match with none recorded: New's, or no totals at all for a sport
// without statistics.
func Empty(matchID int64, sport string) Statistics {
	if st := New(matchID, sport); st != nil {
		return *st
	}
	return Statistics{MatchID: matchID, Sport: sport, Totals: []Total{}, Timeline: []Event{}}
}

// Scored records a goal (a point in basketball: a free throw) given by hand, as the feed's test
// control gives one.
func (st *Statistics) Scored(side Side, period int, matchTime *int) {
	kind := Goal
	if st.Sport == "basketball" {
		kind = FreeThrow
	}
	st.Record(kind, side, period, matchTime)
}

// Records reports whether the sport records events of the kind (the test control's check).
func Records(sport string, kind Kind) bool {
	_, ok := rules[sport].event(kind)
	return ok
}

func (r sportRules) event(kind Kind) (eventRule, bool) {
	i := slices.IndexFunc(r.events, func(e eventRule) bool { return e.kind == kind })
	if i < 0 {
		return eventRule{}, false
	}
	return r.events[i], true
}

// Record adds an event: its totals go up by one, it becomes the last event, and a key event joins
// the timeline. matchTime is nil in a sport without a clock. It reports false, recording nothing,
// for a kind the sport does not record.
func (st *Statistics) Record(kind Kind, side Side, period int, matchTime *int) bool {
	r := rules[st.Sport]
	e, ok := r.event(kind)
	if !ok || side != Home && side != Away {
		return false
	}
	st.Seq++
	ev := Event{Seq: st.Seq, Kind: kind, Side: side, Period: period, MatchTime: matchTime}
	for _, c := range e.counts {
		if i := slices.IndexFunc(st.Totals, func(t Total) bool { return t.Kind == c }); i >= 0 {
			if side == Home {
				st.Totals[i].Home++
			} else {
				st.Totals[i].Away++
			}
		}
	}
	if e.timeline {
		st.Timeline = append(st.Timeline, ev)
	}
	st.Last = &ev
	return true
}

// Span is a stretch of play of a timed sport (football, ice hockey, basketball): what the feed
// decided happened in it.
type Span struct {
	Period   int     // being played, 1-based
	From, To float64 // match clock at its start and end, in seconds
	Scored   [2]int  // goals (points in basketball) each side scored in it
	// Edge is the home side's strength in log units (0 for evenly matched): the stronger side
	// has more of the ball, shots and corners.
	Edge float64
}

// Rate is how many events of a kind a side has per second of play in a timed sport, for a home
// edge (Span.Edge): the rate Play draws them at, which the feed's markets on them (corners,
// cards) are priced from. 0 for a kind not on the clock.
func Rate(sport string, kind Kind, side Side, edge float64) float64 {
	r := rules[sport]
	e, ok := r.event(kind)
	if !ok || e.perMatch == 0 || r.seconds == 0 {
		return 0
	}
	return e.rate(r, side, edge)
}

func (e eventRule) rate(r sportRules, side Side, edge float64) float64 {
	tilt := edge / 2
	if side == Away {
		tilt = -tilt
	}
	if !e.attack {
		tilt = -tilt / 4 // the side under pressure commits a few more fouls
	}
	return e.perMatch / r.seconds * math.Exp(tilt)
}

// timed is an event of a span before it is recorded, at its time.
type timed struct {
	at   float64
	kind Kind
	side Side
}

// Play records what happened in a span besides the score the feed decided: each side's goals (a
// basketball side's points broken down into baskets and free throws) at random times in it, and
// the events on the clock at their rates, in the order of their times; possession in football.
func (st *Statistics) Play(rng *rand.Rand, sp Span) {
	r := rules[st.Sport]
	dt := sp.To - sp.From
	if dt <= 0 || r.seconds == 0 {
		return
	}
	var evs []timed
	at := func() float64 { return sp.From + rng.Float64()*dt }
	for side := range 2 {
		if st.Sport == "basketball" {
			for _, k := range Baskets(rng, sp.Scored[side]) {
				evs = append(evs, timed{at(), k, Side(side)})
			}
		} else {
			for range sp.Scored[side] {
				evs = append(evs, timed{at(), Goal, Side(side)})
			}
		}
	}
	for _, e := range r.events {
		if e.perMatch == 0 {
			continue
		}
		for side := range 2 {
			for range poisson(rng, e.rate(r, Side(side), sp.Edge)*dt) {
				evs = append(evs, timed{at(), e.kind, Side(side)})
			}
		}
	}
	slices.SortStableFunc(evs, func(a, b timed) int {
		switch {
		case a.at < b.at:
			return -1
		case a.at > b.at:
			return 1
		}
		return 0
	})
	for _, e := range evs {
		t := int(e.at)
		st.Record(e.kind, e.side, sp.Period, &t)
	}
	if r.possession {
		share := clamp(0.5+0.1*sp.Edge+rng.NormFloat64()*0.06, 0.25, 0.75)
		st.Possession[Home] += share * dt
		st.Possession[Away] += (1 - share) * dt
		st.Totals[0] = possessionTotal(st.Possession)
	}
}

// possessionTotal is each side's share of the ball in whole percent, adding up to 100.
func possessionTotal(p [2]float64) Total {
	sum := p[0] + p[1]
	if sum <= 0 {
		return Total{Kind: PossessionTotal, Home: 50, Away: 50}
	}
	home := int(math.Round(100 * p[0] / sum))
	return Total{Kind: PossessionTotal, Home: home, Away: 100 - home}
}

// Baskets breaks a basketball side's points into made baskets: about a third of the points from
// three-pointers, a sixth from free throws, the rest from two-pointers; they add up to points.
func Baskets(rng *rand.Rand, points int) []Kind {
	var out []Kind
	for left := points; left > 0; {
		r := rng.Float64()
		switch {
		case left >= 3 && r < 0.22:
			out = append(out, ThreePointer)
			left -= 3
		case left >= 2 && r < 0.78:
			out = append(out, TwoPointer)
			left -= 2
		default:
			out = append(out, FreeThrow)
			left--
		}
	}
	return out
}

// Point is a point (a rally, a CS2 round, a Dota 2 kill) of a set sport as the feed played it.
type Point struct {
	Set    int  // the set (map) it was played in, 1-based
	InSet  int  // points of the set played before it (tennis: of the game)
	Winner Side // who won it
	// Server serves it where the feed keeps the serve (tennis); the rules keep it in the others.
	Server Side
	// Game: the point won a tennis game that was not a tie-break.
	Game bool
}

// The chances behind the set sports' events: in tennis 10% of the points a server wins are aces,
// 9% of those the receiver wins are double faults; in volleyball 8% of the points a server wins
// are aces, 25% of those the receiver wins are service errors and 12% are blocks; a CS2 round ends
// with a five-kill ace 4% of the time; Roshan falls on 2.5% of the kills of a Dota 2 map.
const (
	tennisAce, tennisDoubleFault                       = 0.10, 0.09
	volleyballAce, volleyballServiceError, volleyBlock = 0.08, 0.25, 0.12
	cs2Ace, dotaRoshan                                 = 0.04, 0.025
	cs2HalfRounds                                      = 12 // CS2: the sides swap after 12 rounds; round 13 is a pistol round
)

// Score records the events of a point of a set sport.
func (st *Statistics) Score(rng *rand.Rand, p Point) {
	period := p.Set
	rec := func(k Kind, side Side) { st.Record(k, side, period, nil) }
	switch st.Sport {
	case "tennis":
		if p.Winner == p.Server && rng.Float64() < tennisAce {
			rec(Ace, p.Winner)
		} else if p.Winner != p.Server && rng.Float64() < tennisDoubleFault {
			rec(DoubleFault, p.Server)
		}
		if p.Game && p.Winner != p.Server {
			rec(Break, p.Winner)
		}
	case "volleyball":
		server := st.Serving
		if p.InSet == 0 {
			server = Side((p.Set - 1) % 2) // the first serve of a set alternates
		}
		switch r := rng.Float64(); {
		case p.Winner == server && r < volleyballAce:
			rec(Ace, p.Winner)
		case p.Winner != server && r < volleyballServiceError:
			rec(ServiceError, server)
		case p.Winner != server && r < volleyballServiceError+volleyBlock:
			rec(Block, p.Winner)
		}
		st.Serving = p.Winner // rally scoring: the winner serves next
	case "table-tennis":
		// Two serves each, the first server alternating by set (deuce's one serve each is left out).
		server := Side((p.Set - 1 + p.InSet/2) % 2)
		if p.Winner == server {
			rec(ServicePoint, p.Winner)
		} else {
			rec(ReturnPoint, p.Winner)
		}
	case "cs2":
		if p.InSet == 0 || p.InSet == cs2HalfRounds {
			rec(PistolRound, p.Winner)
		} else if rng.Float64() < cs2Ace {
			rec(RoundAce, p.Winner)
		}
	case "dota2":
		if p.InSet == 0 {
			rec(FirstBlood, p.Winner)
		} else if rng.Float64() < dotaRoshan {
			rec(Roshan, p.Winner)
		}
	}
}

// poisson draws from a Poisson distribution of mean lambda.
func poisson(rng *rand.Rand, lambda float64) int {
	if lambda <= 0 {
		return 0
	}
	l, k, p := math.Exp(-lambda), 0, 1.0
	for {
		p *= rng.Float64()
		if p <= l {
			return k
		}
		k++
	}
}

func clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }
