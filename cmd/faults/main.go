// Command faults hurts the scale-out setup under load and checks that it keeps its promises. It
// starts PostgreSQL, Redis, two instances and haproxy on loopback (internal/scalestack); 20
// bettors place singles through haproxy, each request with its own client request id, sent again
// with the same id after a network error or a 5xx until it is answered; visitors browse the
// catalogue; realtime clients hold the updates channel and match channels, half on each instance,
// and resubscribe with recovery when dropped. Then, a few seconds of load apart:
//
//	(a) kill -9 the instance that runs the feed: the feed runs on the other within 5 s, the
//	    realtime clients of the dead one reconnect and recover what they missed;
//	(b) restart PostgreSQL: meanwhile placements answer 503 SERVICE_UNAVAILABLE (each instance,
//	    and haproxy once it marks both down); then both instances place bets again by themselves;
//	(c) restart Redis: the realtime clients get publications again, and no placement fails.
//
// Last it reads PostgreSQL: every acknowledged bet stored once with its stake debit, nothing
// stored that was not acknowledged, every balance the sum of its ledger and never negative. It
// prints what it did and the counts, and exits 1 naming each broken check.
//
//	go run ./cmd/faults [-bin bin/sportsbook] [-log faults.log]
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bench"
	"github.com/opensportsbook/sportsbook/internal/scalestack"
)

// The load and the run's bounds.
const (
	bettorCount   = 20
	browserCount  = 3
	watcherCount  = 4 // half on each instance
	matchChannels = 2 // per watcher, besides the updates channel
	// steady is how long the load runs before and after each fault.
	steady = 3 * time.Second
	// failoverAim is the bound on the feed's move to the other instance.
	failoverAim = 5 * time.Second
	// settle bounds each wait for the stack to recover.
	settle = 30 * time.Second
	// redisDown is how long Redis stays down: longer than haproxy's health-check window (2 failed
	// checks a second apart), so that an instance's readiness that followed Redis would show.
	redisDown = 3 * time.Second
)

func main() {
	bin := flag.String("bin", "bin/sportsbook", "the sportsbook binary")
	logPath := flag.String("log", "", "file for the processes' output (default: a new file in the temporary folder)")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	failures, err := run(ctx, os.Stdout, *bin, *logPath)
	fmt.Printf("wall time: %s\n", time.Since(start).Round(100*time.Millisecond))
	if err != nil {
		fmt.Fprintln(os.Stderr, "faults:", err)
		os.Exit(1)
	}
	if len(failures) > 0 {
		fmt.Fprintf(os.Stderr, "faults: %d checks failed:\n", len(failures))
		for _, f := range failures {
			fmt.Fprintln(os.Stderr, "  -", f)
		}
		os.Exit(1)
	}
	fmt.Println("faults: every check passed")
}

// run is the whole test: the stack, the load, the faults and the checks. failures lists the
// broken checks; err is a run that could not be made at all.
func run(ctx context.Context, out io.Writer, bin, logPath string) (failures []string, err error) {
	logFile, err := openLog(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close()
	fmt.Fprintf(out, "processes' output: %s\n", logFile.Name())
	addr, err := scalestack.Loopback("127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	// The bettors sign up from one address, faster than a visitor may (the sign-in limit).
	env := []string{fmt.Sprintf("SIGN_IN_ATTEMPTS_PER_MINUTE=%d", 10*bettorCount)}
	s, err := scalestack.Start(ctx, scalestack.Options{Bin: bin, Addr: addr, Log: logFile, Env: env})
	if err != nil {
		return nil, err
	}
	defer s.Stop()
	fmt.Fprintf(out, "stack: PostgreSQL, Redis, instances a (%s) and b (%s), haproxy %s; up in %s\n",
		s.Instances[0].URL, s.Instances[1].URL, s.URL, time.Since(t0).Round(100*time.Millisecond))

	r := &runner{s: s, out: out}
	if err := r.setUp(ctx); err != nil {
		return nil, err
	}
	r.startLoad(ctx)
	defer r.stopLoad()
	phases := []func(context.Context) error{r.steady, r.killFeedInstance, r.restartPostgres, r.restartRedis}
	for _, phase := range phases {
		if err := phase(ctx); err != nil {
			return nil, err
		}
	}
	r.stopLoad()
	r.report()
	return r.check(ctx)
}

// openLog opens the processes' log: path, or a new temporary file.
func openLog(path string) (*os.File, error) {
	if path == "" {
		return os.CreateTemp("", "faults-*.log")
	}
	return os.Create(path)
}

// runner holds the run: the stack, the load and what it saw.
type runner struct {
	s   *scalestack.Stack
	out io.Writer

	runID    string
	bettors  []*bench.Bettor
	matches  [][]apigen.BetSelectionRequest
	bets     *placements
	browsing *tally
	watchers []*watcher

	stopLoad func()
	failed   []string
	figures  []string
}

// fail records a broken check.
func (r *runner) fail(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.failed = append(r.failed, msg)
	fmt.Fprintln(r.out, "  FAILED:", msg)
}

// say prints a step and keeps its figure for the summary.
func (r *runner) say(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.figures = append(r.figures, msg)
	fmt.Fprintln(r.out, " ", msg)
}

// setUp signs up and funds the bettors and picks the matches the load uses.
func (r *runner) setUp(ctx context.Context) error {
	r.runID = fmt.Sprintf("%x", time.Now().UnixNano())
	t0 := time.Now()
	transport := &http.Transport{MaxIdleConns: bettorCount + 1, MaxIdleConnsPerHost: bettorCount + 1}
	// Signed up on an instance: the mailed confirmation link is read from the outbox page, which
	// an instance serves only to a client on its own machine, never through a proxy.
	bettors, err := bench.SetUpAll(ctx, mustURL(r.s.Instances[0].URL), transport, bettorCount, "faults-"+r.runID)
	if err != nil {
		return err
	}
	for _, b := range bettors {
		r.bettors = append(r.bettors, b.On(mustURL(r.s.URL)))
	}
	if r.matches, err = bench.BettableMatches(ctx, r.bettors[0], 50); err != nil {
		return err
	}
	if len(r.matches) == 0 {
		return errors.New("no prematch match with an open main market: is the feed running?")
	}
	live, err := liveMatchIDs(ctx, r.bettors[0], watcherCount*matchChannels)
	if err != nil {
		return err
	}
	if len(live) == 0 {
		return errors.New("no live match to watch")
	}
	r.bets = &placements{runID: r.runID, answers: newTally()}
	r.browsing = newTally()
	for i := range watcherCount {
		channels := []string{"public:en.updates"}
		for k := range matchChannels {
			channels = append(channels, fmt.Sprintf("public:en.updates.match.%d", live[(i*matchChannels+k)%len(live)]))
		}
		r.watchers = append(r.watchers, newWatcher(r.s.URL, r.s.Instances[i%2].Name, channels))
	}
	fmt.Fprintf(r.out, "set up: %d bettors signed up and funded in %s, placing through haproxy; %d prematch matches to bet on, %d live to watch\n",
		bettorCount, time.Since(t0).Round(100*time.Millisecond), len(r.matches), len(live))
	return nil
}

// startLoad starts the bettors, the browsers and the watchers. stopLoad stops them: the bettors
// finish the request under way (retrying it until answered, for at most settle).
func (r *runner) startLoad(ctx context.Context) {
	r.enter("steady")
	stop, stopNow := context.WithCancel(ctx)
	giveUp, giveUpNow := context.WithCancel(ctx)
	var bettors, others sync.WaitGroup
	for i, b := range r.bettors {
		bettors.Go(func() { r.bets.bettor(stop, giveUp, b, i, r.matches) })
	}
	var ids []int64
	for _, m := range r.matches[:min(5, len(r.matches))] {
		ids = append(ids, m[0].MatchId)
	}
	for range browserCount {
		others.Go(func() { browse(stop, r.s.URL, ids, r.browsing) })
	}
	for _, w := range r.watchers {
		others.Go(func() { w.run(stop) })
	}
	var once sync.Once
	r.stopLoad = func() {
		once.Do(func() {
			stopNow()
			timer := time.AfterFunc(settle, giveUpNow)
			bettors.Wait()
			timer.Stop()
			giveUpNow()
			others.Wait()
		})
	}
}

// enter starts a phase of every tally.
func (r *runner) enter(phase string) {
	r.bets.answers.enter(phase)
	r.browsing.enter(phase)
	for _, w := range r.watchers {
		w.enter(phase)
	}
}

// steady lets the load run, and checks that every watcher is on its instance and hears the feed.
func (r *runner) steady(ctx context.Context) error {
	fmt.Fprintln(r.out, "steady load")
	err := waitFor(ctx, settle, "every realtime client connected on its instance and receiving publications", func() bool {
		for _, w := range r.watchers {
			instance, _, last := w.state()
			if instance == "" || last.IsZero() {
				return false
			}
		}
		return true
	})
	if err != nil {
		return err
	}
	pause(ctx, steady)
	r.expectOnly("steady", "placements in steady load", "201")
	return nil
}

// expectOnly fails the phase's placements whose answer starts with none of allowed.
func (r *runner) expectOnly(phase, what string, allowed ...string) {
	for k, n := range r.bets.answers.in(phase) {
		if !slices.ContainsFunc(allowed, func(a string) bool { return strings.HasPrefix(k, a) }) {
			r.fail("%s: %d answered %q", what, n, k)
		}
	}
}

// feedInstance is the instance whose /dev/feed/status answers 204, polled until one does.
func (r *runner) feedInstance(ctx context.Context, among []*scalestack.Instance) (*scalestack.Instance, error) {
	var found *scalestack.Instance
	err := waitFor(ctx, settle, "an instance running the feed", func() bool {
		for _, in := range among {
			if status(ctx, in.URL+"/dev/feed/status") == http.StatusNoContent {
				found = in
				return true
			}
		}
		return false
	})
	return found, err
}

// killFeedInstance is fault (a).
func (r *runner) killFeedInstance(ctx context.Context) error {
	feed, err := r.feedInstance(ctx, r.s.Instances)
	if err != nil {
		return err
	}
	other := r.s.Instances[0]
	if other == feed {
		other = r.s.Instances[1]
	}
	fmt.Fprintf(r.out, "(a) kill -9 instance %s (pid %d), which runs the feed\n", feed.Name, feed.PID())
	var onFeed []*watcher
	connects := map[*watcher]int{}
	for _, w := range r.watchers {
		instance, n, _ := w.state()
		connects[w] = n
		if instance == feed.Name {
			onFeed = append(onFeed, w)
		}
	}
	r.enter("(a) kill -9")
	killed := time.Now()
	feed.Kill()
	if _, err := r.feedInstance(ctx, []*scalestack.Instance{other}); err != nil {
		return err
	}
	failover := time.Since(killed)
	r.say("the feed runs on instance %s %s after the kill (aim ≤ %s)", other.Name, failover.Round(10*time.Millisecond), failoverAim)
	if failover > failoverAim {
		r.fail("the feed took %s to move, over %s", failover.Round(10*time.Millisecond), failoverAim)
	}
	err = waitFor(ctx, settle, "the realtime clients of the killed instance connected again and resubscribed", func() bool {
		for _, w := range onFeed {
			instance, n, _ := w.state()
			if instance == "" || n == connects[w] {
				return false
			}
		}
		return true
	})
	if err != nil {
		return err
	}
	pause(ctx, steady)
	c := r.realtimeIn("(a) kill -9")
	r.say("realtime: %d of %d clients were on it: %d reconnected, %d subscriptions recovered, %d not recovered, %d gaps",
		len(onFeed), len(r.watchers), c.reconnected, c.recovered, c.notRecovered, c.gaps)
	if len(onFeed) == 0 || c.reconnected < len(onFeed) || c.notRecovered > 0 || c.gaps > 0 ||
		c.recovered < c.reconnected*(1+matchChannels) {
		r.fail("realtime after the kill: every client of the killed instance reconnects and recovers every channel with no gap")
	}
	// A request in flight on the killed instance fails (haproxy's 502, or a reset); the bettor
	// sends it again.
	r.expectOnly("(a) kill -9", "placements around the kill", "201", "502", "503", "network error")
	// The instance comes back (a supervisor's restart) for the next faults, which hurt both.
	if err := feed.Start(ctx); err != nil {
		return fmt.Errorf("starting instance %s again: %w", feed.Name, err)
	}
	return r.bothPlace(ctx, "instance "+feed.Name+" started again")
}

// restartPostgres is fault (b).
func (r *runner) restartPostgres(ctx context.Context) error {
	fmt.Fprintln(r.out, "(b) restart PostgreSQL (fast shutdown, start on the same data and socket)")
	r.enter("(b) PostgreSQL down")
	t0 := time.Now()
	var probeErr error
	err := r.s.Postgres.Restart(func() {
		probeErr = r.unavailableEverywhere(ctx)
	})
	if err != nil {
		return fmt.Errorf("restarting PostgreSQL: %w", err)
	}
	if probeErr != nil {
		r.fail("while PostgreSQL was down: %v", probeErr)
	}
	r.say("PostgreSQL was down %s", time.Since(t0).Round(10*time.Millisecond))
	r.enter("(b) PostgreSQL back")
	if err := r.bothPlace(ctx, "PostgreSQL back"); err != nil {
		return err
	}
	pause(ctx, steady)
	r.expectOnly("(b) PostgreSQL down", "placements while PostgreSQL was down (want 503 SERVICE_UNAVAILABLE)", "201", "503 SERVICE_UNAVAILABLE")
	r.expectOnly("(b) PostgreSQL back", "placements after PostgreSQL came back", "201", "503 SERVICE_UNAVAILABLE")
	return nil
}

// unavailableEverywhere waits until a placement on each instance, and one through haproxy once it
// answers itself (every instance failing /readyz), answer 503 SERVICE_UNAVAILABLE.
func (r *runner) unavailableEverywhere(ctx context.Context) error {
	const want = "503 " + string(apierror.ServiceUnavailable)
	b := r.bettors[0]
	targets := map[string]*bench.Bettor{"haproxy": b}
	for _, in := range r.s.Instances {
		targets["instance "+in.Name] = b.On(mustURL(in.URL))
	}
	seen := map[string]string{}
	err := waitFor(ctx, settle, "503 SERVICE_UNAVAILABLE from each instance and from haproxy itself", func() bool {
		// An instance's /readyz answers plain text; haproxy's own page, once it has marked every
		// instance down, is the JSON error.
		body, err := get(ctx, r.s.URL+"/readyz")
		balancerAnswers := outcome(http.StatusServiceUnavailable, body, err) == want
		for name, t := range targets {
			if seen[name] == want || (name == "haproxy" && !balancerAnswers) {
				continue
			}
			_, seen[name] = r.bets.once(ctx, t, r.bets.requestID(-1), anyBet(r.matches))
		}
		for name := range targets {
			if seen[name] != want {
				return false
			}
		}
		return true
	})
	if err != nil {
		return fmt.Errorf("%w (last answers: %v)", err, seen)
	}
	r.say("while down: placements on each instance, and through haproxy once it answered itself, answered 503 SERVICE_UNAVAILABLE")
	return nil
}

// bothPlace waits until a placement succeeds on each instance, straight and not through haproxy,
// and through haproxy.
func (r *runner) bothPlace(ctx context.Context, after string) error {
	t0 := time.Now()
	b := r.bettors[1]
	for _, in := range append([]*scalestack.Instance{{Name: "haproxy", URL: r.s.URL}}, r.s.Instances...) {
		t := b.On(mustURL(in.URL))
		var last string
		err := waitFor(ctx, settle, "a bet placed on "+in.Name+" after "+after, func() bool {
			status, what := r.bets.once(ctx, t, r.bets.requestID(-2), anyBet(r.matches))
			last = what
			return status == http.StatusCreated
		})
		if err != nil {
			r.fail("%s: %v (last answer %q)", after, err, last)
			return nil
		}
	}
	r.say("%s: bets placed on instance a, instance b and through haproxy, %s after", after, time.Since(t0).Round(10*time.Millisecond))
	return nil
}

// restartRedis is fault (c).
func (r *runner) restartRedis(ctx context.Context) error {
	fmt.Fprintf(r.out, "(c) restart Redis (down %s, back empty on the same port)\n", redisDown)
	r.enter("(c) Redis restart")
	t0 := time.Now()
	if err := r.s.Redis.Restart(func() { pause(ctx, redisDown) }); err != nil {
		return fmt.Errorf("restarting Redis: %w", err)
	}
	back := time.Now()
	err := waitFor(ctx, settle, "every realtime client receiving publications after Redis came back", func() bool {
		for _, w := range r.watchers {
			if _, _, last := w.state(); last.Before(back) {
				return false
			}
		}
		return true
	})
	if err != nil {
		r.fail("%v", err)
	}
	realtimeBack := time.Since(back)
	pause(ctx, steady)
	c := r.realtimeIn("(c) Redis restart")
	r.say("Redis was down %s; every realtime client got publications again %s after it came back (%d reconnected, %d subscriptions ended by the server for a resubscription, %d recovered, %d not recovered: Redis came back empty, history and all, so the client reloads)",
		back.Sub(t0).Round(10*time.Millisecond), realtimeBack.Round(10*time.Millisecond), c.reconnected, c.resubscribed, c.recovered, c.notRecovered)
	r.expectOnly("(c) Redis restart", "placements around the Redis restart", "201")
	return nil
}

// realtimeIn is what every realtime client saw in a phase, summed.
func (r *runner) realtimeIn(phase string) watcherCounts {
	var c watcherCounts
	for _, w := range r.watchers {
		wc := w.in(phase)
		c.reconnected += wc.reconnected
		c.resubscribed += wc.resubscribed
		c.recovered += wc.recovered
		c.notRecovered += wc.notRecovered
		c.gaps += wc.gaps
	}
	return c
}

// report prints the counts of the whole run.
func (r *runner) report() {
	fmt.Fprintf(r.out, "load: %d bets acknowledged, %d requests sent again with the same request id, %d never answered\n",
		len(r.bets.acks), r.bets.retried.Load(), r.bets.lost.Load())
	fmt.Fprintln(r.out, "placements by phase:")
	r.bets.answers.print(r.out, "answers")
	fmt.Fprintln(r.out, "browsing by phase:")
	r.browsing.print(r.out, "answers")
	if n := r.bets.lost.Load(); n > 0 {
		r.fail("%d placements never got an answer", n)
	}
	for _, t := range []*tally{r.bets.answers, r.browsing} {
		for _, phase := range t.order {
			for k, n := range t.in(phase) {
				if strings.HasPrefix(k, "500") {
					r.fail("%s: %d answers %q (a 500 is a bug; a database out of reach is a 503)", phase, n, k)
				}
			}
		}
	}
}

// check reads PostgreSQL and judges it against the acknowledged bets.
func (r *runner) check(ctx context.Context) ([]string, error) {
	rows, debits, accounts, err := readData(ctx, r.s.DatabaseURL, "faults-"+r.runID)
	if err != nil {
		return nil, err
	}
	v := judge(r.bets.acks, rows, debits, accounts)
	fmt.Fprintf(r.out, "PostgreSQL: %d bets of the bettors stored, %d acknowledged, %d stake debits, %d accounts\n",
		len(rows), v.acknowledged, len(debits), len(accounts))
	return append(r.failed, v.failures()...), nil
}

// waitFor polls cond every 50 ms until it holds, or fails after limit.
func waitFor(ctx context.Context, limit time.Duration, what string, cond func() bool) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: not within %s", what, limit)
		case <-time.After(50 * time.Millisecond):
		}
	}
	return nil
}

// status is the status of a GET of url, 0 when it fails.
func status(ctx context.Context, url string) int {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0
	}
	res, err := (&http.Client{Timeout: 2 * time.Second}).Do(req)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// get is the body of a GET of url.
func get(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	res, err := (&http.Client{Timeout: 2 * time.Second}).Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}
