package main

import (
	"math"
	"testing"
	"time"
)

func TestLiveHeap(t *testing.T) {
	tests := []struct {
		line string
		want float64
		ok   bool
	}{
		{"gc 12 @3.101s 4%: 0.040+12+0.015 ms clock, 0.080+1.2/5.1/0+0.031 ms cpu, 181->190->96 MB, 192 MB goal, 0 MB stacks, 1 MB globals, 2 P", 96, true},
		{"gc 1 @0.004s 2%: 0.010+0.5+0.002 ms clock, 0.02+0/0.3/0+0.004 ms cpu, 3->3->0.5 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 2 P (forced)", 0.5, true},
		{"time=2026-11-30T09:48:33Z level=WARN msg=x", 0, false},
		{"scvg: 1 MB released", 0, false},
	}
	for _, tt := range tests {
		got, ok := liveHeap(tt.line)
		if ok != tt.ok || got != tt.want {
			t.Errorf("liveHeap(%q) = %v, %v; want %v, %v", tt.line, got, ok, tt.want, tt.ok)
		}
	}
}

func TestSlope(t *testing.T) {
	tests := []struct {
		name   string
		xs, ys []float64
		want   float64
	}{
		{"flat", []float64{0, 1, 2, 3}, []float64{5, 5, 5, 5}, 0},
		{"line", []float64{0, 1, 2, 3}, []float64{1, 3, 5, 7}, 2},
		{"noise around a line", []float64{0, 1, 2, 3}, []float64{1, 2, 5, 6}, 1.8},
		{"one point", []float64{1}, []float64{4}, 0},
		{"none", nil, nil, 0},
	}
	for _, tt := range tests {
		if got := slope(tt.xs, tt.ys); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: slope = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestGrowthPerSimulatedHour(t *testing.T) {
	// 1 MB per real minute at speed 60: a real minute plays one simulated hour. Samples before
	// warm-up (a fast start) are left out.
	var samples []sample
	for m := range 10 {
		heap := 100 + float64(m)
		if m < 2 {
			heap = 10 * float64(m)
		}
		samples = append(samples, sample{at: time.Duration(m) * time.Minute, heap: heap})
	}
	got := growth(samples, 2*time.Minute, 60, func(s sample) float64 { return s.heap })
	if math.Abs(got-1) > 1e-9 {
		t.Fatalf("growth = %v MB per simulated hour, want 1", got)
	}
}

func TestHeapFloor(t *testing.T) {
	var f heapFloor
	if got := f.read(); got != 0 {
		t.Fatalf("before any collection: %v", got)
	}
	for _, mb := range []float64{300, 280, 320} {
		f.add(mb)
	}
	if got := f.read(); got != 280 {
		t.Fatalf("floor of 300, 280, 320: %v", got)
	}
	if got := f.read(); got != 280 {
		t.Fatalf("no collection since: %v, want the last floor", got)
	}
	f.add(310)
	if got := f.read(); got != 310 {
		t.Fatalf("a new window: %v", got)
	}
}
