package catalogue

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// Batch is one atomic set of catalogue changes produced by the feed. The store applies a batch in
// one transaction, then the realtime layer publishes what it changed.
//
// Upserts replace the whole entity. Markets are upserted per (MatchID, MarketID, Specifier) with all
// their outcomes; a market whose status is not Listed stays stored (for settlement) but is no longer
// served in lists.
type Batch struct {
	Sports       []Sport
	Categories   []Category
	Tournaments  []Tournament
	MarketGroups []MarketGroup
	Matches      []Match
	Markets      []Market
	// StatusChanged lists matches whose Status changed in this batch (subset of Matches), so that
	// subscribers get match_status_changed rather than a plain match_changed.
	StatusChanged []int64
	// Statistics are the statistics of matches whose statistics changed, each whole.
	Statistics []matchstats.Update
}

// Empty reports whether the batch changes nothing.
func (b Batch) Empty() bool {
	return len(b.Sports) == 0 && len(b.Categories) == 0 && len(b.Tournaments) == 0 &&
		len(b.MarketGroups) == 0 && len(b.Matches) == 0 && len(b.Markets) == 0 && len(b.Statistics) == 0
}

// Add appends o's changes to b's, after b's own.
func (b *Batch) Add(o Batch) {
	b.Sports = append(b.Sports, o.Sports...)
	b.Categories = append(b.Categories, o.Categories...)
	b.Tournaments = append(b.Tournaments, o.Tournaments...)
	b.MarketGroups = append(b.MarketGroups, o.MarketGroups...)
	b.Matches = append(b.Matches, o.Matches...)
	b.Markets = append(b.Markets, o.Markets...)
	b.StatusChanged = append(b.StatusChanged, o.StatusChanged...)
	b.Statistics = append(b.Statistics, o.Statistics...)
}

// Sink receives the feed's batches. The store-and-publish pipeline implements it.
type Sink interface {
	Apply(ctx context.Context, b Batch) error
}
