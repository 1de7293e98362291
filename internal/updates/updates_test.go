package updates

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

type fakeStore struct {
	err     error
	batches []catalogue.Batch
}

func (f *fakeStore) Apply(_ context.Context, b catalogue.Batch) error {
	f.batches = append(f.batches, b)
	return f.err
}

// fakeReader serves ListMatches by ids from a map, counting the reads of each match; the other
// Reader methods are not used.
type fakeReader struct {
	catalogue.Reader
	views map[int64]catalogue.MatchView
	err   error
	reads map[int64]int
}

func (f *fakeReader) ListMatches(_ context.Context, filter catalogue.MatchFilter, _ catalogue.PageRequest) ([]catalogue.MatchView, catalogue.Pagination, error) {
	if f.err != nil {
		return nil, catalogue.Pagination{}, f.err
	}
	if f.reads == nil {
		f.reads = map[int64]int{}
	}
	var out []catalogue.MatchView
	for _, id := range filter.IDs {
		f.reads[id]++
		if v, ok := f.views[id]; ok {
			out = append(out, v)
		}
	}
	return out, catalogue.Pagination{Total: len(out), Page: 1, Limit: catalogue.MaxLimit, LastPage: 1}, nil
}

type publication struct {
	channel string
	data    []byte
}

type recorder struct {
	pubs []publication
	err  error
}

func (r *recorder) Publish(_ context.Context, channel string, data []byte) error {
	r.pubs = append(r.pubs, publication{channel, data})
	return r.err
}

// summary renders publications as "channel event [market keys]" lines, a line per message of a
// publication that holds several (marked "+" after the first).
func (r *recorder) summary(t *testing.T) []string {
	t.Helper()
	out := make([]string, 0, len(r.pubs))
	for _, p := range r.pubs {
		var batch []apigen.RealtimeMessage
		if err := json.Unmarshal(p.data, &batch); err != nil {
			var m apigen.RealtimeMessage
			if err := json.Unmarshal(p.data, &m); err != nil {
				t.Fatalf("decoding %s: %v", p.data, err)
			}
			batch = []apigen.RealtimeMessage{m}
		}
		for i, m := range batch {
			out = append(out, line(p.channel, i, m))
		}
	}
	return out
}

func line(channel string, i int, m apigen.RealtimeMessage) string {
	s := channel + " " + string(m.EventName)
	if i > 0 {
		s = "+" + s
	}
	if m.Message.Match != nil {
		s += fmt.Sprintf(" match=%d", m.Message.Match.MatchId)
	}
	if m.Message.Markets != nil {
		var keys []string
		for _, mk := range *m.Message.Markets {
			keys = append(keys, fmt.Sprintf("%d/%s/%d", mk.MarketId, mk.Specifier, mk.Status))
		}
		s += " [" + strings.Join(keys, " ") + "]"
	}
	if m.Message.Prices != nil {
		var keys []string
		for _, mk := range *m.Message.Prices {
			keys = append(keys, fmt.Sprintf("%d/%s/%d", mk.MarketId, mk.Specifier, mk.Status))
		}
		s += " prices [" + strings.Join(keys, " ") + "]"
	}
	return s
}

func market(matchID, id int64, spec string, st catalogue.MarketStatus) catalogue.Market {
	return catalogue.Market{MatchID: matchID, MarketID: id, Specifier: spec, Status: st, Name: "Both teams to score",
		Outcomes: []catalogue.Outcome{{ID: "1", Name: "Yes", Active: true, Odds: 1850}}}
}

func view(id int64, main, secondary *catalogue.Market) catalogue.MatchView {
	v := catalogue.MatchView{MainMarket: main, SecondaryMarket: secondary}
	v.ID = id
	v.URNID = fmt.Sprintf("sr:match:%d", id)
	return v
}

func TestRoute(t *testing.T) {
	m1x2 := market(1, 1, "", catalogue.MarketStatusAllowed)
	tot := market(1, 18, "total=2.5", catalogue.MarketStatusAllowed)
	totSusp := market(1, 18, "total=2.5", catalogue.MarketStatusSuspended)
	cs := market(1, 41, "", catalogue.MarketStatusAllowed)
	m1x2Gone := market(1, 1, "", catalogue.MarketStatusDeactivated)
	csGone := market(1, 41, "", catalogue.MarketStatusSettled)
	btts := market(1, 29, "", catalogue.MarketStatusAllowed)
	bttsGone := market(1, 29, "", catalogue.MarketStatusDeactivated)
	k1x2, kBtts := m1x2.Key(), btts.Key()
	withMains := view(1, &m1x2, &tot)
	withExtra := withMains
	withExtra.ExtraMarket = &btts
	noMain := view(1, nil, nil)
	// stats: a corner sent before, then a foul and a yellow card: the card is the new timeline event.
	stats := matchstats.Update{Statistics: *matchstats.New(1, "football")}
	at := 600
	stats.Record(matchstats.Corner, matchstats.Home, 1, &at)
	stats.Since = stats.Seq
	stats.Record(matchstats.Foul, matchstats.Away, 1, &at)
	stats.Record(matchstats.YellowCard, matchstats.Away, 1, &at)

	type ev = string // "scope event [keys]"
	tests := []struct {
		name string
		in   RouteInput
		want []ev
	}{
		{"match changed, no markets", RouteInput{View: withMains, MatchChanged: true},
			[]ev{"updates match_changed", "match match_changed"}},
		{"status changed", RouteInput{View: withMains, MatchChanged: true, StatusChanged: true},
			[]ev{"updates match_status_changed", "match match_status_changed"}},
		{"main and other markets", RouteInput{View: withMains, Markets: []catalogue.Market{m1x2, cs}},
			[]ev{"updates markets_changed [1/]", "match markets_changed [1/ 41/]"}},
		{"secondary suspended", RouteInput{View: withMains, Markets: []catalogue.Market{totSusp}},
			[]ev{"updates markets_changed [18/total=2.5]", "match markets_changed [18/total=2.5]"}},
		{"extra market", RouteInput{View: withExtra, Markets: []catalogue.Market{btts, cs}},
			[]ev{"updates markets_changed [29/]", "match markets_changed [29/ 41/]"}},
		{"extra removed: was listed", RouteInput{View: withMains, Markets: []catalogue.Market{bttsGone}, Previous: MainKeys{Extra: &kBtts}},
			[]ev{"updates markets_changed [29/]", "match markets_changed [29/]"}},
		{"only non-main market", RouteInput{View: withMains, Markets: []catalogue.Market{cs}},
			[]ev{"match markets_changed [41/]"}},
		{"main removed: was listed", RouteInput{View: noMain, Markets: []catalogue.Market{m1x2Gone}, Previous: MainKeys{Main: &k1x2}},
			[]ev{"updates markets_changed [1/]", "match markets_changed [1/]"}},
		{"non-main removed", RouteInput{View: noMain, Markets: []catalogue.Market{csGone}, Previous: MainKeys{Main: &k1x2}},
			[]ev{"match markets_changed [41/]"}},
		{"match and markets", RouteInput{View: withMains, MatchChanged: true, Markets: []catalogue.Market{tot}},
			[]ev{"updates match_changed", "match match_changed", "updates markets_changed [18/total=2.5]", "match markets_changed [18/total=2.5]"}},
		{"nothing", RouteInput{View: withMains}, nil},
		{"markets sent before: their prices", RouteInput{View: withMains, Markets: []catalogue.Market{m1x2, cs}, Sent: map[catalogue.MarketKey]bool{k1x2: true, cs.Key(): true}},
			[]ev{"updates markets_changed [1/]", "match markets_changed prices [1/ 41/] neutral"}},
		{"a new market whole, one sent before its prices", RouteInput{View: withMains, Markets: []catalogue.Market{m1x2, cs}, Sent: map[catalogue.MarketKey]bool{k1x2: true}},
			[]ev{"updates markets_changed [1/]", "match markets_changed [41/]", "match markets_changed prices [1/] neutral"}},
		{"a market sent before removed", RouteInput{View: noMain, Markets: []catalogue.Market{m1x2Gone}, Previous: MainKeys{Main: &k1x2}, Sent: map[catalogue.MarketKey]bool{k1x2: true}},
			[]ev{"updates markets_changed [1/]", "match markets_changed prices [1/] neutral"}},
		{"statistics", RouteInput{View: withMains, Statistics: &stats},
			[]ev{"match statistics_changed last yellow_card new [yellow_card]"}},
		{"match and statistics", RouteInput{View: withMains, MatchChanged: true, Statistics: &stats},
			[]ev{"updates match_changed", "match match_changed", "match statistics_changed last yellow_card new [yellow_card]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []ev
			for _, e := range Route(tt.in) {
				s := map[Scope]string{ScopeUpdates: "updates", ScopeMatch: "match"}[e.Scope] + " " + string(e.Message.EventName)
				if e.Message.Message.Match != nil && e.Message.Message.Match.MatchId != tt.in.View.ID {
					t.Errorf("match id %d", e.Message.Message.Match.MatchId)
				}
				if ms := e.Message.Message.Markets; ms != nil {
					var keys []string
					for _, m := range *ms {
						keys = append(keys, fmt.Sprintf("%d/%s", m.MarketId, m.Specifier))
						if m.MatchUrnId != tt.in.View.URNID {
							t.Errorf("market urn %q", m.MatchUrnId)
						}
					}
					s += " [" + strings.Join(keys, " ") + "]"
				}
				if ps := e.Message.Message.Prices; ps != nil {
					var keys []string
					for _, m := range *ps {
						keys = append(keys, fmt.Sprintf("%d/%s", m.MarketId, m.Specifier))
						if len(m.Outcomes) != 1 || m.Outcomes[0].Odds != 1850 || !m.Outcomes[0].Active {
							t.Errorf("prices of %d: %+v", m.MarketId, m.Outcomes)
						}
					}
					s += " prices [" + strings.Join(keys, " ") + "]"
				}
				if e.Neutral {
					s += " neutral"
				}
				if st := e.Message.Message.Statistics; st != nil {
					var kinds []string
					for _, x := range *st.Events {
						kinds = append(kinds, x.Kind)
					}
					s += fmt.Sprintf(" last %s new [%s]", st.LastEvent.Kind, strings.Join(kinds, " "))
					if st.MatchId != tt.in.View.ID || len(*st.Totals) != 7 {
						t.Errorf("statistics of match %d with %d totals", st.MatchId, len(*st.Totals))
					}
				}
				got = append(got, s)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestPipelineApply(t *testing.T) {
	ctx := context.Background()
	m1x2 := market(1, 1, "", catalogue.MarketStatusAllowed)
	cs := market(1, 41, "", catalogue.MarketStatusAllowed)
	m2 := market(2, 1, "", catalogue.MarketStatusAllowed)
	reader := &fakeReader{views: map[int64]catalogue.MatchView{
		1: view(1, &m1x2, nil),
		2: view(2, &m2, nil),
	}}
	st := &fakeStore{}
	rec := &recorder{}
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	p := New(st, reader, rec, names, []string{"en", "pt-BR", "br", "fr"})

	var match1, match3 catalogue.Match
	match1.ID, match3.ID = 1, 3
	b := catalogue.Batch{
		Matches:       []catalogue.Match{match1, match3}, // 3 does not exist (any more)
		Markets:       []catalogue.Market{m1x2, cs, m2, market(3, 1, "", catalogue.MarketStatusAllowed)},
		StatusChanged: []int64{1},
	}
	if err := p.Apply(ctx, b); err != nil {
		t.Fatal(err)
	}
	if len(st.batches) != 1 {
		t.Fatalf("store got %d batches", len(st.batches))
	}
	for id, n := range reader.reads {
		if n != 1 {
			t.Errorf("match %d read %d times", id, n)
		}
	}
	// Each match's events on its channel, then the list's, the batch's in one publication per locale.
	want := []string{}
	for _, line := range []string{
		"public:%s.updates.match.1 match_status_changed match=1",
		"public:%s.updates.match.1 markets_changed [1//1 41//1]",
		"public:%s.updates.match.2 markets_changed [1//1]",
	} {
		for _, l := range []string{"en", "pt", "fr"} {
			want = append(want, fmt.Sprintf(line, l))
		}
	}
	for _, l := range []string{"en", "pt", "fr"} {
		want = append(want, fmt.Sprintf("public:%s.updates match_status_changed match=1", l),
			fmt.Sprintf("+public:%s.updates markets_changed [1//1]", l),
			fmt.Sprintf("+public:%s.updates markets_changed [1//1]", l))
	}
	if got := rec.summary(t); !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Each locale's channel hears the names in its language (the match channels come first).
	for i, want := range []string{`"name":"Both teams to score"`, `"name":"Ambas as equipes marcam"`, `"name":"Les deux équipes marquent"`} {
		if !strings.Contains(string(rec.pubs[i].data), want) {
			t.Errorf("%s lacks %s: %s", rec.pubs[i].channel, want, rec.pubs[i].data)
		}
	}

	// The main market is removed in a later batch: list channels still hear about it.
	gone := market(1, 1, "", catalogue.MarketStatusDeactivated)
	reader.views[1] = view(1, nil, &cs)
	rec.pubs = nil
	if err := p.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{gone}}); err != nil {
		t.Fatal(err)
	}
	got := rec.summary(t)
	if len(got) != 6 || got[0] != "public:en.updates.match.1 markets_changed prices [1//0]" || got[3] != "public:en.updates markets_changed [1//0]" {
		t.Errorf("removed main market:\n%s", strings.Join(got, "\n"))
	}

	// A reprice of markets the match channel sent whole: their prices, with no words, in one
	// encoding every language's channel shares.
	reader.views[1] = view(1, &m1x2, nil)
	rec.pubs = nil
	if err := p.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m1x2, cs}}); err != nil {
		t.Fatal(err)
	}
	got = rec.summary(t)
	want = []string{
		// 1 was unlisted since it was sent: whole again, in every language.
		"public:en.updates.match.1 markets_changed [1//1]",
		"public:pt.updates.match.1 markets_changed [1//1]",
		"public:fr.updates.match.1 markets_changed [1//1]",
		"public:en.updates.match.1 markets_changed prices [41//1]",
		"public:pt.updates.match.1 markets_changed prices [41//1]",
		"public:fr.updates.match.1 markets_changed prices [41//1]",
		"public:en.updates markets_changed [1//1]",
		"public:pt.updates markets_changed [1//1]",
		"public:fr.updates markets_changed [1//1]",
	}
	if !slices.Equal(got, want) {
		t.Errorf("reprice:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	prices := rec.pubs[3:6]
	for _, pub := range prices {
		if &pub.data[0] != &prices[0].data[0] || strings.Contains(string(pub.data), `"name"`) {
			t.Errorf("%s: not the shared neutral encoding: %s", pub.channel, pub.data)
		}
	}
}

func TestPipelineErrors(t *testing.T) {
	ctx := context.Background()
	var m catalogue.Match
	m.ID = 1
	b := catalogue.Batch{Matches: []catalogue.Match{m}}
	storeErr := errors.New("disk full")

	rec := &recorder{}
	// Names play no part here: a nil Catalogue leaves them English.
	p := New(&fakeStore{err: storeErr}, &fakeReader{}, rec, nil, []string{"en"})
	if err := p.Apply(ctx, b); !errors.Is(err, storeErr) {
		t.Errorf("store failure: err = %v", err)
	}
	if len(rec.pubs) != 0 {
		t.Error("published after a store failure")
	}

	readErr := errors.New("db closed")
	p = New(&fakeStore{}, &fakeReader{err: readErr}, rec, nil, []string{"en"})
	if err := p.Apply(ctx, b); !errors.Is(err, readErr) {
		t.Errorf("read failure: err = %v", err)
	}

	pubErr := errors.New("node down")
	rec = &recorder{err: pubErr}
	p = New(&fakeStore{}, &fakeReader{views: map[int64]catalogue.MatchView{1: view(1, nil, nil)}}, rec, nil, []string{"en", "fr"})
	// The batch is stored: a publication failure must not stop the feed.
	if err := p.Apply(ctx, b); err != nil {
		t.Errorf("publish failure: err = %v, want nil", err)
	}
	if len(rec.pubs) != 4 { // the updates and the match channel, in two locales
		t.Errorf("a failed publication stopped the others: %d publications", len(rec.pubs))
	}
}

// A finished match leaves the pipeline's memory: its list market keys are forgotten once it lists
// no market, so that the keys follow the open matches, not every match ever played.
func TestPipelineForgetsFinishedMatches(t *testing.T) {
	ctx := context.Background()
	reader := &fakeReader{views: map[int64]catalogue.MatchView{}}
	p := New(&fakeStore{}, reader, &recorder{}, nil, []string{"en"})
	const matches = 50
	var open, settled []catalogue.Market
	for id := int64(1); id <= matches; id++ {
		mk := market(id, 1, "", catalogue.MarketStatusAllowed)
		reader.views[id] = view(id, &mk, nil)
		open = append(open, mk)
		settled = append(settled, market(id, 1, "", catalogue.MarketStatusSettled))
	}
	if err := p.Apply(ctx, catalogue.Batch{Markets: open}); err != nil {
		t.Fatal(err)
	}
	if len(p.keys) != matches || len(p.sent) != matches {
		t.Fatalf("%d matches' keys and %d sent sets kept while open, want %d", len(p.keys), len(p.sent), matches)
	}
	for id := int64(1); id <= matches; id++ {
		reader.views[id] = view(id, nil, nil) // finished: every market settled, none listed
	}
	if err := p.Apply(ctx, catalogue.Batch{Markets: settled}); err != nil {
		t.Fatal(err)
	}
	if len(p.keys) != 0 || len(p.sent) != 0 {
		t.Fatalf("%d finished matches' keys and %d sent sets still kept", len(p.keys), len(p.sent))
	}

	// A match that ends with a market still listed: its sent set goes with its status.
	mk := market(1, 1, "", catalogue.MarketStatusAllowed)
	reader.views[1] = view(1, &mk, nil)
	if err := p.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{mk}}); err != nil || len(p.sent) != 1 {
		t.Fatalf("a playing match's sent set: %d sets, %v", len(p.sent), err)
	}
	ended := reader.views[1]
	ended.Status = catalogue.MatchStatusFinished
	reader.views[1] = ended
	if err := p.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{mk}}); err != nil || len(p.sent) != 0 {
		t.Fatalf("a finished match's sent set kept: %d sets, %v", len(p.sent), err)
	}
}

// A failing publication is logged once per batch, with how many publications failed and the first
// error; an instance that stops (its context done) publishes nothing more and logs nothing: its
// shutdown logged every publication left of the batch in one line (the scale-out test's log).
func TestPipelinePublicationFailuresLogged(t *testing.T) {
	var m1, m2 catalogue.Match
	m1.ID, m2.ID = 1, 2
	b := catalogue.Batch{Matches: []catalogue.Match{m1, m2}}
	reader := &fakeReader{views: map[int64]catalogue.MatchView{1: view(1, nil, nil), 2: view(2, nil, nil)}}

	var log bytes.Buffer
	rec := &recorder{err: errors.New("node down")}
	p := New(&fakeStore{}, reader, rec, nil, []string{"en", "fr"}).WithLogger(slog.New(slog.NewTextHandler(&log, nil)))
	if err := p.Apply(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	// The updates channels' one publication per locale, and each match's two.
	if lines := strings.Count(log.String(), "\n"); lines != 1 || !strings.Contains(log.String(), "publications=6") {
		t.Errorf("log = %q, want one line naming 6 publications", log.String())
	}

	log.Reset()
	rec = &recorder{err: context.Canceled}
	p = New(&fakeStore{}, reader, rec, nil, []string{"en"}).WithLogger(slog.New(slog.NewTextHandler(&log, nil)))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := p.Apply(ctx, b); err != nil {
		t.Fatal(err)
	}
	if len(rec.pubs) != 0 || log.Len() != 0 {
		t.Errorf("a stopping instance published %d and logged %q", len(rec.pubs), log.String())
	}
}
