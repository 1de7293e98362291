package feed

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// The test control drives the feed from end-to-end tests, which must never wait on chance: a
// match a test has touched is the test's, and the simulator plays it no more (no goals, no
// suspensions, no re-pricing), so that what the test set stays until it changes it. Commands run
// on Run's goroutine, between steps, and their batch goes through the sink like any other.

// ErrNotFound is returned for a match, market or outcome the simulator does not have open.
var ErrNotFound = errors.New("feed: no such open match, market or outcome")

// ErrNotInPlay is returned for a score on a match not being played: not started, stopped, or
// between periods.
var ErrNotInPlay = errors.New("feed: the match is not in play")

// ErrUnknownStatistic is returned for a statistic the match's sport does not record.
var ErrUnknownStatistic = errors.New("feed: the match's sport records no such statistic")

// Team is a side of a match, numbered as catalogue.Match.CurrentServer numbers them.
type Team int

// The sides of a match.
const (
	Home Team = 1
	Away Team = 2
)

type command struct {
	apply func(b *catalogue.Batch) error
	done  chan error
}

// do runs apply on Run's goroutine and writes its batch; it waits for Run to take it.
func (s *Simulator) do(ctx context.Context, apply func(b *catalogue.Batch) error) error {
	c := command{apply: apply, done: make(chan error, 1)}
	select {
	case s.commands <- c:
	case <-ctx.Done():
		return fmt.Errorf("feed control: %w", ctx.Err())
	}
	select {
	case err := <-c.done:
		return err
	case <-ctx.Done():
		return fmt.Errorf("feed control: %w", ctx.Err())
	}
}

// maxGroup bounds the commands stored in one batch (run).
const maxGroup = 256

// run carries out c, and the commands that wait behind it, on Run's goroutine, their changes stored
// and published as one batch: a test or a bench that sends commands faster than a batch is stored
// (feed-to-paint's background: a thousand prices a second) costs one transaction and one round of
// publications for all those that queued meanwhile, as the simulator's own step does, not one each.
// A command that fails adds nothing to the batch and gets its own error.
func (s *Simulator) run(ctx context.Context, c command) {
	group := []command{c}
	for waiting := true; waiting && len(group) < maxGroup; {
		select {
		case next := <-s.commands:
			group = append(group, next)
		default:
			waiting = false
		}
	}
	var b catalogue.Batch
	errs := make([]error, len(group))
	for i, c := range group {
		var own catalogue.Batch
		if errs[i] = c.apply(&own); errs[i] == nil {
			b.Add(own)
		}
	}
	var err error
	if !b.Empty() {
		err = s.sink.Apply(ctx, b)
	}
	for i, c := range group {
		c.done <- cmp.Or(errs[i], err)
	}
}

// hold takes an open match over from the simulator.
func (s *Simulator) hold(matchID int64) (*match, error) {
	m, err := s.open(matchID)
	if err == nil {
		s.held[matchID] = true
	}
	return m, err
}

// open is the open match of the id.
func (s *Simulator) open(matchID int64) (*match, error) {
	for _, m := range s.matches {
		if m.m.ID == matchID && m.m.Status != catalogue.MatchStatusFinished {
			return m, nil
		}
	}
	return nil, fmt.Errorf("%w: match %d", ErrNotFound, matchID)
}

// SetOdds offers an outcome of a match at odds, the market open for betting: what a bookmaker's
// trader does by hand. From then on the simulator leaves the match alone.
func (s *Simulator) SetOdds(ctx context.Context, matchID int64, key catalogue.MarketKey, outcomeID string, odds catalogue.Odds) error {
	if odds < catalogue.MinOdds || odds > catalogue.MaxOdds {
		return fmt.Errorf("feed control: odds %d out of range", odds)
	}
	return s.do(ctx, func(b *catalogue.Batch) error {
		mt, err := s.hold(matchID)
		if err != nil {
			return err
		}
		prev, ok := mt.emitted[key]
		i := slices.IndexFunc(prev.Outcomes, func(o catalogue.Outcome) bool { return o.ID == outcomeID })
		if !ok || i < 0 || prev.Status == catalogue.MarketStatusSettled || prev.Status == catalogue.MarketStatusCancelled {
			return fmt.Errorf("%w: market %d %q outcome %q of match %d", ErrNotFound, key.MarketID, key.Specifier, outcomeID, matchID)
		}
		m := prev
		m.Status = catalogue.MarketStatusAllowed
		m.Outcomes = slices.Clone(prev.Outcomes)
		m.Outcomes[i].Odds, m.Outcomes[i].Active = odds, true
		mt.emitted[key] = m
		b.Markets = append(b.Markets, m)
		return nil
	})
}

// maxFinishSteps bounds Finish's play: a match ends within a few hundred of its minutes.
const maxFinishSteps = 10_000

// Finish plays a match to its end at once and settles every market on the final score, through
// the sink like the end of any match: what a test needs to see bets settle without waiting for a
// match to be played out.
func (s *Simulator) Finish(ctx context.Context, matchID int64) error {
	return s.do(ctx, func(b *catalogue.Batch) error {
		mt, err := s.hold(matchID)
		if err != nil {
			return err
		}
		switch mt.m.Status {
		case catalogue.MatchStatusPrematch:
			s.price(mt, mt.m.StartTime) // as fastForward: the prematch prices settle a match never played live
			s.kickOff(mt)
		case catalogue.MatchStatusStopped:
			mt.m.Status = catalogue.MatchStatusLive
		}
		for i := 0; mt.m.Status != catalogue.MatchStatusFinished; i++ {
			if i == maxFinishSteps {
				return fmt.Errorf("feed control: match %d does not end", matchID)
			}
			s.play(mt, 60)
		}
		mt.m.Clock.Stopped = true
		s.settle(mt)
		b.StatusChanged = append(b.StatusChanged, matchID)
		b.Matches = append(b.Matches, snapshot(mt.m))
		s.emitChanges(mt, b)
		return nil
	})
}

// SetMarketOpen suspends a market of a match (its prices shown, betting closed) or opens it
// again, as around a goal; the simulator then leaves the match alone.
func (s *Simulator) SetMarketOpen(ctx context.Context, matchID int64, key catalogue.MarketKey, open bool) error {
	return s.do(ctx, func(b *catalogue.Batch) error {
		mt, err := s.hold(matchID)
		if err != nil {
			return err
		}
		m, ok := mt.emitted[key]
		if !ok || m.Status == catalogue.MarketStatusSettled || m.Status == catalogue.MarketStatusCancelled {
			return fmt.Errorf("%w: market %d %q of match %d", ErrNotFound, key.MarketID, key.Specifier, matchID)
		}
		m.Status = catalogue.MarketStatusSuspended
		if open {
			m.Status = catalogue.MarketStatusAllowed
		}
		mt.emitted[key] = m
		b.Markets = append(b.Markets, m)
		return nil
	})
}

// Score gives a goal, or a point, to a team of a live match as play would: the score and the
// score of the period (set, game) being played go up; the goal of sudden-death overtime, or the
// point that decides the match, ends it and settles every market; otherwise every market is
// re-priced on the new score at once and open (the short suspension after a goal would never end
// on a match the simulator no longer plays). From then on the simulator leaves the match alone.
// ErrNotInPlay when the match is not being played.
func (s *Simulator) Score(ctx context.Context, matchID int64, team Team) error {
	if team != Home && team != Away {
		return fmt.Errorf("feed control: team %d", team)
	}
	return s.do(ctx, func(b *catalogue.Batch) error {
		mt, err := s.open(matchID)
		if err != nil {
			return err
		}
		sp, side := mt.def, int(team)-1
		if mt.m.Status != catalogue.MatchStatusLive || mt.breakLeft > 0 {
			return fmt.Errorf("%w: match %d", ErrNotInPlay, matchID)
		}
		s.held[matchID] = true
		if sp.family == sets {
			mt.point(side)
			mt.showPoints()
		} else {
			mt.addScore(boolInt(side == 0), boolInt(side == 1))
			if mt.stats != nil {
				t, seq, counts := mt.m.Clock.MatchTime, mt.stats.Seq, mt.countsNow()
				mt.stats.Scored(matchstats.Side(side), mt.period+1, &t)
				mt.nameScorers(seq)
				mt.creditPlayers(counts)
			}
			if sp.overtime == suddenDeath && mt.period >= sp.periods {
				s.endPeriod(mt) // the first goal of overtime ends the match
			}
		}
		mt.suspendedUntil = time.Time{}
		if mt.m.Status == catalogue.MatchStatusFinished {
			s.settle(mt)
			b.StatusChanged = append(b.StatusChanged, matchID)
		} else {
			s.price(mt, s.last)
		}
		b.Matches = append(b.Matches, snapshot(mt.m))
		s.emitChanges(mt, b)
		return nil
	})
}

// RecordStatistic records an event of a statistic (a corner, a yellow card, an ace) for a team of
// a live match at its clock, as play would: its totals go up, it becomes the match's last event and
// a key event joins the timeline, and the match's markets are re-priced (the corners' and cards'
// move, and a race to n corners may settle). From then on the simulator leaves the match alone, so nothing
// but the test changes its statistics. ErrNotInPlay when the match is not being played,
// ErrUnknownStatistic for a kind its sport does not record (a goal or a point: Score).
func (s *Simulator) RecordStatistic(ctx context.Context, matchID int64, kind matchstats.Kind, team Team) error {
	if team != Home && team != Away {
		return fmt.Errorf("feed control: team %d", team)
	}
	return s.do(ctx, func(b *catalogue.Batch) error {
		mt, err := s.open(matchID)
		if err != nil {
			return err
		}
		if mt.stats == nil || kind == matchstats.Goal || !matchstats.Records(mt.def.key, kind) {
			return fmt.Errorf("%w: %q in %s", ErrUnknownStatistic, kind, mt.def.key)
		}
		if mt.m.Status != catalogue.MatchStatusLive || mt.breakLeft > 0 {
			return fmt.Errorf("%w: match %d", ErrNotInPlay, matchID)
		}
		s.held[matchID] = true
		period, at := mt.setsDone+1, (*int)(nil)
		if mt.def.family != sets {
			t := mt.m.Clock.MatchTime
			period, at = mt.period+1, &t
		}
		counts := mt.countsNow()
		mt.stats.Record(kind, matchstats.Side(team-1), period, at)
		mt.creditPlayers(counts)
		s.price(mt, s.last) // a corner or a card moves the markets on them
		s.emitChanges(mt, b)
		return nil
	})
}
