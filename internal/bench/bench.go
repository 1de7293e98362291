// Package bench is what the bench commands (cmd/betbench, cmd/wsbench, cmd/soak, cmd/faults)
// share: the guard that keeps them on this machine (they sign up players, move money and flood the
// feed, which must never happen on a real site), latency percentiles, a process's resident memory,
// a bettor that sets itself up and places bets through the HTTP API as the SPA does (bettor.go),
// and the centrifuge protocol as centrifuge-js speaks it (centrifuge.go).
package bench

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// LoopbackURL parses a base URL and refuses any host but this machine.
func LoopbackURL(target string) (*url.URL, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, fmt.Errorf("parse url: %w", err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("url %q: want http or https", target)
	}
	h := u.Hostname()
	if ip := net.ParseIP(h); h != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("refusing non-loopback host %q", h)
	}
	return u, nil
}

// Percentile is the nearest-rank percentile of sorted; 0 for none.
func Percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// Resident is a process's resident memory (VmRSS) in bytes, from /proc (Linux only).
func Resident(pid int) (int64, error) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	return parseVmRSS(status)
}

// parseVmRSS reads VmRSS (in bytes) from the text of /proc/PID/status.
func parseVmRSS(status []byte) (int64, error) {
	sc := bufio.NewScanner(bytes.NewReader(status))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 || f[1] != "kB" {
			return 0, fmt.Errorf("VmRSS line %q", sc.Text())
		}
		kb, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			return 0, fmt.Errorf("VmRSS line %q: %w", sc.Text(), err)
		}
		return kb * 1024, nil
	}
	return 0, errors.New("no VmRSS line")
}
