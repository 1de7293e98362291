package metrics

import (
	"context"
	"time"

	"github.com/opensportsbook/sportsbook/internal/events"
)

// CountBets subscribes the bet metrics to the bet events: bets placed and the time their placement
// took, refusals by code, and the settlement lag.
func (m *Metrics) CountBets(bus *events.Bus) {
	events.Subscribe(bus, func(_ context.Context, e events.BetsPlaced) {
		m.BetsPlaced(len(e.Bets))
		m.ObservePlacement(time.Since(e.Received))
	})
	events.Subscribe(bus, func(_ context.Context, e events.BetsRefused) {
		m.BetRefused(e.Code)
	})
	events.Subscribe(bus, func(_ context.Context, e events.BetSettled) {
		m.ObserveSettlementLag(time.Since(e.MarketsAt))
	})
}
