package bets

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
)

// A retried request answers the bets it placed, whatever the price and the balance did since (the
// placement transaction looks the request id up before anything else); it places nothing again.
func TestRetryAnswersThePlacedBets(t *testing.T) {
	onEngines(t, func(t *testing.T, s *Service, bus *events.Bus) {
		ctx := context.Background()
		var placedEvents atomic.Int32
		events.Subscribe(bus, func(context.Context, events.BetsPlaced) { placedEvents.Add(1) })
		p := bettor(t, s, 1_000)
		req := request("retry-0001", single(1001, "1", 1850, 1_000))
		first, err := s.Place(ctx, p, req)
		if err != nil {
			t.Fatal(err)
		}
		moved := moneyMarket(1001, 1, "", catalogue.MarketStatusAllowed)
		moved.Outcomes[0].Odds = 1700
		if err := s.Store.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{moved}}); err != nil {
			t.Fatal(err)
		}
		again, err := s.Place(ctx, p, req)
		if err != nil || len(again) != 1 || again[0].BetId != first[0].BetId || again[0].Odds != 1850 {
			t.Fatalf("the retry: %+v, %v; want bet %d at 1850", again, err, first[0].BetId)
		}
		if placedEvents.Load() != 1 || balance(t, s, p) != 0 {
			t.Errorf("placed %d times, balance %d", placedEvents.Load(), balance(t, s, p))
		}
	})
}
