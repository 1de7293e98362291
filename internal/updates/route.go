// Package updates is the store-and-publish pipeline: it applies the feed's batches to the store,
// then publishes what changed on the realtime channels of every channel locale (spec section 7).
package updates

import (
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// Scope says which channel of a locale an event goes to.
type Scope int

// Scopes.
const (
	ScopeUpdates Scope = iota // public:{locale}.updates
	ScopeMatch                // public:{locale}.updates.match.{matchId}
)

// Event is one message to publish on one scope of every channel locale.
type Event struct {
	Scope   Scope
	Message apigen.RealtimeMessage
	// Neutral says the message holds no words, so that one encoding serves every language (and
	// every language's channel history holds the same bytes).
	Neutral bool
}

// MainKeys are the keys of the markets lists show of a match (main, secondary and extra) as last
// published; nil when the match had none (or none known).
type MainKeys struct {
	Main, Secondary, Extra *catalogue.MarketKey
}

// keyOf is the key of a market, nil for none.
func keyOf(m *catalogue.Market) *catalogue.MarketKey {
	if m == nil {
		return nil
	}
	key := m.Key()
	return &key
}

// keysOf returns the list market keys of a view.
func keysOf(v catalogue.MatchView) MainKeys {
	return MainKeys{Main: keyOf(v.MainMarket), Secondary: keyOf(v.SecondaryMarket), Extra: keyOf(v.ExtraMarket)}
}

func (k MainKeys) has(key catalogue.MarketKey) bool {
	for _, x := range []*catalogue.MarketKey{k.Main, k.Secondary, k.Extra} {
		if x != nil && *x == key {
			return true
		}
	}
	return false
}

// none reports whether the match has no list market.
func (k MainKeys) none() bool { return k.Main == nil && k.Secondary == nil && k.Extra == nil }

// RouteInput is what changed for one match in one batch.
type RouteInput struct {
	View          catalogue.MatchView // the match as it is after the batch
	MatchChanged  bool                // the match itself is in the batch
	StatusChanged bool                // its status changed in the batch
	Markets       []catalogue.Market  // its changed markets, in batch order
	Previous      MainKeys            // its main and secondary market keys before the batch, if known
	Statistics    *matchstats.Update  // its statistics, when they changed in the batch
	// Sent holds the keys of the match's markets its channel has sent whole, and not unlisted
	// since: a changed market among them goes out as its prices alone.
	Sent map[catalogue.MarketKey]bool
}

// Route is the event-routing rule for one match of a batch. It returns, in order:
//   - when the match changed: match_status_changed (status changed) or match_changed, with the
//     match as lists show it, on both the updates and the match scope;
//   - on the updates scope, markets_changed with the changed markets that are now the match's main,
//     secondary or extra market, or that were (Previous) and are no longer listed, so that lists drop them;
//   - on the match scope, markets_changed with every changed market of the match, including ones no
//     longer listed (their status tells clients to drop them): whole in `markets` when not in
//     Sent, then the others' prices in `prices`, a publication of its own that is Neutral. A
//     reprice changes dozens of a live match's markets; sent whole, with their names, in every
//     language, they made most of the server's memory (the channels' histories; README, 'Memory').
//   - on the match scope, statistics_changed when its statistics changed: the totals, the last
//     event and the timeline's new events, for the match page to patch what it shows (a new
//     event name, as no event of the spec's list carries statistics).
//
// A markets_changed with no market is not sent.
func Route(in RouteInput) []Event {
	out := routeCatalogue(in)
	if in.Statistics != nil {
		st := wire.StatisticTotals(in.Statistics.Statistics)
		events := wire.StatisticEvents(in.Statistics.New())
		st.Events = &events
		msg := apigen.RealtimeMessage{EventName: apigen.StatisticsChanged}
		msg.Message.Statistics = &st
		out = append(out, Event{Scope: ScopeMatch, Message: msg})
	}
	return out
}

// routeCatalogue routes the match's and its markets' changes (see Route).
func routeCatalogue(in RouteInput) []Event {
	var out []Event
	if in.MatchChanged {
		name := apigen.MatchChanged
		if in.StatusChanged {
			name = apigen.MatchStatusChanged
		}
		m := wire.Match(in.View)
		msg := apigen.RealtimeMessage{EventName: name}
		msg.Message.Match = &m
		out = append(out, Event{Scope: ScopeUpdates, Message: msg}, Event{Scope: ScopeMatch, Message: msg})
	}
	if len(in.Markets) == 0 {
		return out
	}
	now := keysOf(in.View)
	var main, whole []apigen.Market
	var prices []apigen.MarketPrices
	for _, mk := range in.Markets {
		key := mk.Key()
		if now.has(key) || (in.Previous.has(key) && !mk.Status.Listed()) {
			main = append(main, wire.Market(mk, in.View.URNID))
		}
		if in.Sent[key] {
			prices = append(prices, wire.MarketPrices(mk))
		} else {
			whole = append(whole, wire.Market(mk, in.View.URNID))
		}
	}
	if len(main) > 0 {
		msg := apigen.RealtimeMessage{EventName: apigen.MarketsChanged}
		msg.Message.Markets = &main
		out = append(out, Event{Scope: ScopeUpdates, Message: msg})
	}
	if len(whole) > 0 {
		msg := apigen.RealtimeMessage{EventName: apigen.MarketsChanged}
		msg.Message.Markets = &whole
		out = append(out, Event{Scope: ScopeMatch, Message: msg})
	}
	if len(prices) > 0 {
		msg := apigen.RealtimeMessage{EventName: apigen.MarketsChanged}
		msg.Message.Prices = &prices
		out = append(out, Event{Scope: ScopeMatch, Message: msg, Neutral: true})
	}
	return out
}
