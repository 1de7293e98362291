package main

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"sync"
	"time"
)

// sample is one reading of the server's memory.
type sample struct {
	at   time.Duration // since the server started
	rss  float64       // resident memory, MB
	heap float64       // live Go heap after the last collection, MB
}

// gcLine matches a GODEBUG=gctrace=1 line; its third heap size is the heap marked live
// ("4->5->2 MB"), which no garbage inflates, unlike a heap size read between collections.
var gcLine = regexp.MustCompile(`^gc \d+ @[\d.]+s .* [\d.]+->[\d.]+->([\d.]+) MB`)

// liveHeap reads the live heap in MB from a gctrace line; ok is false for other lines.
func liveHeap(line string) (mb float64, ok bool) {
	m := gcLine.FindStringSubmatch(line)
	if m == nil {
		return 0, false
	}
	mb, err := strconv.ParseFloat(m[1], 64)
	return mb, err == nil
}

// heapFloor is the least live heap of the collections since it was last read: a collection that
// runs while a feed batch is being published counts the batch as live, so the least of a few
// seconds' collections is the steadier figure.
type heapFloor struct {
	mu   sync.Mutex
	min  float64 // of the collections since the last read; 0: none yet
	last float64 // what the last read returned
}

func (f *heapFloor) add(mb float64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.min == 0 || mb < f.min {
		f.min = mb
	}
}

// read returns the floor since the last read, or the last read's when no collection ran since.
func (f *heapFloor) read() float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.min != 0 {
		f.last, f.min = f.min, 0
	}
	return f.last
}

// slope is the least-squares slope of ys over xs; 0 with fewer than two distinct xs.
func slope(xs, ys []float64) float64 {
	n := float64(len(xs))
	var sx, sy, sxx, sxy float64
	for i := range xs {
		sx += xs[i]
		sy += ys[i]
		sxx += xs[i] * xs[i]
		sxy += xs[i] * ys[i]
	}
	d := n*sxx - sx*sx
	if d == 0 {
		return 0
	}
	return (n*sxy - sx*sy) / d
}

// growth is a memory series' slope after warm-up in MB per simulated hour: a real hour plays
// speed simulated hours.
func growth(samples []sample, warmUp time.Duration, speed float64, value func(sample) float64) float64 {
	var xs, ys []float64
	for _, s := range samples {
		if s.at >= warmUp {
			xs = append(xs, s.at.Hours()*speed)
			ys = append(ys, value(s))
		}
	}
	return slope(xs, ys)
}

// report prints the samples' summary: first and last values and the slopes after warm-up.
func report(w io.Writer, samples []sample, warmUp time.Duration, speed float64) {
	var after []sample
	for _, s := range samples {
		if s.at >= warmUp {
			after = append(after, s)
		}
	}
	if len(after) < 2 {
		fmt.Fprintln(w, "too few samples after warm-up for a slope")
		return
	}
	first, last := after[0], after[len(after)-1]
	fmt.Fprintf(w, "after warm-up (%s to %s, %.1f simulated hours):\n", first.at.Round(time.Second), last.at.Round(time.Second),
		(last.at-first.at).Hours()*speed)
	fmt.Fprintf(w, "  Go heap   %7.1f MB -> %7.1f MB, slope %+.2f MB per simulated hour\n", first.heap, last.heap,
		growth(samples, warmUp, speed, func(s sample) float64 { return s.heap }))
	fmt.Fprintf(w, "  resident  %7.1f MB -> %7.1f MB, slope %+.2f MB per simulated hour\n", first.rss, last.rss,
		growth(samples, warmUp, speed, func(s sample) float64 { return s.rss }))
}
