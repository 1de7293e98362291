package feedlead

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// sink tells the test of the first batch and stores nothing until the test closes open. first
// holds one message, so that the first batch is told even when it comes before the test listens.
type sink struct{ first, open chan struct{} }

func (s sink) Apply(context.Context, catalogue.Batch) error {
	select {
	case s.first <- struct{}{}:
	default:
	}
	<-s.open
	return nil
}

// grant is one lease the test hands the runner: lost closes it, released tells of its release.
type grant struct {
	lost     chan struct{}
	released chan struct{}
}

func TestRunnerFollowsTheLease(t *testing.T) {
	grants := make(chan grant)
	sims := make(chan *feed.Simulator, 2) // each simulator the runner starts
	store := sink{first: make(chan struct{}, 1), open: make(chan struct{})}
	r := &Runner{
		Logger: slog.New(slog.DiscardHandler),
		Acquire: func(ctx context.Context) (<-chan struct{}, func(), error) {
			select {
			case g := <-grants:
				return g.lost, func() { close(g.released) }, nil
			case <-ctx.Done():
				return nil, nil, ctx.Err()
			}
		},
		Start: func(context.Context) (*feed.Simulator, error) {
			sim := feed.New(feed.Config{Seed: 1, Tick: time.Millisecond, Matches: 2}, store)
			sims <- sim
			return sim, nil
		},
	}
	if err := r.Finish(context.Background(), 1); !errors.Is(err, ErrNotRunning) || r.Leading() {
		t.Fatalf("before the lease: %v, leading %v", err, r.Leading())
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- r.Run(ctx) }()

	first := grant{lost: make(chan struct{}), released: make(chan struct{})}
	grants <- first
	sim := <-sims
	<-store.first // Run is storing the first batch
	stopped, stop := context.WithCancel(context.Background())
	stop() // a command sent now would wait for the batch: it gives up at once instead
	if err := r.Finish(stopped, 1); !errors.Is(err, ErrNotRunning) || r.Leading() {
		t.Fatalf("before the feed stored its first batch: %v, leading %v", err, r.Leading())
	}
	close(store.open)
	<-sim.Ready()
	if !r.Leading() {
		t.Fatal("holding the lease, the runner does not lead")
	}
	close(first.lost)
	<-first.released
	second := grant{lost: make(chan struct{}), released: make(chan struct{})}
	grants <- second // taken again after losing it
	<-(<-sims).Ready()
	if !r.Leading() {
		t.Fatal("after the lease came back, the runner does not lead")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run after the stop: %v", err)
	}
	<-second.released
	if r.Leading() {
		t.Error("stopped, the runner still leads")
	}
}

func TestRunnerStopsOnAFailedStart(t *testing.T) {
	boom := errors.New("store away")
	r := &Runner{
		Logger:  slog.New(slog.DiscardHandler),
		Acquire: func(context.Context) (<-chan struct{}, func(), error) { return nil, func() {}, nil },
		Start:   func(context.Context) (*feed.Simulator, error) { return nil, boom },
	}
	if err := r.Run(context.Background()); !errors.Is(err, boom) {
		t.Fatalf("Run = %v, want the start's error", err)
	}
}

// A database out of reach (PostgreSQL restarting) neither when asking for the lease nor while
// running the feed ends the runner, and with it the instance: it asks again until it leads.
func TestRunnerOutlivesTheDatabase(t *testing.T) {
	down := fmt.Errorf("feed lease: %w", store.ErrUnavailable)
	acquires, starts := 0, 0
	sims := make(chan *feed.Simulator, 1)
	r := &Runner{
		Logger: slog.New(slog.DiscardHandler),
		Acquire: func(context.Context) (<-chan struct{}, func(), error) {
			acquires++
			if acquires == 1 {
				return nil, nil, down
			}
			return make(chan struct{}), func() {}, nil
		},
		Start: func(context.Context) (*feed.Simulator, error) {
			starts++
			if starts == 1 {
				return nil, down
			}
			sim := feed.New(feed.Config{Seed: 1, Tick: time.Millisecond, Matches: 2}, sink{first: make(chan struct{}, 1), open: closed()})
			sims <- sim
			return sim, nil
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- r.Run(ctx) }()
	select {
	case sim := <-sims:
		<-sim.Ready()
	case err := <-done:
		t.Fatalf("Run ended with the database away: %v", err)
	}
	if !r.Leading() || acquires != 3 {
		t.Fatalf("leading %v after %d acquires, want leading after 3", r.Leading(), acquires)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run after the stop: %v", err)
	}
}

func closed() chan struct{} {
	c := make(chan struct{})
	close(c)
	return c
}
