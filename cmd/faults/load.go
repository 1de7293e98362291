package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bench"
)

// stake is 0.10 EUR, the smallest: the bettors' deposits last any run.
const stake = 10

// betPause is a bettor's pause between bets: 20 bettors place up to 200 bets a second, a steady
// load that leaves the two cores room for the feed's handover and the checks.
const betPause = 100 * time.Millisecond

// retryPause is how long a bettor waits before sending a request again after a network error or
// a 5xx, as a client that retries would.
const retryPause = 100 * time.Millisecond

// outcome names an answer for the tallies: the status and the contract's code, or "network".
func outcome(status int, data []byte, err error) string {
	if err != nil {
		return "network error"
	}
	var e apigen.Error
	_ = json.Unmarshal(data, &e)
	if e.Code == "" {
		return fmt.Sprint(status)
	}
	return fmt.Sprintf("%d %s", status, e.Code)
}

// tally counts answers by phase and outcome; phases are named as they start.
type tally struct {
	mu     sync.Mutex
	phase  string
	order  []string
	counts map[string]map[string]int
}

func newTally() *tally { return &tally{counts: map[string]map[string]int{}} }

// enter starts a phase: what is counted from now on counts in it.
func (t *tally) enter(phase string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.phase = phase
	t.order = append(t.order, phase)
	t.counts[phase] = map[string]int{}
}

func (t *tally) add(what string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.counts[t.phase][what]++
}

// in is the counts of a phase.
func (t *tally) in(phase string) map[string]int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return maps.Clone(t.counts[phase])
}

// print writes each phase's counts, most frequent first.
func (t *tally) print(w io.Writer, what string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, phase := range t.order {
		c := t.counts[phase]
		keys := slices.SortedFunc(maps.Keys(c), func(a, b string) int {
			if d := c[b] - c[a]; d != 0 {
				return d
			}
			return strings.Compare(a, b)
		})
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%s: %d", k, c[k])
		}
		fmt.Fprintf(w, "  %-16s %s: %s\n", phase, what, strings.Join(parts, ", "))
	}
}

// placements is what the bettors were told: every acknowledged bet, the answers by phase, and the
// requests sent again.
type placements struct {
	runID   string
	answers *tally
	retried atomic.Int64
	lost    atomic.Int64 // requests that never got an answer before the run's end

	mu   sync.Mutex
	acks []ack
	seq  atomic.Int64
}

// requestID is a new client request id.
func (p *placements) requestID(bettor int) string {
	return fmt.Sprintf("faults-%s-%d-%d", p.runID, bettor, p.seq.Add(1))
}

// once sends a placement once and records its answer: an acknowledged bet, or the outcome.
func (p *placements) once(ctx context.Context, b *bench.Bettor, requestID string, bet apigen.BetRequest) (status int, what string) {
	req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{bet}}
	req.Meta.RequestId = requestID
	status, data, err := b.Send(ctx, http.MethodPost, bench.SportsbookBase+"/v3/bets", b.AuthHeader(), req)
	what = outcome(status, data, err)
	if ctx.Err() != nil {
		return 0, what // the run ended; not the server's answer
	}
	p.answers.add(what)
	if err == nil && status == http.StatusCreated {
		var placed apigen.PlacedBets
		if err := json.Unmarshal(data, &placed); err != nil || len(placed.Bets) != 1 {
			p.answers.add("201 unreadable")
			return status, what
		}
		p.mu.Lock()
		p.acks = append(p.acks, ack{betID: placed.Bets[0].BetId, player: b.Email, requestID: requestID, stake: placed.Bets[0].Stake})
		p.mu.Unlock()
	}
	if err != nil {
		return 0, what
	}
	return status, what
}

// place sends a placement until it gets an answer that is not a network error nor a 5xx, the
// same request id each time, as a client that retries does; giveUp ends the retries.
func (p *placements) place(giveUp context.Context, b *bench.Bettor, requestID string, bet apigen.BetRequest) {
	for attempt := 0; ; attempt++ {
		if attempt > 0 {
			p.retried.Add(1)
			pause(giveUp, retryPause)
		}
		status, _ := p.once(giveUp, b, requestID, bet)
		if giveUp.Err() != nil {
			p.lost.Add(1)
			return
		}
		if status != 0 && status < 500 {
			return
		}
	}
}

// bettor places singles one after another until stop ends; the request under way then is still
// sent until it is answered (or giveUp ends).
func (p *placements) bettor(stop, giveUp context.Context, b *bench.Bettor, i int, matches [][]apigen.BetSelectionRequest) {
	for k := 0; stop.Err() == nil; k++ {
		m := matches[(i*7+k)%len(matches)]
		bet := apigen.BetRequest{Type: apigen.Single, Stake: apigen.Stake{Value: stake, Currency: bench.Currency},
			Selections: []apigen.BetSelectionRequest{m[k%len(m)]}}
		p.place(giveUp, b, p.requestID(i), bet)
		pause(stop, betPause)
	}
}

// anyBet is a single on the first listed selection, for probes of one instance.
func anyBet(matches [][]apigen.BetSelectionRequest) apigen.BetRequest {
	return apigen.BetRequest{Type: apigen.Single, Stake: apigen.Stake{Value: stake, Currency: bench.Currency},
		Selections: []apigen.BetSelectionRequest{matches[0][0]}}
}

// browse reads catalogue endpoints through the load balancer, as a visitor's pages do, until
// ctx ends.
func browse(ctx context.Context, base string, matchIDs []int64, answers *tally) {
	client := &http.Client{Timeout: 10 * time.Second}
	paths := []string{"/api/sportsbook/sports", "/api/sportsbook/matches?limit=20&sort_by=start_time:asc", "/api/sportsbook/matches?type=match&match_status=1&limit=20"}
	for _, id := range matchIDs {
		paths = append(paths, fmt.Sprintf("/api/sportsbook/matches/%d", id), fmt.Sprintf("/api/sportsbook/matches/%d/markets", id))
	}
	for k := 0; ctx.Err() == nil; k++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+paths[k%len(paths)], nil)
		if err != nil {
			return
		}
		res, err := client.Do(req)
		var data []byte
		status := 0
		if err == nil {
			data, err = io.ReadAll(res.Body)
			res.Body.Close()
			status = res.StatusCode
		}
		if ctx.Err() != nil {
			return
		}
		answers.add(outcome(status, data, err))
		pause(ctx, 50*time.Millisecond)
	}
}

// liveMatchIDs lists live matches through base.
func liveMatchIDs(ctx context.Context, b *bench.Bettor, limit int) ([]int64, error) {
	var list apigen.MatchList
	path := fmt.Sprintf("%s/matches?type=match&match_status=%d&limit=%d", bench.SportsbookBase, apigen.MatchStatusN1, limit)
	if err := b.Call(ctx, http.MethodGet, path, nil, nil, &list, http.StatusOK); err != nil {
		return nil, fmt.Errorf("list live matches: %w", err)
	}
	ids := make([]int64, 0, len(list.Data))
	for _, m := range list.Data {
		ids = append(ids, m.MatchId)
	}
	return ids, nil
}

// mustURL parses a URL that the stack made.
func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// pause waits d or until ctx ends.
func pause(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
