// Command testtimes reads `go test -json` from standard input, prints what a plain `go test` would
// (package summaries, failed tests' output, build errors) as it arrives, and ends with the ten
// slowest tests, so that `make test-go` shows where the suite's time goes. It exits 1 when a test,
// package or build failed, or when no events arrived.
//
//	go test -json ./... | go run ./cmd/testtimes
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

func main() {
	os.Exit(run(os.Stdin, os.Stdout))
}

// run copies the report of the events on in to out as they arrive and returns the exit status.
func run(in io.Reader, out io.Writer) int {
	r := newReport()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 64<<20) // a test may log very long lines
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			fmt.Fprintln(out, sc.Text()) // not an event: pass it on rather than lose it
			continue
		}
		fmt.Fprint(out, r.add(e))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(out, "testtimes:", err)
		return 1
	}
	fmt.Fprint(out, r.summary())
	if r.events == 0 || r.failed {
		return 1
	}
	return 0
}

// event is one line of `go test -json` (go doc cmd/test2json); build errors come as Action
// "build-output" and "build-fail", which name their package in ImportPath instead.
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

// line is a line of output that is printed only if its test, or else its package, fails.
type line struct{ test, text string }

type timing struct {
	seconds       float64
	pkg, testName string
}

// report turns events into what to print; it does no I/O, so that it can be tested.
type report struct {
	pending  map[string][]line // by package
	times    []timing
	events   int
	failed   bool
	ok       int
	noTests  int
	failures []string // packages
}

func newReport() *report { return &report{pending: map[string][]line{}} }

// add takes the next event and returns the text to print now.
func (r *report) add(e event) string {
	r.events++
	pending := r.pending[e.Package]
	switch {
	case e.Action == "build-output":
		return e.Output
	case e.Action == "build-fail":
		r.failed = true
	case e.Action == "output" && e.Test == "":
		return r.packageOutput(e)
	case e.Action == "output":
		r.pending[e.Package] = append(pending, line{e.Test, e.Output})
	case e.Test == "": // the package's own pass, fail or skip
		switch e.Action {
		case "pass":
			r.ok++
		case "fail":
			r.failed = true
			r.failures = append(r.failures, e.Package)
		case "skip":
			r.noTests++
		}
	case e.Action == "pass" || e.Action == "skip":
		if e.Action == "pass" {
			r.times = append(r.times, timing{e.Elapsed, e.Package, e.Test})
		}
		// A passed subtest's lines go now; a failed one's wait for its top-level test.
		r.pending[e.Package] = slices.DeleteFunc(pending, func(l line) bool { return l.test == e.Test })
	case e.Action == "fail":
		r.failed = true
		r.times = append(r.times, timing{e.Elapsed, e.Package, e.Test})
		if strings.Contains(e.Test, "/") {
			return ""
		}
		// A failing test fails its package, so the package's own output so far is printed too,
		// in the order it came, as a plain `go test` prints the whole output of a failed package.
		var b strings.Builder
		var rest []line
		for _, l := range pending {
			if l.test == "" || l.test == e.Test || strings.HasPrefix(l.test, e.Test+"/") {
				b.WriteString(l.text)
			} else {
				rest = append(rest, l)
			}
		}
		r.pending[e.Package] = rest
		return b.String()
	}
	return ""
}

// packageOutput handles output that belongs to no test: the summary line ends the package.
func (r *report) packageOutput(e event) string {
	switch {
	case strings.HasPrefix(e.Output, "FAIL\t"):
		var b strings.Builder
		for _, l := range r.pending[e.Package] {
			b.WriteString(l.text)
		}
		delete(r.pending, e.Package)
		return b.String() + e.Output
	case strings.HasPrefix(e.Output, "ok  \t"), strings.HasPrefix(e.Output, "?   \t"):
		delete(r.pending, e.Package) // go test prints nothing else of a package that passed
		return e.Output
	}
	r.pending[e.Package] = append(r.pending[e.Package], line{"", e.Output})
	return ""
}

// summary is the end of the report: the slowest tests, then whether it all passed.
func (r *report) summary() string {
	var b strings.Builder
	times := slices.Clone(r.times)
	slices.SortStableFunc(times, func(x, y timing) int { return cmp.Compare(y.seconds, x.seconds) })
	if len(times) > 0 {
		b.WriteString("\nSlowest tests:\n")
	}
	for _, t := range times[:min(10, len(times))] {
		fmt.Fprintf(&b, "%8.2fs  %s  %s\n", t.seconds, t.pkg, t.testName)
	}
	fmt.Fprintf(&b, "\ngo test: %d packages ok, %d failed, %d without tests\n", r.ok, len(r.failures), r.noTests)
	if len(r.failures) > 0 {
		fmt.Fprintf(&b, "FAIL: %s\n", strings.Join(r.failures, " "))
	}
	if r.events == 0 {
		b.WriteString("FAIL: no test events on standard input\n")
	}
	return b.String()
}
