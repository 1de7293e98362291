package main

import (
	"net"
	"slices"
	"testing"
	"time"
)

func TestSummarizeSorts(t *testing.T) {
	s := summarize([]time.Duration{3, 1, 2})
	if s.n != 3 || s.p50 != 2 || s.max != 3 {
		t.Errorf("summarize = %+v", s)
	}
	if got := summarize(nil).String(); got != "no samples" {
		t.Errorf("empty summary = %q", got)
	}
}

func TestSplit(t *testing.T) {
	answered := &marker{}
	answered.control.Store(int64(10 * time.Millisecond))
	pending := &marker{}
	send, reply := split([]receipt{
		{marker: answered, after: 15 * time.Millisecond}, // 5 ms after the reply
		{marker: answered, after: 4 * time.Millisecond},  // before the reply: 0
		{marker: pending, after: 30 * time.Millisecond},  // no reply yet: send only
	})
	if want := []time.Duration{15 * time.Millisecond, 4 * time.Millisecond, 30 * time.Millisecond}; !slices.Equal(send, want) {
		t.Errorf("from send = %v, want %v", send, want)
	}
	if want := []time.Duration{5 * time.Millisecond, 0}; !slices.Equal(reply, want) {
		t.Errorf("from reply = %v, want %v", reply, want)
	}
}

func TestParseCPUTime(t *testing.T) {
	// utime (14) 250 and stime (15) 50 ticks: 3 s.
	tail := " S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0 9 0 100 200 300"
	tests := []struct {
		name    string
		stat    string
		want    time.Duration
		wantErr bool
	}{
		{"usual", "4242 (sportsbook)" + tail, 3 * time.Second, false},
		{"name with spaces and parentheses", "4242 (a (b) c)" + tail, 3 * time.Second, false},
		{"no name", "4242 sportsbook" + tail, 0, true},
		{"short", "4242 (x) S 1 2", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseCPUTime([]byte(tt.stat))
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("parseCPUTime = %v, %v; want %v, error %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestCPUPercent(t *testing.T) {
	at := time.Unix(0, 0)
	a := procSample{cpu: time.Second, at: at}
	b := procSample{cpu: 2500 * time.Millisecond, at: at.Add(time.Second)}
	if got := cpuPercent(a, b); got != 150 {
		t.Errorf("cpuPercent = %v, want 150", got)
	}
}

func TestListenInodes(t *testing.T) {
	table := `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:470E 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 111 1 0000000000000000 100 0 0 10 0
   1: 0100007F:470E 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 222 1 0000000000000000 20 4 30 10 -1
   2: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 333 1 0000000000000000 100 0 0 10 0
`
	tests := []struct {
		port int
		want []string
	}{
		{18190, []string{"111"}}, // 0x470E listening; the established one is not
		{8080, []string{"333"}},
		{9999, nil},
	}
	for _, tt := range tests {
		if got := listenInodes([]byte(table), tt.port); !slices.Equal(got, tt.want) {
			t.Errorf("listenInodes(%d) = %v, want %v", tt.port, got, tt.want)
		}
	}
}

func TestSourceIPs(t *testing.T) {
	tests := []struct {
		n    int
		want []string
	}{
		{1, []string{"127.0.0.1"}},
		{25_000, []string{"127.0.0.1"}},
		{25_001, []string{"127.0.0.1", "127.0.0.2"}},
		{50_000, []string{"127.0.0.1", "127.0.0.2"}},
		{100_000, []string{"127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"}},
	}
	for _, tt := range tests {
		var got []string
		for _, ip := range sourceIPs(tt.n) {
			if !ip.IsLoopback() {
				t.Errorf("%v is not loopback", ip)
			}
			got = append(got, ip.String())
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("sourceIPs(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
	_ = net.IPv4len
}

func TestMarkerKeys(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []markerKey
	}{
		{"markets changed", `{"event_name":"markets_changed","message":{"markets":[{"marketId":1,"specifier":"","outcomes":[{"id":"1","odds":1500},{"id":"2","odds":2100}]}]}}`,
			[]markerKey{{marketID: 1, outcomeID: "1", odds: 1500}, {marketID: 1, outcomeID: "2", odds: 2100}}},
		{"with a specifier", `{"event_name":"markets_changed","message":{"markets":[{"marketId":18,"specifier":"total=2.5","outcomes":[{"id":"12","odds":1900}]}]}}`,
			[]markerKey{{marketID: 18, specifier: "total=2.5", outcomeID: "12", odds: 1900}}},
		{"prices", `{"event_name":"markets_changed","message":{"prices":[{"marketId":18,"specifier":"total=2.5","outcomes":[{"id":"12","odds":1900}]}]}}`,
			[]markerKey{{marketID: 18, specifier: "total=2.5", outcomeID: "12", odds: 1900}}},
		{"another event", `{"event_name":"match_changed","message":{"match":{}}}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := markerKeys([]byte(tt.data))
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("markerKeys = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
	if _, err := markerKeys([]byte(`{`)); err == nil {
		t.Error("markerKeys accepted broken JSON")
	}
}

func TestMarkerOddsDistinctAndValid(t *testing.T) {
	seen := map[int64]bool{}
	for i := range 8000 {
		o := markerOdds(i)
		if seen[o] || o < 1010 {
			t.Fatalf("markerOdds(%d) = %d: repeated or too low", i, o)
		}
		seen[o] = true
	}
	if markerOdds(8000) != markerOdds(0) {
		t.Error("markerOdds does not cycle after 8,000")
	}
}

func TestNudge(t *testing.T) {
	for _, tt := range []struct {
		odds int64
		u    float64
	}{{2000, 0}, {2000, 0.5}, {2000, 0.999}, {1001, 0}, {1000000, 0.999}} {
		got := nudge(tt.odds, tt.u)
		if got == tt.odds || got < 1002 || float64(got) > float64(tt.odds)*1.06+1 {
			t.Errorf("nudge(%d, %v) = %d", tt.odds, tt.u, got)
		}
	}
}

func TestChannelsFor(t *testing.T) {
	marks := []change{{matchID: 1}, {matchID: 2}}
	tests := []struct {
		i, n       int
		load       []int64
		want       []string
		wantMarker int64
	}{
		// The updates channel, the marker match (i mod markers), then n-1 loaded matches from (7i mod len).
		{3, 3, []int64{10, 11, 12}, []string{"public:pt.updates", "public:pt.updates.match.2", "public:pt.updates.match.10", "public:pt.updates.match.11"}, 2},
		{0, 1, []int64{10, 11, 12}, []string{"public:pt.updates", "public:pt.updates.match.1"}, 1},
		{1, 3, nil, []string{"public:pt.updates", "public:pt.updates.match.2"}, 2},
	}
	for _, tt := range tests {
		chans, mk := channelsFor(tt.i, "pt-BR", marks, tt.load, tt.n)
		if mk.matchID != tt.wantMarker || !slices.Equal(chans, tt.want) {
			t.Errorf("channelsFor(%d, n=%d) = %v, marker %d; want %v, %d", tt.i, tt.n, chans, mk.matchID, tt.want, tt.wantMarker)
		}
	}
}
