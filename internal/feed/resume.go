package feed

import (
	"context"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Leftovers is what an earlier run of the feed left in the store.
type Leftovers interface {
	// LastMatchID is the highest match id stored, 0 when none.
	LastMatchID(ctx context.Context) (int64, error)
	// UnfinishedMatches are the stored matches that are neither finished nor dropped.
	UnfinishedMatches(ctx context.Context) ([]catalogue.Match, error)
	// MatchMarkets are every stored market of a match with its outcomes.
	MatchMarkets(ctx context.Context, matchID int64) ([]catalogue.Market, error)
}

// Resume takes over from an earlier run before the first Step. New matches are numbered after
// every stored one, so that an id never names two matches and a bet always settles on its own
// match's result. The matches the earlier run left unfinished cannot be played on (their state
// lived in that run), so the first batch drops them: not covered any more, their unsettled
// markets cancelled, which voids their bets and returns the stakes.
func (s *Simulator) Resume(ctx context.Context, from Leftovers) error {
	last, err := from.LastMatchID(ctx)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	s.nextID = max(s.nextID, last+1)
	left, err := from.UnfinishedMatches(ctx)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	for _, m := range left {
		markets, err := from.MatchMarkets(ctx, m.ID)
		if err != nil {
			return fmt.Errorf("feed: resume: %w", err)
		}
		m.Status = catalogue.MatchStatusNotCovered
		s.dropped.Matches = append(s.dropped.Matches, m)
		for _, mk := range markets {
			if mk.Status == catalogue.MarketStatusSettled || mk.Status == catalogue.MarketStatusCancelled {
				continue
			}
			mk.Status = catalogue.MarketStatusCancelled
			s.dropped.Markets = append(s.dropped.Markets, mk)
		}
	}
	return nil
}
