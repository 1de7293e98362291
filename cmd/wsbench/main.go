// Command wsbench measures the realtime capacity of a running sportsbook on loopback: N WebSocket
// clients speak the centrifuge protocol in JSON as the SPA's centrifuge-js does (an anonymous
// connection token from POST /api/sportsbook/websocket/token, the connect command, then the
// updates channel of their locale and a few match channels of live matches, recoverable and
// positioned). It prints the connections held, the server's resident memory per connection and
// its CPU, and the delivery latency of odds changes: while goroutines make a background load of
// odds changes over the other live matches through the feed's test control (FEED_CONTROL), wsbench
// sets a marker price on a match each client subscribed to and times, per client, from just
// before its POST /dev/feed/odds to the receipt of the publication that carries it. That span
// holds the control's HTTP request, the feed's batch (store transaction, publication) and the
// delivery; it bounds the publish-to-receipt time from above.
//
// Figures only: it fails when it cannot set up (no live match, no control), never on time.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bench"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/realtime"
)

type options struct {
	target        string
	pid           int
	clients       int
	locale        string
	matchChannels int
	markerMatches int
	maxLive       int
	rate          int
	loaders       int
	markerRate    int
	warmup        time.Duration
	duration      time.Duration
	parallel      int
}

func main() {
	var o options
	flag.StringVar(&o.target, "url", "http://127.0.0.1:8080", "base URL of the running sportsbook, on loopback, with FEED_CONTROL on")
	flag.IntVar(&o.pid, "pid", 0, "the server's process id for its memory and CPU (0: the process listening on the URL's port)")
	flag.IntVar(&o.clients, "n", 10_000, "WebSocket clients")
	flag.StringVar(&o.locale, "locale", "en", "locale of the clients' channels")
	flag.IntVar(&o.matchChannels, "match-channels", 3, "match channels per client (one of them a marker match)")
	flag.IntVar(&o.markerMatches, "marker-matches", 4, "live matches that carry the timed marker changes (the clients spread over them)")
	flag.IntVar(&o.maxLive, "live", 300, "live matches used at most")
	flag.IntVar(&o.rate, "rate", 1000, "background odds changes a second through the feed control (0: none)")
	flag.IntVar(&o.loaders, "loaders", 8, "goroutines making the background changes")
	flag.IntVar(&o.markerRate, "markers", 20, "timed marker changes a second")
	flag.DurationVar(&o.warmup, "warmup", 3*time.Second, "background load before the markers start")
	flag.DurationVar(&o.duration, "d", 15*time.Second, "how long the markers run")
	flag.IntVar(&o.parallel, "p", 64, "connections set up at once")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Stdout, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "wsbench:", err)
		os.Exit(1)
	}
}

// urlPort is the URL's port, or its scheme's.
func urlPort(u *url.URL) (int, error) {
	if p := u.Port(); p != "" {
		return strconv.Atoi(p)
	}
	if u.Scheme == "https" {
		return 443, nil
	}
	return 80, nil
}

// change is an outcome the bench sets prices on.
type change struct {
	matchID   int64
	marketID  int64
	specifier string
	outcomeID string
	odds      int64
}

func run(ctx context.Context, w io.Writer, o options) error {
	base, err := bench.LoopbackURL(o.target)
	if err != nil {
		return err
	}
	if o.clients < 1 || o.matchChannels < 1 || o.markerMatches < 1 || o.duration <= 0 || o.parallel < 1 || o.loaders < 1 {
		return errors.New("-n, -match-channels, -marker-matches, -d, -p and -loaders must be above 0")
	}
	if o.pid == 0 {
		port, err := urlPort(base)
		if err != nil {
			return err
		}
		if o.pid, err = pidByPort(port); err != nil {
			return err
		}
	}
	hc := &http.Client{Transport: &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 256}, Timeout: 30 * time.Second}
	if err := get(ctx, hc, base, "/dev/feed/status", nil); err != nil {
		return fmt.Errorf("the feed control (FEED_CONTROL=true) does not answer: %w", err)
	}

	// The live matches: a few carry the markers, the others the background load.
	marks, load, err := liveOutcomes(ctx, hc, base, o.maxLive, o.markerMatches)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "live matches: %d marker, %d under background load (%d outcomes)\n", len(marks), countMatches(load), len(load))

	before, err := sampleProc(o.pid)
	if err != nil {
		return fmt.Errorf("reading the server (pid %d): %w", o.pid, err)
	}
	reg := &markers{}
	clients, setup, firstErr := connectAll(ctx, hc, base, o, marks, load, reg)
	held := len(clients)
	defer func() {
		for _, c := range clients {
			c.conn.CloseNow()
		}
	}()
	connected, err := sampleProc(o.pid)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "connections: %d of %d held, set up in %s (%.0f/s)", held, o.clients, setup.Round(time.Millisecond), float64(held)/setup.Seconds())
	if firstErr != nil {
		fmt.Fprintf(w, "; %d failed, first: %v", o.clients-held, firstErr)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "server memory: %s before, %s with the clients subscribed", mib(before.rss), mib(connected.rss))
	if held > 0 {
		fmt.Fprintf(w, ": %.1f KiB a connection", float64(connected.rss-before.rss)/1024/float64(held))
	}
	fmt.Fprintln(w)
	if held == 0 {
		return errors.New("no connection held")
	}

	// The load, then the markers on top of it.
	loadCtx, stopLoad := context.WithCancel(ctx)
	var bg loadTally
	var wg sync.WaitGroup
	if o.rate > 0 && len(load) > 0 {
		for g := range o.loaders {
			wg.Go(func() { backgroundLoad(loadCtx, hc, base, load, o, g, &bg) })
		}
	}
	sleep(ctx, o.warmup)
	for _, c := range clients {
		c.takeReceipts() // none expected: markers have not started
	}
	self0, _ := sampleProc(os.Getpid())
	start, _ := sampleProc(o.pid)
	bg0 := bg.ok.Load()
	pushes0 := totalPushes(clients)
	mt := sendMarkers(ctx, hc, base, marks, reg, o.markerRate, o.duration)
	end, _ := sampleProc(o.pid)
	self1, _ := sampleProc(os.Getpid())
	bg1 := bg.ok.Load()
	pushes1 := totalPushes(clients)
	sleep(ctx, time.Second) // the last markers' receipts
	stopLoad()
	wg.Wait()

	var receipts []receipt
	stillHeld := 0
	var lost error
	for _, c := range clients {
		receipts = append(receipts, c.takeReceipts()...)
		if !c.closed.Load() {
			stillHeld++
		} else if lost == nil {
			lost = c.closeErr
		}
	}
	window := end.at.Sub(start.at).Seconds()
	fmt.Fprintf(w, "background load: %.0f odds changes/s through the feed control (asked %d/s; %d refused, %d failed)\n",
		float64(bg1-bg0)/window, o.rate, bg.refused.Load(), bg.failed.Load())
	fmt.Fprintf(w, "deliveries: %.0f messages/s to the clients\n", float64(pushes1-pushes0)/window)
	fmt.Fprintf(w, "server CPU: %.0f%% of one core (2 cores: 200%%); resident %s; wsbench itself %.0f%%\n",
		cpuPercent(start, end), mib(end.rss), cpuPercent(self0, self1))
	fmt.Fprintf(w, "markers: %d sent (%d failed), control request %s\n", mt.sent, mt.failed, summarize(mt.latencies))
	fromSend, fromReply := split(receipts)
	fmt.Fprintf(w, "delivery latency, marker POST sent to client receipt: %s\n", summarize(fromSend))
	fmt.Fprintf(w, "delivery latency, control's reply (after its publish) to client receipt: %s\n", summarize(fromReply))
	if expected := int(mt.sent-mt.failed) * held / max(1, len(marks)); expected > 0 {
		fmt.Fprintf(w, "receipts: %d of about %d expected\n", len(receipts), expected)
	}
	fmt.Fprintf(w, "connections held at the end: %d", stillHeld)
	if lost != nil {
		fmt.Fprintf(w, " (first lost: %v)", lost)
	}
	fmt.Fprintln(w)
	return nil
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

func totalPushes(cs []*client) int64 {
	var n int64
	for _, c := range cs {
		n += c.pushes.Load()
	}
	return n
}

func countMatches(cs []change) int {
	seen := map[int64]bool{}
	for _, c := range cs {
		seen[c.matchID] = true
	}
	return len(seen)
}

// get GETs a path and decodes its JSON into out (nil: any 2xx).
func get(ctx context.Context, hc *http.Client, base *url.URL, path string, out any) error {
	u, err := base.Parse(path)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	if out == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		return err
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// liveOutcomes lists up to maxLive live matches: the first k with an open main market are the
// marker matches (one outcome of the main market each); every open outcome of the others' listed
// markets takes the background load.
func liveOutcomes(ctx context.Context, hc *http.Client, base *url.URL, maxLive, k int) (marks, load []change, err error) {
	var live []apigen.Match
	for page := 1; len(live) < maxLive; page++ {
		var list apigen.MatchList
		path := fmt.Sprintf("/api/sportsbook/matches?match_status=%d&type=match&limit=100&page=%d", apigen.MatchStatusN1, page)
		if err := get(ctx, hc, base, path, &list); err != nil {
			return nil, nil, fmt.Errorf("listing live matches: %w", err)
		}
		live = append(live, list.Data...)
		if len(list.Data) < 100 {
			break
		}
	}
	live = live[:min(len(live), maxLive)]
	rest := live[:0:0]
	for _, m := range live {
		mk := m.MainMarket
		if len(marks) < k && mk != nil && mk.Status == apigen.MarketStatusN1 && len(mk.Outcomes) > 0 {
			o := mk.Outcomes[0]
			marks = append(marks, change{matchID: m.MatchId, marketID: mk.MarketId, specifier: mk.Specifier, outcomeID: o.Id, odds: o.Odds})
			continue
		}
		rest = append(rest, m)
	}
	if len(marks) == 0 {
		return nil, nil, errors.New("no live match with an open main market: is the feed running?")
	}
	for _, m := range rest {
		var list apigen.MarketList
		if err := get(ctx, hc, base, fmt.Sprintf("/api/sportsbook/matches/%d/markets?limit=100", m.MatchId), &list); err != nil {
			continue // finished meanwhile
		}
		for _, mk := range list.Data {
			if mk.Status != apigen.MarketStatusN1 {
				continue
			}
			for _, o := range mk.Outcomes {
				if o.Active {
					load = append(load, change{matchID: m.MatchId, marketID: mk.MarketId, specifier: mk.Specifier, outcomeID: o.Id, odds: o.Odds})
				}
			}
		}
	}
	return marks, load, nil
}

// channelsFor are client i's channels: the updates channel, its marker match's channel and
// match channels of loaded matches.
func channelsFor(i int, locale string, marks []change, loadMatches []int64, n int) (channels []string, marker change) {
	marker = marks[i%len(marks)]
	channels = []string{realtime.UpdatesChannel(locale), realtime.MatchChannel(locale, marker.matchID)}
	for j := 0; j < n-1 && j < len(loadMatches); j++ {
		channels = append(channels, realtime.MatchChannel(locale, loadMatches[(i*7+j)%len(loadMatches)]))
	}
	return channels, marker
}

// connectAll connects the clients, o.parallel at a time, spread over loopback source addresses.
func connectAll(ctx context.Context, hc *http.Client, base *url.URL, o options, marks, load []change, reg *markers) ([]*client, time.Duration, error) {
	wsURL := *base
	wsURL.Scheme = map[string]string{"http": "ws", "https": "wss"}[base.Scheme]
	wsURL.Path = "/connection/websocket"
	ips := sourceIPs(o.clients)
	dialers := make([]*http.Client, len(ips))
	for i, ip := range ips {
		dialers[i] = dialerFor(ip)
	}
	var loadMatches []int64
	seen := map[int64]bool{}
	for _, c := range load {
		if !seen[c.matchID] {
			seen[c.matchID] = true
			loadMatches = append(loadMatches, c.matchID)
		}
	}
	t0 := time.Now()
	out := make([]*client, o.clients)
	var firstErr error
	var errOnce sync.Once
	var done atomic.Int64
	slots := make(chan struct{}, o.parallel)
	var wg sync.WaitGroup
	for i := range o.clients {
		if ctx.Err() != nil {
			break
		}
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			chans, mk := channelsFor(i, o.locale, marks, loadMatches, o.matchChannels)
			c, err := connect(ctx, wsURL.String(), hc, dialers[i%len(dialers)], base, chans, mk.matchID, chans[1], reg)
			if err != nil {
				errOnce.Do(func() { firstErr = err })
				return
			}
			out[i] = c
			// Progress on stderr: how the set-up rate holds as the server fills.
			if k := done.Add(1); k%2000 == 0 {
				fmt.Fprintf(os.Stderr, "wsbench: %d connected in %s\n", k, time.Since(t0).Round(time.Millisecond))
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(t0)
	held := out[:0]
	for _, c := range out {
		if c != nil {
			held = append(held, c)
		}
	}
	return held, elapsed, firstErr
}

// postOdds sets an outcome's odds through the feed control.
func postOdds(ctx context.Context, hc *http.Client, base *url.URL, c change, odds int64) (int, error) {
	body, _ := json.Marshal(map[string]any{"match_id": c.matchID, "market_id": c.marketID, "specifier": c.specifier, "outcome_id": c.outcomeID, "odds": odds})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base.JoinPath("/dev/feed/odds").String(), bytesReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

type loadTally struct {
	ok, refused, failed atomic.Int64
}

// backgroundLoad is loader g's share of the background changes: rate/loaders a second, each a
// random outcome of the loaded matches moved by up to 5% either way.
func backgroundLoad(ctx context.Context, hc *http.Client, base *url.URL, load []change, o options, g int, t *loadTally) {
	rng := rand.New(rand.NewPCG(uint64(g), uint64(time.Now().UnixNano())))
	interval := time.Duration(float64(time.Second) * float64(o.loaders) / float64(o.rate))
	next := time.Now().Add(time.Duration(g) * interval / time.Duration(o.loaders))
	for ctx.Err() == nil {
		if d := time.Until(next); d > 0 {
			sleep(ctx, d)
		}
		next = next.Add(interval)
		if time.Until(next) < -time.Second { // far behind: do not burst to catch up
			next = time.Now()
		}
		c := load[rng.IntN(len(load))]
		odds := nudge(c.odds, rng.Float64())
		status, err := postOdds(ctx, hc, base, c, odds)
		switch {
		case ctx.Err() != nil:
			return
		case err != nil || status >= 500:
			t.failed.Add(1)
		case status == http.StatusNoContent:
			t.ok.Add(1)
		default:
			t.refused.Add(1)
		}
	}
}

// nudge moves odds by a factor of 0.95–1.05 (u in [0, 1)), within the catalogue's bounds.
func nudge(odds int64, u float64) int64 {
	v := int64(float64(odds) * (0.95 + 0.1*u))
	if v == odds {
		v++
	}
	return max(int64(catalogue.MinOdds)+1, min(v, int64(catalogue.MaxOdds)))
}

type markerTally struct {
	sent, failed int64
	latencies    []time.Duration
}

// sendMarkers sets rate marker prices a second for d, round the marker matches, each from its
// own goroutine so that a slow control request does not slow the others.
func sendMarkers(ctx context.Context, hc *http.Client, base *url.URL, marks []change, reg *markers, rate int, d time.Duration) markerTally {
	var mu sync.Mutex
	var t markerTally
	var wg sync.WaitGroup
	tick := time.NewTicker(time.Second / time.Duration(max(1, rate)))
	defer tick.Stop()
	stop := time.After(d)
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			wg.Wait()
			return t
		case <-stop:
			wg.Wait()
			return t
		case <-tick.C:
		}
		c := marks[i%len(marks)]
		// Per match, consecutive markers differ: i/len(marks) counts that match's markers.
		odds := markerOdds(i / len(marks))
		wg.Go(func() {
			t0 := time.Now()
			mk := reg.record(c.matchID, markerKey{marketID: c.marketID, specifier: c.specifier, outcomeID: c.outcomeID, odds: odds}, t0)
			status, err := postOdds(ctx, hc, base, c, odds)
			lat := time.Since(t0)
			mk.control.Store(int64(max(lat, 1)))
			mu.Lock()
			defer mu.Unlock()
			t.sent++
			if err != nil || status != http.StatusNoContent {
				t.failed++
				return
			}
			t.latencies = append(t.latencies, lat)
		})
	}
}
