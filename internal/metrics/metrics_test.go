package metrics

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/realtime"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// samples gathers m's registry into flat series names, as the text format writes them, with
// their values: name{label="value",...} for counters and gauges, and _count, _sum and _bucket
// series for histograms.
func samples(t *testing.T, m *Metrics) map[string]float64 {
	t.Helper()
	families, err := m.reg.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	out := map[string]float64{}
	for _, f := range families {
		for _, s := range f.GetMetric() {
			var labels []string
			for _, l := range s.GetLabel() {
				labels = append(labels, fmt.Sprintf("%s=%q", l.GetName(), l.GetValue()))
			}
			key := func(suffix string, extra ...string) string {
				all := append(slices.Clone(labels), extra...)
				if len(all) == 0 {
					return f.GetName() + suffix
				}
				return f.GetName() + suffix + "{" + strings.Join(all, ",") + "}"
			}
			switch f.GetType() {
			case dto.MetricType_COUNTER:
				out[key("")] = s.GetCounter().GetValue()
			case dto.MetricType_GAUGE:
				out[key("")] = s.GetGauge().GetValue()
			case dto.MetricType_HISTOGRAM:
				h := s.GetHistogram()
				out[key("_count")] = float64(h.GetSampleCount())
				out[key("_sum")] = h.GetSampleSum()
				for _, b := range h.GetBucket() {
					out[key("_bucket", fmt.Sprintf("le=%q", strconv.FormatFloat(b.GetUpperBound(), 'g', -1, 64)))] = float64(b.GetCumulativeCount())
				}
			}
		}
	}
	return out
}

// check compares the wanted series with the gathered ones; a want of -1 means absent.
func check(t *testing.T, got, want map[string]float64) {
	t.Helper()
	for name, w := range want {
		g, ok := got[name]
		switch {
		case w == -1 && ok:
			t.Errorf("%s = %v, want it absent", name, g)
		case w != -1 && !ok:
			t.Errorf("%s absent, want %v", name, w)
		case w != -1 && g != w:
			t.Errorf("%s = %v, want %v", name, g, w)
		}
	}
}

func TestBetMetrics(t *testing.T) {
	for _, tc := range []struct {
		name   string
		record func(m *Metrics)
		want   map[string]float64
	}{
		{
			name:   "nothing recorded",
			record: func(*Metrics) {},
			want: map[string]float64{
				"sportsbook_bets_placed_total":                     0,
				"sportsbook_bets_placement_duration_seconds_count": 0,
				"sportsbook_bets_settlement_lag_seconds_count":     0,
			},
		},
		{
			name: "placed, by bets not requests; nothing below one",
			record: func(m *Metrics) {
				m.BetsPlaced(3)
				m.BetsPlaced(1)
				m.BetsPlaced(0)
				m.BetsPlaced(-2)
			},
			want: map[string]float64{"sportsbook_bets_placed_total": 4},
		},
		{
			name: "refused, by code",
			record: func(m *Metrics) {
				m.BetRefused("ODDS_CHANGED")
				m.BetRefused("INSUFFICIENT_BALANCE")
				m.BetRefused("ODDS_CHANGED")
			},
			want: map[string]float64{
				`sportsbook_bets_refused_total{code="ODDS_CHANGED"}`:         2,
				`sportsbook_bets_refused_total{code="INSUFFICIENT_BALANCE"}`: 1,
				"sportsbook_bets_placed_total":                               0,
			},
		},
		{
			name: "from the bet events",
			record: func(m *Metrics) {
				bus := &events.Bus{}
				m.CountBets(bus)
				bus.Publish(context.Background(), events.BetsPlaced{Bets: make([]store.Bet, 2), Received: time.Now()},
					events.BetsRefused{Code: "MARKET_SUSPENDED", Received: time.Now()}, events.BetSettled{MarketsAt: time.Now()})
			},
			want: map[string]float64{
				"sportsbook_bets_placed_total":                           2,
				`sportsbook_bets_refused_total{code="MARKET_SUSPENDED"}`: 1,
				"sportsbook_bets_placement_duration_seconds_count":       1,
				"sportsbook_bets_settlement_lag_seconds_count":           1,
			},
		},
		{
			name: "placement latency",
			record: func(m *Metrics) {
				m.ObservePlacement(3906250 * time.Nanosecond) // 1/256 s and 1/16 s: sums without rounding
				m.ObservePlacement(62500 * time.Microsecond)
			},
			want: map[string]float64{
				"sportsbook_bets_placement_duration_seconds_count":              2,
				"sportsbook_bets_placement_duration_seconds_sum":                0.06640625,
				`sportsbook_bets_placement_duration_seconds_bucket{le="0.002"}`: 0,
				`sportsbook_bets_placement_duration_seconds_bucket{le="0.004"}`: 1,
				`sportsbook_bets_placement_duration_seconds_bucket{le="0.064"}`: 2,
			},
		},
		{
			name: "settlement lag, from milliseconds to a restart's hours",
			record: func(m *Metrics) {
				m.ObserveSettlementLag(5 * time.Millisecond)
				m.ObserveSettlementLag(3 * time.Hour)
			},
			want: map[string]float64{
				"sportsbook_bets_settlement_lag_seconds_count":                 2,
				`sportsbook_bets_settlement_lag_seconds_bucket{le="0.01"}`:     1,
				`sportsbook_bets_settlement_lag_seconds_bucket{le="10.24"}`:    1,
				`sportsbook_bets_settlement_lag_seconds_bucket{le="41943.04"}`: 2,
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New(Sources{})
			tc.record(m)
			check(t, samples(t, m), tc.want)
		})
	}
}

func TestSources(t *testing.T) {
	pools := func() map[string]sql.DBStats {
		return map[string]sql.DBStats{
			"read":  {MaxOpenConnections: 8, OpenConnections: 8, InUse: 3, Idle: 5},
			"write": {MaxOpenConnections: 1, OpenConnections: 1, InUse: 1, WaitCount: 7, WaitDuration: 1500 * time.Millisecond},
		}
	}
	for _, tc := range []struct {
		name string
		src  Sources
		want map[string]float64
	}{
		{
			name: "none",
			want: map[string]float64{`sportsbook_db_open_connections{pool="read"}`: -1, "sportsbook_realtime_clients": -1},
		},
		{
			name: "pools and clients, read at each scrape",
			src:  Sources{DBPools: pools, RealtimeClients: func() int { return 4 }},
			want: map[string]float64{
				`sportsbook_db_max_open_connections{pool="read"}`:         8,
				`sportsbook_db_open_connections{pool="read"}`:             8,
				`sportsbook_db_in_use_connections{pool="read"}`:           3,
				`sportsbook_db_idle_connections{pool="read"}`:             5,
				`sportsbook_db_wait_count_total{pool="read"}`:             0,
				`sportsbook_db_in_use_connections{pool="write"}`:          1,
				`sportsbook_db_wait_count_total{pool="write"}`:            7,
				`sportsbook_db_wait_duration_seconds_total{pool="write"}`: 1.5,
				"sportsbook_realtime_clients":                             4,
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New(tc.src)
			got := samples(t, m)
			check(t, got, tc.want)
			if _, ok := got["go_goroutines"]; !ok {
				t.Error("no Go runtime metrics")
			}
		})
	}
}

// recorder is a realtime.Publisher that fails on the channels in fail.
type recorder struct{ fail map[string]bool }

func (r recorder) Publish(_ context.Context, channel string, _ []byte) error {
	if r.fail[channel] {
		return errors.New("broker down")
	}
	return nil
}

func TestPublisherCountsByKind(t *testing.T) {
	broken := realtime.MatchChannel("fr", 9)
	m := New(Sources{})
	pub := m.Publisher(recorder{fail: map[string]bool{broken: true}})
	for _, tc := range []struct {
		channel string
		wantErr bool
	}{
		{realtime.UpdatesChannel("en"), false},
		{realtime.MatchChannel("en", 101), false},
		{realtime.MatchChannel("de", 202), false},
		{realtime.PrivateChannel("en", "42"), false},
		{"not-a-channel", false},
		{broken, true},
	} {
		if err := pub.Publish(context.Background(), tc.channel, []byte("{}")); (err != nil) != tc.wantErr {
			t.Errorf("publish on %s: error %v, want error %v", tc.channel, err, tc.wantErr)
		}
	}
	got := samples(t, m)
	check(t, got, map[string]float64{
		`sportsbook_realtime_publications_total{kind="updates"}`: 1,
		`sportsbook_realtime_publications_total{kind="match"}`:   2, // the failed one is not counted
		`sportsbook_realtime_publications_total{kind="player"}`:  1,
		`sportsbook_realtime_publications_total{kind="unknown"}`: 1,
	})
	for name := range got {
		if strings.Contains(name, "101") || strings.Contains(name, "42") {
			t.Errorf("a channel's id became a label: %s", name)
		}
	}
}

// sinkFunc is a catalogue.Sink.
type sinkFunc func(ctx context.Context, b catalogue.Batch) error

func (f sinkFunc) Apply(ctx context.Context, b catalogue.Batch) error { return f(ctx, b) }

func TestSinkTimesBatches(t *testing.T) {
	failing := errors.New("disk full")
	for _, tc := range []struct {
		name   string
		err    error
		cancel bool
		want   map[string]float64
	}{
		{name: "stored and published", want: map[string]float64{
			"sportsbook_feed_batch_lag_seconds_count": 1, "sportsbook_feed_batch_failures_total": 0}},
		{name: "failed", err: failing, want: map[string]float64{
			"sportsbook_feed_batch_lag_seconds_count": 0, "sportsbook_feed_batch_failures_total": 1}},
		{name: "cut short by a stop", err: context.Canceled, cancel: true, want: map[string]float64{
			"sportsbook_feed_batch_lag_seconds_count": 0, "sportsbook_feed_batch_failures_total": 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := New(Sources{})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel {
				cancel()
			}
			got := m.Sink(sinkFunc(func(context.Context, catalogue.Batch) error { return tc.err })).Apply(ctx, catalogue.Batch{})
			if !errors.Is(got, tc.err) {
				t.Fatalf("Apply: %v, want %v", got, tc.err)
			}
			check(t, samples(t, m), tc.want)
		})
	}
}
