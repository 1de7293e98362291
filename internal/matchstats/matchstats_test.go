package matchstats

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

func total(st *Statistics, k Kind) Total {
	for _, t := range st.Totals {
		if t.Kind == k {
			return t
		}
	}
	return Total{Kind: "missing " + k}
}

func TestRecord(t *testing.T) {
	minute := 600
	cases := []struct {
		name     string
		sport    string
		kind     Kind
		side     Side
		ok       bool
		totals   map[Kind]Total
		timeline int
	}{
		{"a goal is a shot on target", "football", Goal, Home, true, map[Kind]Total{Shots: {Shots, 1, 0}, ShotsOnTarget: {ShotsOnTarget, 1, 0}}, 1},
		{"a corner counts and joins the timeline", "football", Corner, Away, true, map[Kind]Total{Corners: {Corners, 0, 1}}, 1},
		{"a foul only counts", "football", Foul, Home, true, map[Kind]Total{Fouls: {Fouls, 1, 0}}, 0},
		{"a shot off target is a shot", "football", ShotOffTarget, Away, true, map[Kind]Total{Shots: {Shots, 0, 1}, ShotsOnTarget: {ShotsOnTarget, 0, 0}}, 0},
		{"an ice hockey save is a shot on goal", "ice-hockey", Save, Away, true, map[Kind]Total{ShotsOnGoal: {ShotsOnGoal, 0, 1}}, 0},
		{"an ace in tennis", "tennis", Ace, Home, true, map[Kind]Total{Aces: {Aces, 1, 0}}, 1},
		{"football has no aces", "football", Ace, Home, false, nil, 0},
		{"no third side", "football", Corner, Side(2), false, nil, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := New(7, c.sport)
			if got := st.Record(c.kind, c.side, 1, &minute); got != c.ok {
				t.Fatalf("Record = %v, want %v", got, c.ok)
			}
			if Records(c.sport, c.kind) != (c.ok || c.side == 2) {
				t.Errorf("Records(%s, %s) disagrees", c.sport, c.kind)
			}
			for k, want := range c.totals {
				if got := total(st, k); got != want {
					t.Errorf("%s = %+v, want %+v", k, got, want)
				}
			}
			if len(st.Timeline) != c.timeline {
				t.Errorf("timeline %d, want %d", len(st.Timeline), c.timeline)
			}
			if c.ok && (st.Last == nil || st.Last.Kind != c.kind || st.Last.Side != c.side || st.Last.Seq != 1 || *st.Last.MatchTime != minute) {
				t.Errorf("last event %+v", st.Last)
			}
			if !c.ok && (st.Last != nil || st.Seq != 0) {
				t.Errorf("recorded %+v", st.Last)
			}
		})
	}
	if New(1, "curling") != nil {
		t.Error("a sport without rules has no statistics")
	}
}

func TestBasketsAddUpToThePoints(t *testing.T) {
	value := map[Kind]int{ThreePointer: 3, TwoPointer: 2, FreeThrow: 1}
	r := rng(3)
	threes := 0
	for points := range 40 {
		sum := 0
		for _, k := range Baskets(r, points) {
			sum += value[k]
			if k == ThreePointer {
				threes++
			}
		}
		if sum != points {
			t.Errorf("%d points made of baskets worth %d", points, sum)
		}
	}
	if threes == 0 {
		t.Error("no three-pointer in 780 points")
	}
}

// A football match played in minute spans: the totals agree with the events and the score, and
// come out at believable rates.
func TestFootballMatch(t *testing.T) {
	cases := []struct {
		name   string
		edge   float64
		scored [2]int // per minute 30 and 60
	}{
		{"evenly matched", 0, [2]int{1, 1}},
		{"home much stronger", 1.2, [2]int{2, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var sum [2]Total
			const matches = 200
			for m := range matches {
				st := New(int64(m), "football")
				r := rng(uint64(m))
				for minute := range 90 {
					sp := Span{Period: 1 + minute/45, From: float64(minute * 60), To: float64(minute*60 + 60), Edge: c.edge}
					if minute == 30 || minute == 60 {
						sp.Scored = [2]int{c.scored[0] / 2, c.scored[1] / 2}
						if minute == 30 {
							sp.Scored = [2]int{c.scored[0] - c.scored[0]/2, c.scored[1] - c.scored[1]/2}
						}
					}
					st.Play(r, sp)
				}
				shots, on := total(st, Shots), total(st, ShotsOnTarget)
				if on.Home < c.scored[0] || on.Away < c.scored[1] || shots.Home < on.Home || shots.Away < on.Away {
					t.Fatalf("match %d: shots %+v on target %+v for a score of %v", m, shots, on, c.scored)
				}
				goals := [2]int{}
				last := -1
				for _, e := range st.Timeline {
					if e.Kind == Goal {
						goals[e.Side]++
					}
					if *e.MatchTime < last {
						t.Fatalf("match %d: timeline out of order at %+v", m, e)
					}
					last = *e.MatchTime
				}
				if goals != c.scored {
					t.Fatalf("match %d: goals on the timeline %v, score %v", m, goals, c.scored)
				}
				if p := total(st, PossessionTotal); p.Home+p.Away != 100 {
					t.Fatalf("possession %+v", p)
				}
				sum[0].Home += total(st, Corners).Home
				sum[0].Away += total(st, Corners).Away
				sum[1].Home += total(st, PossessionTotal).Home
				sum[1].Away += total(st, YellowCards).Home + total(st, YellowCards).Away
			}
			corners := float64(sum[0].Home+sum[0].Away) / matches / 2
			if corners < 3.5 || corners > 7 {
				t.Errorf("%.1f corners per team and match", corners)
			}
			yellows := float64(sum[1].Away) / matches / 2
			if yellows < 1.2 || yellows > 2.6 {
				t.Errorf("%.1f yellow cards per team and match", yellows)
			}
			possession := float64(sum[1].Home) / matches
			if c.edge == 0 && (possession < 47 || possession > 53) || c.edge > 0 && possession < 56 {
				t.Errorf("home possession %.1f%% at edge %.1f", possession, c.edge)
			}
			if c.edge > 0 && sum[0].Home <= sum[0].Away {
				t.Errorf("the stronger side had %d corners, the weaker %d", sum[0].Home, sum[0].Away)
			}
		})
	}
}

func TestSetSportPoints(t *testing.T) {
	cases := []struct {
		name   string
		sport  string
		points []Point
		want   map[Kind]Total
	}{
		{"tennis: a game won against the serve is a break", "tennis",
			[]Point{{Set: 1, Winner: Away, Server: Home, Game: true}},
			map[Kind]Total{BreakPointsWon: {BreakPointsWon, 0, 1}}},
		{"tennis: a hold is no break", "tennis",
			[]Point{{Set: 1, Winner: Home, Server: Home, Game: true}},
			map[Kind]Total{BreakPointsWon: {BreakPointsWon, 0, 0}}},
		{"table tennis: serves go two by two", "table-tennis",
			[]Point{{Set: 1, InSet: 0, Winner: Home}, {Set: 1, InSet: 1, Winner: Home}, {Set: 1, InSet: 2, Winner: Home}, {Set: 2, InSet: 0, Winner: Away}},
			map[Kind]Total{PointsWon: {PointsWon, 3, 1}, ServicePointsWon: {ServicePointsWon, 2, 1}}},
		{"cs2: the first round of each half is a pistol round", "cs2",
			[]Point{{Set: 1, InSet: 0, Winner: Away}, {Set: 1, InSet: 12, Winner: Home}, {Set: 2, InSet: 0, Winner: Home}},
			map[Kind]Total{PistolRoundsWon: {PistolRoundsWon, 2, 1}}},
		{"dota 2: each map's first kill is first blood", "dota2",
			[]Point{{Set: 1, InSet: 0, Winner: Home}, {Set: 2, InSet: 0, Winner: Away}},
			map[Kind]Total{FirstBloods: {FirstBloods, 1, 1}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := New(1, c.sport)
			r := rng(1)
			for _, p := range c.points {
				st.Score(r, p)
			}
			for k, want := range c.want {
				if got := total(st, k); got != want {
					t.Errorf("%s = %+v, want %+v", k, got, want)
				}
			}
		})
	}
}

// Aces and double faults come at tennis's rates, from the right side.
func TestTennisServeRates(t *testing.T) {
	st := New(1, "tennis")
	r := rng(9)
	const n = 20000
	for i := range n {
		st.Score(r, Point{Set: 1, InSet: i % 6, Winner: Side(boolInt(i%3 == 0)), Server: Home}) // home serves, wins 2 of 3
	}
	aces, dfs := total(st, Aces), total(st, DoubleFaults)
	if aces.Away != 0 || dfs.Away != 0 {
		t.Fatalf("the receiver served: aces %+v double faults %+v", aces, dfs)
	}
	if rate := float64(aces.Home) / (n * 2 / 3); rate < 0.08 || rate > 0.12 {
		t.Errorf("ace rate %.3f", rate)
	}
	if rate := float64(dfs.Home) / (n / 3); rate < 0.07 || rate > 0.11 {
		t.Errorf("double-fault rate %.3f", rate)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestDeterministic(t *testing.T) {
	play := func() *Statistics {
		st := New(5, "basketball")
		r := rng(42)
		for q := range 4 {
			st.Play(r, Span{Period: q + 1, From: float64(q * 720), To: float64(q*720 + 720), Scored: [2]int{27, 24}, Edge: 0.3})
		}
		return st
	}
	a, b := play(), play()
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed must play the same statistics")
	}
	points := 0
	for _, tt := range a.Totals {
		switch tt.Kind {
		case TwoPointers:
			points += 2 * (tt.Home + tt.Away)
		case ThreePointers:
			points += 3 * (tt.Home + tt.Away)
		case FreeThrows:
			points += tt.Home + tt.Away
		}
	}
	if points != 4*(27+24) {
		t.Fatalf("baskets worth %d points for a score of %d", points, 4*51)
	}
}
