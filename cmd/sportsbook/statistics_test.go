package main

import (
	"fmt"
	"slices"
	"syscall"
	"testing"
	"time"
)

type apiStatistics struct {
	Totals []struct {
		Kind       string `json:"kind"`
		Home, Away int
	} `json:"totals"`
	Events []struct {
		Seq  int    `json:"seq"`
		Kind string `json:"kind"`
	} `json:"events"`
}

// A match's statistics outlive the run that recorded them: the next run (another instance taking
// the feed over) serves them and counts on from them, never from zero.
func TestStatisticsSurviveARestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the server twice")
	}
	db := t.TempDir() + "/stats.db"
	first := startServer(t, db)
	p := signInDemo(t, first.base)
	var list struct{ Data []apiMatch }
	deadline := time.Now().Add(30 * time.Second)
	for len(list.Data) == 0 && time.Now().Before(deadline) {
		p.call("GET", "/api/sportsbook/matches?match_status=1&type=match&sport_key=football&limit=50", nil, &list, 200)
	}
	// Three corners for the home side of the first live match being played (not at half-time).
	var id int64
	for _, m := range list.Data {
		if p.post("/dev/feed/statistic", map[string]any{"match_id": m.MatchID, "kind": "corner", "team": "home"}) == 204 {
			id = m.MatchID
			break
		}
	}
	if id == 0 {
		t.Fatal("no live football match in play")
	}
	for range 2 {
		if code := p.post("/dev/feed/statistic", map[string]any{"match_id": id, "kind": "corner", "team": "home"}); code != 204 {
			t.Fatalf("a corner: %d", code)
		}
	}
	read := func(p *player, typ string) apiStatistics {
		var st apiStatistics
		p.call("GET", fmt.Sprintf("/api/sportsbook/matches/%d/%s", id, typ), nil, &st, 200)
		return st
	}
	corners := func(st apiStatistics) int {
		for _, x := range st.Totals {
			if x.Kind == "corners" {
				return x.Home
			}
		}
		return -1
	}
	before, timeline := read(p, "statistics"), read(p, "timeline")
	if corners(before) < 3 || len(timeline.Events) < 3 {
		t.Fatalf("before the restart: %d corners, timeline %+v", corners(before), timeline.Events)
	}
	if err := first.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	_ = first.cmd.Wait()

	second := startServer(t, db)
	p = signInDemo(t, second.base)
	after, later := read(p, "statistics"), read(p, "timeline")
	if corners(after) < corners(before) {
		t.Errorf("%d home corners after the restart, %d before", corners(after), corners(before))
	}
	if len(later.Events) < len(timeline.Events) || !slices.Equal(later.Events[:len(timeline.Events)], timeline.Events) {
		t.Errorf("timeline after the restart %+v, before %+v", later.Events, timeline.Events)
	}
}
