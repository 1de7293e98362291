// Package feedlead runs the feed on one instance at a time. Every instance runs a Runner; the one
// that takes the lease (store.AcquireFeedLease: on PostgreSQL an advisory lock, held by a connection of
// its own, so it goes when that instance dies; on SQLite, which serves one instance, at once)
// builds a simulator that resumes from the store and runs it until the lease is lost or the
// instance stops. Another instance then takes the lease within seconds and resumes the same
// matches from what the first one stored.
package feedlead

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// ErrNotRunning is returned by the control when the feed does not run on this instance.
var ErrNotRunning = errors.New("feedlead: the feed does not run on this instance")

// Runner runs the feed while this instance holds the lease. It is also the feed's test control
// (feedcontrol.Feed), passed on to the simulator that runs now.
type Runner struct {
	// Acquire blocks until this instance holds the lease or ctx ends; lost is closed if the
	// lease goes before release is called (store.AcquireFeedLease).
	Acquire func(ctx context.Context) (lost <-chan struct{}, release func(), err error)
	// Start builds the simulator for a new lease: it takes over from what the store holds.
	Start  func(ctx context.Context) (*feed.Simulator, error)
	Logger *slog.Logger

	mu      sync.Mutex
	current *feed.Simulator // nil while the lease is elsewhere
}

// retryPause is how long the runner waits before asking for the lease again after the database
// was out of reach.
const retryPause = 500 * time.Millisecond

// Run takes the lease, runs the feed while it holds it, and takes it again after losing it,
// until ctx ends (nil) or the feed fails (its error). The database out of reach (a restart of
// PostgreSQL ends every session, the lease's too) is no failure: the runner asks for the lease
// again until the database answers, so that the instance recovers by itself instead of exiting.
func (r *Runner) Run(ctx context.Context) error {
	for {
		lost, release, err := r.Acquire(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			if !store.Unavailable(err) {
				return fmt.Errorf("feed lease: %w", err)
			}
			r.Logger.WarnContext(ctx, "feed lease: the database is out of reach; asking again", "err", err)
			if !r.pause(ctx) {
				return nil
			}
			continue
		}
		r.Logger.InfoContext(ctx, "this instance runs the feed")
		err = r.runHeld(ctx, lost)
		release()
		if ctx.Err() != nil {
			return nil
		}
		if err == nil {
			r.Logger.WarnContext(ctx, "the feed lease was lost; waiting to take it again")
			continue
		}
		if !store.Unavailable(err) {
			return err
		}
		r.Logger.WarnContext(ctx, "the feed stopped: the database is out of reach; taking the lease again", "err", err)
		if !r.pause(ctx) {
			return nil
		}
	}
}

// pause waits retryPause; false when ctx ended first.
func (r *Runner) pause(ctx context.Context) bool {
	select {
	case <-ctx.Done():
		return false
	case <-time.After(retryPause):
		return true
	}
}

// runHeld runs a new simulator until the lease is lost or ctx ends.
func (r *Runner) runHeld(ctx context.Context, lost <-chan struct{}) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		select {
		case <-lost:
			cancel()
		case <-ctx.Done():
		}
	}()
	sim, err := r.Start(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	r.set(sim)
	defer r.set(nil)
	return sim.Run(ctx)
}

func (r *Runner) set(sim *feed.Simulator) {
	r.mu.Lock()
	r.current = sim
	r.mu.Unlock()
}

// Leading reports whether the feed runs on this instance now and has stored its first batch.
func (r *Runner) Leading() bool {
	_, err := r.running()
	return err == nil
}

// running is the simulator running on this instance once it has stored its first batch, or
// ErrNotRunning: until then a command would wait for that batch, seconds on a busy machine.
func (r *Runner) running() (*feed.Simulator, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.current == nil {
		return nil, ErrNotRunning
	}
	select {
	case <-r.current.Ready():
		return r.current, nil
	default:
		return nil, ErrNotRunning
	}
}

// SetOdds implements feedcontrol.Feed.
func (r *Runner) SetOdds(ctx context.Context, matchID int64, key catalogue.MarketKey, outcomeID string, odds catalogue.Odds) error {
	sim, err := r.running()
	if err != nil {
		return err
	}
	return sim.SetOdds(ctx, matchID, key, outcomeID, odds)
}

// SetMarketOpen implements feedcontrol.Feed.
func (r *Runner) SetMarketOpen(ctx context.Context, matchID int64, key catalogue.MarketKey, open bool) error {
	sim, err := r.running()
	if err != nil {
		return err
	}
	return sim.SetMarketOpen(ctx, matchID, key, open)
}

// Finish implements feedcontrol.Feed.
func (r *Runner) Finish(ctx context.Context, matchID int64) error {
	sim, err := r.running()
	if err != nil {
		return err
	}
	return sim.Finish(ctx, matchID)
}

// RecordStatistic implements feedcontrol.Feed.
func (r *Runner) RecordStatistic(ctx context.Context, matchID int64, kind matchstats.Kind, team feed.Team) error {
	sim, err := r.running()
	if err != nil {
		return err
	}
	return sim.RecordStatistic(ctx, matchID, kind, team)
}

// Score implements feedcontrol.Feed.
func (r *Runner) Score(ctx context.Context, matchID int64, team feed.Team) error {
	sim, err := r.running()
	if err != nil {
		return err
	}
	return sim.Score(ctx, matchID, team)
}
