package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/bench"
)

// What the bench reads of the server process from /proc (Linux only): its resident memory and
// the CPU time it used, and, when no PID is given, which process listens on the server's port.

// clockTicks is USER_HZ, the unit of /proc/PID/stat's times: 100 on every Linux the bench runs on.
const clockTicks = 100

// parseCPUTime reads utime+stime from the text of /proc/PID/stat. The command name (field 2) may
// hold spaces and parentheses: fields are counted from the last ')'.
func parseCPUTime(stat []byte) (time.Duration, error) {
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, errors.New("stat: no command name")
	}
	f := strings.Fields(string(stat[i+1:]))
	// After the name: state is field 3, utime 14 and stime 15 (man 5 proc).
	if len(f) < 13 {
		return 0, fmt.Errorf("stat: %d fields after the name", len(f))
	}
	var ticks int64
	for _, s := range f[11:13] {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("stat: %w", err)
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks, nil
}

// procSample is one reading of a process.
type procSample struct {
	rss int64
	cpu time.Duration
	at  time.Time
}

func sampleProc(pid int) (procSample, error) {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return procSample{}, err
	}
	rss, err := bench.Resident(pid)
	if err != nil {
		return procSample{}, err
	}
	cpu, err := parseCPUTime(stat)
	if err != nil {
		return procSample{}, err
	}
	return procSample{rss: rss, cpu: cpu, at: time.Now()}, nil
}

// cpuPercent is the CPU the process used between two samples, in percent of one core.
func cpuPercent(a, b procSample) float64 {
	wall := b.at.Sub(a.at)
	if wall <= 0 {
		return math.NaN()
	}
	return 100 * float64(b.cpu-a.cpu) / float64(wall)
}

// listenInodes returns the socket inodes listening on port in the text of /proc/net/tcp or tcp6.
func listenInodes(table []byte, port int) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(table))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		// sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
		if len(f) < 10 || f[3] != "0A" { // 0A: LISTEN
			continue
		}
		_, hexPort, ok := strings.Cut(f[1], ":")
		if !ok {
			continue
		}
		if p, err := strconv.ParseUint(hexPort, 16, 16); err == nil && int(p) == port {
			out = append(out, f[9])
		}
	}
	return out
}

// pidByPort finds the process that listens on the TCP port (it must be readable: same user or
// root).
func pidByPort(port int) (int, error) {
	inodes := map[string]bool{}
	for _, t := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		b, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		for _, in := range listenInodes(b, port) {
			inodes["socket:["+in+"]"] = true
		}
	}
	if len(inodes) == 0 {
		return 0, fmt.Errorf("nothing listens on port %d", port)
	}
	fds, _ := filepath.Glob("/proc/[0-9]*/fd/*")
	for _, fd := range fds {
		link, err := os.Readlink(fd)
		if err != nil || !inodes[link] {
			continue
		}
		pid, err := strconv.Atoi(strings.Split(fd, "/")[2])
		if err == nil {
			return pid, nil
		}
	}
	return 0, fmt.Errorf("no readable process holds the socket listening on port %d (pass -pid)", port)
}
