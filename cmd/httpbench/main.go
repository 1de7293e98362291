// Command httpbench measures one HTTP GET endpoint of a local server: requests per second and
// latency percentiles with a fixed number of concurrent clients. `make bench` runs it against the
// sportsbook on loopback; it stops by itself after -d or -n, whichever comes first.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sync"
	"time"
)

func main() {
	target := flag.String("url", "", "URL to GET (must be on loopback)")
	concurrency := flag.Int("c", 16, "concurrent clients")
	duration := flag.Duration("d", 10*time.Second, "how long to run")
	maxRequests := flag.Int("n", 200000, "stop after this many requests")
	flag.Parse()
	if err := run(*target, *concurrency, *duration, *maxRequests); err != nil {
		fmt.Fprintln(os.Stderr, "httpbench:", err)
		os.Exit(1)
	}
}

func run(target string, concurrency int, duration time.Duration, maxRequests int) error {
	u, err := url.Parse(target)
	if err != nil {
		return fmt.Errorf("parse url: %w", err)
	}
	if h := u.Hostname(); h != "127.0.0.1" && h != "localhost" && h != "::1" {
		return fmt.Errorf("refusing non-loopback host %q", h)
	}
	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: concurrency}}

	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  int
		bytesRead int64
	)
	budget := make(chan struct{}, maxRequests)
	for range maxRequests {
		budget <- struct{}{}
	}
	close(budget)

	start := time.Now()
	var wg sync.WaitGroup
	for range concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range budget {
				if ctx.Err() != nil {
					return
				}
				t0 := time.Now()
				n, err := get(ctx, client, target)
				d := time.Since(t0)
				mu.Lock()
				if err != nil {
					if ctx.Err() == nil {
						failures++
					}
				} else {
					latencies = append(latencies, d)
					bytesRead += n
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)

	slices.Sort(latencies)
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[int(float64(len(latencies)-1)*p)]
	}
	fmt.Printf("GET %s\n", target)
	fmt.Printf("  clients %d, %d requests in %.1fs, %d failed, %.1f KB per response\n",
		concurrency, len(latencies), elapsed.Seconds(), failures, float64(bytesRead)/float64(max(len(latencies), 1))/1024)
	fmt.Printf("  requests/s %.0f   p50 %s   p90 %s   p99 %s\n",
		float64(len(latencies))/elapsed.Seconds(), pct(0.50).Round(10*time.Microsecond),
		pct(0.90).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond))
	return nil
}

func get(ctx context.Context, client *http.Client, target string) (int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil {
		return n, err
	}
	if resp.StatusCode != http.StatusOK {
		return n, fmt.Errorf("status %d", resp.StatusCode)
	}
	return n, nil
}
