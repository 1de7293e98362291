// Package metrics is the server's Prometheus instrumentation: a registry of its own (never the
// global default one, so that each server, and each test, counts alone), what is on it, and the
// methods the rest of the server calls to count and time what it does. It serves the registry at
// /metrics to whom Handler lets in.
//
// Every label takes values from a small fixed set (route patterns, status codes, channel kinds,
// refusal codes), never from what a client sends, so that the number of series stays bounded.
package metrics

import (
	"database/sql"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// namespace prefixes every metric of the server's own.
const namespace = "sportsbook"

// Sources are values the registry reads at each scrape rather than counts as they change. A nil
// source is left out.
type Sources struct {
	// DBPools returns the statistics of the store's connection pools by pool name.
	DBPools func() map[string]sql.DBStats
	// RealtimeClients returns how many realtime clients are connected to this instance.
	RealtimeClients func() int
}

// Metrics counts and times what the server does. Build it with New; it is safe for concurrent use.
type Metrics struct {
	reg *prometheus.Registry

	httpRequests  *prometheus.CounterVec   // route, code
	httpDuration  *prometheus.HistogramVec // route
	publications  *prometheus.CounterVec   // kind
	feedBatchLag  prometheus.Histogram
	feedFailures  prometheus.Counter
	betsPlaced    prometheus.Counter
	betsRefused   *prometheus.CounterVec // code
	placement     prometheus.Histogram
	settlementLag prometheus.Histogram
}

// New returns metrics on a new registry, with the Go runtime and process collectors and the
// given sources.
func New(src Sources) *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		httpRequests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "http", Name: "requests_total",
			Help: "HTTP requests answered, by route (the pattern that served them) and status code.",
		}, []string{"route", "code"}),
		httpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "http", Name: "request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route"}),
		publications: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "realtime", Name: "publications_total",
			Help: "Messages published on realtime channels, by channel kind (updates, match, player).",
		}, []string{"kind"}),
		feedBatchLag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "feed", Name: "batch_lag_seconds",
			Help:    "Time from a feed batch being produced to it being stored, its bets told and its changes published.",
			Buckets: prometheus.ExponentialBuckets(0.001, 2, 14), // 1 ms to 8 s
		}),
		feedFailures: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "feed", Name: "batch_failures_total",
			Help: "Feed batches the store-and-publish pipeline failed on (not cut short by a stop).",
		}),
		betsPlaced: prometheus.NewCounter(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "bets", Name: "placed_total",
			Help: "Bets placed.",
		}),
		betsRefused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: namespace, Subsystem: "bets", Name: "refused_total",
			Help: "Bet placements refused, by refusal code.",
		}, []string{"code"}),
		placement: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "bets", Name: "placement_duration_seconds",
			Help:    "Time to place a request's bets (checks, debit and write, in one transaction).",
			Buckets: prometheus.ExponentialBuckets(0.001, 2, 14), // 1 ms to 8 s
		}),
		settlementLag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: namespace, Subsystem: "bets", Name: "settlement_lag_seconds",
			Help: "Time from a market settling to its bets being settled.",
			// 10 ms to about 12 hours: bets left open by a stop are settled at the next start.
			Buckets: prometheus.ExponentialBuckets(0.01, 4, 12),
		}),
	}
	m.reg.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.httpRequests, m.httpDuration, m.publications, m.feedBatchLag, m.feedFailures,
		m.betsPlaced, m.betsRefused, m.placement, m.settlementLag,
	)
	if src.DBPools != nil {
		m.reg.MustRegister(newPoolCollector(src.DBPools))
	}
	if src.RealtimeClients != nil {
		m.reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Namespace: namespace, Subsystem: "realtime", Name: "clients",
			Help: "Realtime clients connected to this instance.",
		}, func() float64 { return float64(src.RealtimeClients()) }))
	}
	return m
}

// BetsPlaced counts n bets placed (one request may place several); n below 1 counts nothing.
func (m *Metrics) BetsPlaced(n int) {
	if n > 0 {
		m.betsPlaced.Add(float64(n))
	}
}

// BetRefused counts a placement refused with a refusal code. code must be one of the API's stable
// error codes (e.g. ODDS_CHANGED), never free text: each code is a series of its own.
func (m *Metrics) BetRefused(code string) {
	m.betsRefused.WithLabelValues(code).Inc()
}

// ObservePlacement records how long a placement took.
func (m *Metrics) ObservePlacement(d time.Duration) {
	m.placement.Observe(d.Seconds())
}

// ObserveSettlementLag records the time from a market settling to one of its bets being settled.
func (m *Metrics) ObserveSettlementLag(d time.Duration) {
	m.settlementLag.Observe(d.Seconds())
}

// poolCollector reads connection pool statistics at each scrape.
type poolCollector struct {
	stats                                         func() map[string]sql.DBStats
	maxOpen, open, inUse, idle, waits, waitedTime *prometheus.Desc
}

func newPoolCollector(stats func() map[string]sql.DBStats) poolCollector {
	desc := func(name, help string) *prometheus.Desc {
		return prometheus.NewDesc(prometheus.BuildFQName(namespace, "db", name), help, []string{"pool"}, nil)
	}
	return poolCollector{
		stats:      stats,
		maxOpen:    desc("max_open_connections", "Most connections the pool may open."),
		open:       desc("open_connections", "Connections open, in use or idle."),
		inUse:      desc("in_use_connections", "Connections in use."),
		idle:       desc("idle_connections", "Idle connections."),
		waits:      desc("wait_count_total", "Times a caller waited for a connection."),
		waitedTime: desc("wait_duration_seconds_total", "Time callers spent waiting for a connection."),
	}
}

func (c poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.maxOpen, c.open, c.inUse, c.idle, c.waits, c.waitedTime} {
		ch <- d
	}
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	for pool, s := range c.stats() {
		ch <- prometheus.MustNewConstMetric(c.maxOpen, prometheus.GaugeValue, float64(s.MaxOpenConnections), pool)
		ch <- prometheus.MustNewConstMetric(c.open, prometheus.GaugeValue, float64(s.OpenConnections), pool)
		ch <- prometheus.MustNewConstMetric(c.inUse, prometheus.GaugeValue, float64(s.InUse), pool)
		ch <- prometheus.MustNewConstMetric(c.idle, prometheus.GaugeValue, float64(s.Idle), pool)
		ch <- prometheus.MustNewConstMetric(c.waits, prometheus.CounterValue, float64(s.WaitCount), pool)
		ch <- prometheus.MustNewConstMetric(c.waitedTime, prometheus.CounterValue, s.WaitDuration.Seconds(), pool)
	}
}
