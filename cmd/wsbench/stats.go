package main

import (
	"bytes"
	"fmt"
	"net"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/bench"
)

// summary is the figures of a set of latencies.
type summary struct {
	n             int
	p50, p99, max time.Duration
}

func summarize(d []time.Duration) summary {
	if len(d) == 0 {
		return summary{}
	}
	slices.Sort(d)
	return summary{n: len(d), p50: bench.Percentile(d, 0.50), p99: bench.Percentile(d, 0.99), max: d[len(d)-1]}
}

func (s summary) String() string {
	if s.n == 0 {
		return "no samples"
	}
	r := func(d time.Duration) time.Duration { return d.Round(100 * time.Microsecond) }
	return fmt.Sprintf("p50 %s  p99 %s  max %s  (%d samples)", r(s.p50), r(s.p99), r(s.max), s.n)
}

// perSourceIP bounds the connections from one loopback source address: Linux picks ephemeral
// ports from 32768–60999 (about 28,000) per source address, destination address and port.
const perSourceIP = 25_000

// sourceIPs spreads n connections over as many loopback source addresses as they need:
// 127.0.0.1, 127.0.0.2, ... (all of 127.0.0.0/8 is loopback on Linux).
func sourceIPs(n int) []net.IP {
	k := max(1, (n+perSourceIP-1)/perSourceIP)
	out := make([]net.IP, k)
	for i := range out {
		out[i] = net.IPv4(127, 0, byte((i+1)/256), byte((i+1)%256))
	}
	return out
}

// markerOdds is the i-th marker's price (thousandths): cycling through 1.500–9.499 so that a
// price is not used again until 8,000 later markers, long after its receipts are in.
func markerOdds(i int) int64 { return 1500 + int64(i%8000) }

// mib formats bytes in MiB.
func mib(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }

// split turns receipts into two latency sets: from the marker's control request being sent (an
// upper bound of publish-to-receipt: it holds the feed's queue and store transaction), and from
// the control's reply, which comes after the publish (a lower bound; a receipt before the reply
// counts as 0). Receipts of a marker whose control never answered count in the first set only.
func split(rs []receipt) (fromSend, fromReply []time.Duration) {
	fromSend = make([]time.Duration, 0, len(rs))
	fromReply = make([]time.Duration, 0, len(rs))
	for _, r := range rs {
		fromSend = append(fromSend, r.after)
		if c := time.Duration(r.marker.control.Load()); c > 0 {
			fromReply = append(fromReply, max(0, r.after-c))
		}
	}
	return fromSend, fromReply
}
