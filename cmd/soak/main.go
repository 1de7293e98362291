// Command soak runs the built server for a while at a high feed speed under a steady load of
// browsing, realtime clients and bets, samples its resident memory and live Go heap every few
// seconds, and prints the samples and their slope after warm-up in MB per simulated hour (a real
// hour at FEED_SPEED 60 plays 60 simulated hours). `make soak` runs it; nothing the server keeps
// may grow without bound, so the heap's slope should be near zero.
//
// The server runs on loopback with a temporary SQLite database, the demo player (the bettor) and
// the mail outbox off. Its live heap comes from the runtime's own trace of each collection
// (GODEBUG=gctrace=1), the least of each sample's collections, so that any build of the server can
// be measured, with no endpoint of its own.
package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/opensportsbook/sportsbook/internal/bench"
)

func main() {
	bin := flag.String("bin", "bin/sportsbook", "the server binary")
	minutes := flag.Float64("minutes", 5, "how long to run, in real minutes")
	warmUp := flag.Duration("warm-up", 2*time.Minute, "samples before this are left out of the slope")
	speed := flag.Float64("speed", 60, "FEED_SPEED of the server")
	every := flag.Duration("every", 5*time.Second, "time between samples")
	contentDir := flag.String("content", "content", "CONTENT_DIR of the server")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Stdout, *bin, time.Duration(*minutes*float64(time.Minute)), *warmUp, *speed, *every, *contentDir)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "soak:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, w io.Writer, bin string, length, warmUp time.Duration, speed float64, every time.Duration, contentDir string) error {
	dir, err := os.MkdirTemp("", "soak-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	addr, err := freeAddr()
	if err != nil {
		return err
	}
	secret := make([]byte, 32)
	rand.Read(secret)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "ADDR="+addr, "DATABASE_URL="+filepath.Join(dir, "soak.db"), "FEED_SEED=1",
		"FEED_SPEED="+strconv.FormatFloat(speed, 'f', -1, 64), "CONTENT_DIR="+contentDir, "JWT_SECRET="+hex.EncodeToString(secret),
		"DEMO_PLAYER=true", "LOG_LEVEL=error", "GODEBUG=gctrace=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return err
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", bin, err)
	}
	started := time.Now()
	var heap heapFloor
	exited := make(chan struct{}) // closed when the server has exited
	var exitErr error             // how, once exited is closed
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if mb, ok := liveHeap(sc.Text()); ok {
				heap.add(mb)
			} else if !strings.HasPrefix(sc.Text(), "gc ") {
				fmt.Fprintln(os.Stderr, "server:", sc.Text())
			}
		}
		exitErr = cmd.Wait() // after the last line: Wait closes the pipe
		close(exited)
	}()
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		<-exited
	}()
	// The load and the sampling stop as soon as the server exits.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		<-exited
		cancel()
	}()

	base := "http://" + addr
	if err := waitReady(ctx, base); err != nil {
		return err
	}
	fmt.Fprintf(w, "soak: %s on %s, FEED_SPEED %g, %s (%.0f simulated hours), warm-up %s\n", bin, addr, speed, length, length.Hours()*speed, warmUp)
	loadCtx, stopLoad := context.WithCancel(ctx)
	defer stopLoad()
	counts := startLoad(loadCtx, base)

	var samples []sample
	tick := time.NewTicker(every)
	defer tick.Stop()
	deadline := time.After(length)
	fmt.Fprintln(w, "      time   resident    Go heap   requests  pushes  bets")
	for done := false; !done; {
		select {
		case <-ctx.Done():
			done = true
		case <-deadline:
			done = true
		case <-tick.C:
			resident, err := bench.Resident(cmd.Process.Pid)
			if err != nil {
				return fmt.Errorf("server gone: %w", err)
			}
			s := sample{at: time.Since(started), rss: float64(resident) / (1 << 20), heap: heap.read()}
			samples = append(samples, s)
			fmt.Fprintf(w, "%10s %7.1f MB %7.1f MB %10d %7d %5d\n", s.at.Round(time.Second), s.rss, s.heap,
				counts.requests.Load(), counts.pushes.Load(), counts.bets.Load())
		}
	}
	stopLoad()
	select {
	case <-exited:
		return fmt.Errorf("the server exited during the soak: %v", exitErr)
	default:
	}
	fmt.Fprintf(w, "load: %d requests (%d failed), %d realtime pushes, %d bets placed (%d refused)\n",
		counts.requests.Load(), counts.failures.Load(), counts.pushes.Load(), counts.bets.Load(), counts.refused.Load())
	for _, r := range counts.topReasons(5) {
		fmt.Fprintf(w, "  failed: %s\n", r)
	}
	report(w, samples, warmUp, speed)
	return nil
}

// freeAddr is a loopback address with a port free now.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// waitReady waits for the server to answer and its feed to have stored the catalogue.
func waitReady(ctx context.Context, base string) error {
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		res, err := http.Get(base + "/api/sportsbook/matches?limit=1")
		if err == nil {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode == http.StatusOK && strings.Contains(string(body), `"id"`) {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
	return errors.New("the server did not list a match within 2 minutes")
}
