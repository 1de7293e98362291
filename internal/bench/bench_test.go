package bench

import (
	"testing"
	"time"
)

func TestLoopbackURL(t *testing.T) {
	for _, tt := range []struct {
		url string
		ok  bool
	}{
		{"http://127.0.0.1:8080", true},
		{"http://localhost:8080", true},
		{"http://[::1]:8080", true},
		{"http://example.com", false},
		{"http://10.0.0.1:8080", false},
		{"ftp://127.0.0.1", false},
	} {
		_, err := LoopbackURL(tt.url)
		if (err == nil) != tt.ok {
			t.Errorf("LoopbackURL(%q) error %v, want ok %v", tt.url, err, tt.ok)
		}
	}
}

func TestPercentile(t *testing.T) {
	ms := func(ns ...int) []time.Duration {
		out := make([]time.Duration, len(ns))
		for i, n := range ns {
			out[i] = time.Duration(n) * time.Millisecond
		}
		return out
	}
	hundred := make([]int, 100)
	for i := range hundred {
		hundred[i] = i + 1
	}
	tests := []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   time.Duration
	}{
		{"none", nil, 0.5, 0},
		{"one", ms(7), 0.99, 7 * time.Millisecond},
		{"median of two is the lower (nearest rank)", ms(1, 2), 0.5, 1 * time.Millisecond},
		{"median of three", ms(1, 2, 3), 0.5, 2 * time.Millisecond},
		{"p99 of 100", ms(hundred...), 0.99, 99 * time.Millisecond},
		{"p50 of 100", ms(hundred...), 0.50, 50 * time.Millisecond},
		{"p100", ms(1, 2, 3), 1, 3 * time.Millisecond},
		{"p0 is the first", ms(1, 2, 3), 0, 1 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Percentile(tt.sorted, tt.p); got != tt.want {
				t.Errorf("Percentile(%v, %v) = %v, want %v", tt.sorted, tt.p, got, tt.want)
			}
		})
	}
}

func TestParseVmRSS(t *testing.T) {
	tests := []struct {
		name    string
		status  string
		want    int64
		wantErr bool
	}{
		{"usual", "Name:\tsportsbook\nVmPeak:\t 999 kB\nVmRSS:\t  183920 kB\nRssAnon:\t 1 kB\n", 183920 * 1024, false},
		{"missing", "Name:\tx\n", 0, true},
		{"other unit", "VmRSS:\t 12 MB\n", 0, true},
		{"not a number", "VmRSS:\t x kB\n", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseVmRSS([]byte(tt.status))
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("parseVmRSS = %d, %v; want %d, error %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}
