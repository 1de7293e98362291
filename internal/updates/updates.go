package updates

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"sync"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/realtime"
)

// Applier writes a batch to the store in one transaction. *store.Store implements it.
type Applier interface {
	Apply(ctx context.Context, b catalogue.Batch) error
}

// BetHook is told of every batch's markets after they are stored: it settles the bets of settled
// markets and refreshes the cash-out values of open bets on the others.
type BetHook interface {
	MarketsChanged(ctx context.Context, markets []catalogue.Market) error
}

// Pipeline applies batches to the store and publishes what they changed. It implements
// catalogue.Sink; the feed uses it as its sink. It is safe for concurrent use, though the feed
// applies one batch at a time.
type Pipeline struct {
	store   Applier
	reader  catalogue.Reader
	pub     realtime.Publisher
	names   *cataloguei18n.Catalogue
	locales []string
	logger  *slog.Logger
	bets    BetHook

	mu   sync.Mutex
	keys map[int64]MainKeys                     // list market keys last seen per match
	sent map[int64]map[catalogue.MarketKey]bool // per open match, the markets its channel has sent whole (RouteInput.Sent)
}

var _ catalogue.Sink = (*Pipeline)(nil)

// New returns a pipeline that writes to store, reads match views from reader and publishes on pub
// to the channels of every locale in channelLocales (mapped with realtime.ChannelLocale), with
// the catalogue's names translated by names into each channel's language.
func New(store Applier, reader catalogue.Reader, pub realtime.Publisher, names *cataloguei18n.Catalogue, channelLocales []string) *Pipeline {
	return &Pipeline{
		store:   store,
		reader:  reader,
		pub:     pub,
		names:   names,
		locales: realtime.ChannelLocales(channelLocales),
		logger:  slog.New(slog.DiscardHandler),
		keys:    make(map[int64]MainKeys),
		sent:    make(map[int64]map[catalogue.MarketKey]bool),
	}
}

// WithLogger sets the logger of publication failures and returns the pipeline.
func (p *Pipeline) WithLogger(l *slog.Logger) *Pipeline {
	if l != nil {
		p.logger = l
	}
	return p
}

// WithBets makes the pipeline tell the bets of each batch's markets.
func (p *Pipeline) WithBets(h BetHook) *Pipeline {
	p.bets = h
	return p
}

// tellBets hands the batch's markets to the bet hook. A failure is logged and does not stop the
// feed: the catalogue is right, and the bets stay open until they can be settled.
func (p *Pipeline) tellBets(ctx context.Context, b catalogue.Batch) {
	if p.bets == nil || len(b.Markets) == 0 {
		return
	}
	if err := p.bets.MarketsChanged(ctx, b.Markets); err != nil {
		p.logger.Error("settling bets failed", "error", err)
	}
}

// Apply writes the batch to the store, settles the bets of the markets it settled, then publishes
// the changed matches' events on every channel locale (see Route): each match's on its own
// channel, then those of the updates channels as one publication holding all of them, in order. A store failure returns before anything is published. Publication
// failures (realtime's Redis away) are logged, once per batch with the first of them, and stop
// neither the other publications nor the feed: the store has the batch, and clients catch up with
// the next publication or a refetch. An instance that stops (ctx done) announces nothing more:
// the one that runs the feed next publishes from the store.
func (p *Pipeline) Apply(ctx context.Context, b catalogue.Batch) error {
	if err := p.store.Apply(ctx, b); err != nil {
		return fmt.Errorf("updates: applying the batch: %w", err)
	}
	p.tellBets(ctx, b)
	changes := p.changes(b)
	views, err := p.views(ctx, changes)
	if err != nil {
		p.logger.Warn("realtime publication failed", "error", err)
		return err
	}
	// The batch's events on the updates channels go out as one publication per locale: every
	// client of a locale hears them (about 45 messages a second at normal feed speed were as many
	// publications, each fanned out to every client). They go after each match's own channel
	// hears its events: a match channel's few subscribers then get theirs without waiting behind
	// the whole batch in their connection's queue (cmd/wsbench, 2,000 clients: a marker's p50 from
	// the publish 0 ms against 26 ms the other way round), and /live's feed to paint was the same
	// either way.
	var listed []apigen.RealtimeMessage
	type matchEvent struct {
		id int64
		Event
	}
	var own []matchEvent
	for _, in := range changes {
		view, ok := views[in.View.ID]
		if !ok {
			continue // gone from the store: nothing to announce
		}
		in.View = view
		in.Previous = p.swapKeys(view.ID, keysOf(view))
		in.Sent = p.markSent(view, in.Markets)
		for _, ev := range Route(in) {
			if ev.Scope == ScopeUpdates {
				listed = append(listed, ev.Message)
			} else {
				own = append(own, matchEvent{view.ID, ev})
			}
		}
	}
	if ctx.Err() != nil {
		return nil
	}
	var errs []error
	for _, ev := range own {
		if ctx.Err() != nil {
			return nil
		}
		errs = append(errs, publish(ctx, p, func(l string) string { return realtime.MatchChannel(l, ev.id) }, ev.Message, ev.Neutral)...)
	}
	if len(listed) > 0 {
		errs = append(errs, publish(ctx, p, realtime.UpdatesChannel, listed, false)...)
	}
	if len(errs) > 0 && ctx.Err() == nil {
		p.logger.Warn("realtime publication failed", "publications", len(errs), "first", errs[0])
	}
	return nil
}

// changes groups a batch by match, in order of first appearance (matches, then markets). Only the
// View's ID is set.
// views reads the changed matches' views, one list query per page of ids rather than one read
// per match: the feed changes dozens of live matches every second.
func (p *Pipeline) views(ctx context.Context, changes []RouteInput) (map[int64]catalogue.MatchView, error) {
	out := make(map[int64]catalogue.MatchView, len(changes))
	for start := 0; start < len(changes); start += catalogue.MaxLimit {
		chunk := changes[start:min(start+catalogue.MaxLimit, len(changes))]
		ids := make([]int64, len(chunk))
		for i, in := range chunk {
			ids[i] = in.View.ID
		}
		views, _, err := p.reader.ListMatches(ctx, catalogue.MatchFilter{IDs: ids}, catalogue.PageRequest{Page: 1, Limit: catalogue.MaxLimit})
		if err != nil {
			return nil, fmt.Errorf("updates: reading %d changed matches: %w", len(ids), err)
		}
		for _, v := range views {
			out[v.ID] = v
		}
	}
	return out, nil
}

func (p *Pipeline) changes(b catalogue.Batch) []RouteInput {
	var out []RouteInput
	index := make(map[int64]int)
	get := func(id int64) *RouteInput {
		i, ok := index[id]
		if !ok {
			i = len(out)
			index[id] = i
			var in RouteInput
			in.View.ID = id
			out = append(out, in)
		}
		return &out[i]
	}
	for _, m := range b.Matches {
		in := get(m.ID)
		in.MatchChanged = true
		in.StatusChanged = slices.Contains(b.StatusChanged, m.ID)
	}
	for _, mk := range b.Markets {
		in := get(mk.MatchID)
		in.Markets = append(in.Markets, mk)
	}
	for i := range b.Statistics {
		get(b.Statistics[i].MatchID).Statistics = &b.Statistics[i]
	}
	return out
}

// swapKeys records the match's current main keys and returns the previous ones.
func (p *Pipeline) swapKeys(matchID int64, now MainKeys) MainKeys {
	p.mu.Lock()
	defer p.mu.Unlock()
	prev := p.keys[matchID]
	if now.none() {
		delete(p.keys, matchID)
	} else {
		p.keys[matchID] = now
	}
	return prev
}

// markSent returns which of the match's changed markets its channel has sent whole (and not
// unlisted since), then records the batch: a listed market is now sent whole or was before, an
// unlisted one is forgotten (a client drops it, and needs it whole when it comes back). A match
// that ended, or shows no market in lists, is forgotten: the set lives as long as the match plays.
func (p *Pipeline) markSent(view catalogue.MatchView, markets []catalogue.Market) map[catalogue.MarketKey]bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	sent := p.sent[view.ID]
	before := make(map[catalogue.MarketKey]bool)
	for _, mk := range markets {
		if sent[mk.Key()] {
			before[mk.Key()] = true
		}
	}
	if keysOf(view).none() || !(view.Status.Bettable() || view.Status == catalogue.MatchStatusStopped) {
		delete(p.sent, view.ID)
		return before
	}
	if sent == nil {
		sent = make(map[catalogue.MarketKey]bool)
		p.sent[view.ID] = sent
	}
	for _, mk := range markets {
		if mk.Status.Listed() {
			sent[mk.Key()] = true
		} else {
			delete(sent, mk.Key())
		}
	}
	return before
}

// publish publishes v (a message, or the batch's messages on the updates channels) on the channel
// of every locale, with the catalogue's names in the locale's language (cataloguei18n); locales of
// one language (the English ones) share an encoding, and every locale shares it when v is neutral
// (holds no words). It returns the failures.
func publish[T any](ctx context.Context, p *Pipeline, channel func(locale string) string, v T, neutral bool) []error {
	var errs []error
	encoded := map[cataloguei18n.Translator][]byte{}
	for _, l := range p.locales {
		tr := p.names.For(l)
		if neutral {
			tr = cataloguei18n.Translator{} // translates nothing
		}
		data, ok := encoded[tr]
		if !ok {
			var err error
			if data, err = json.Marshal(cataloguei18n.Localize(tr, v)); err != nil {
				errs = append(errs, fmt.Errorf("updates: encoding for %s: %w", channel(l), err))
				continue
			}
			encoded[tr] = data
		}
		if err := p.pub.Publish(ctx, channel(l), data); err != nil {
			errs = append(errs, fmt.Errorf("updates: publishing on %s: %w", channel(l), err))
		}
	}
	return errs
}
