// Command scalestack starts the scale-out setup on this machine (internal/scalestack), for the
// end-to-end test and for trying it: a throwaway PostgreSQL and Redis, two instances of the
// sportsbook binary sharing them, and haproxy in front, all on loopback. Once everything answers
// it prints where, and writes it as JSON to the -json file; on SIGINT or SIGTERM it stops
// everything and removes its folders.
//
//	go run ./cmd/scalestack [-addr 127.0.0.1:8080] [-bin bin/sportsbook] [-json stack.json]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/opensportsbook/sportsbook/internal/scalestack"
)

// Stack is what the -json file holds.
type Stack struct {
	URL       string     `json:"url"` // the load balancer
	Instances []Instance `json:"instances"`
}

// Instance is one sportsbook process.
type Instance struct {
	Name string `json:"name"`
	URL  string `json:"url"`
	PID  int    `json:"pid"`
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "scalestack:", err)
		os.Exit(1)
	}
}

func run() error {
	addr := flag.String("addr", "127.0.0.1:8080", "loopback address of the load balancer (port 0: a free one)")
	bin := flag.String("bin", "bin/sportsbook", "the sportsbook binary")
	jsonPath := flag.String("json", "", "file to write the stack's URLs and PIDs to, as JSON, once it answers")
	flag.Parse()

	lbAddr, err := scalestack.Loopback(*addr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	s, err := scalestack.Start(ctx, scalestack.Options{Bin: *bin, Addr: lbAddr, Log: os.Stderr})
	if err != nil {
		return err
	}
	defer s.Stop()

	stack := Stack{URL: s.URL}
	for _, in := range s.Instances {
		stack.Instances = append(stack.Instances, Instance{Name: in.Name, URL: in.URL, PID: in.PID()})
	}
	out, err := json.MarshalIndent(stack, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding the stack: %w", err)
	}
	if *jsonPath != "" {
		// Renamed into place, so that a reader waiting for the file never reads half of it.
		tmp := *jsonPath + ".tmp"
		if err := os.WriteFile(tmp, out, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", tmp, err)
		}
		if err := os.Rename(tmp, *jsonPath); err != nil {
			return fmt.Errorf("writing %s: %w", *jsonPath, err)
		}
	}
	fmt.Printf("%s\nThe site, through haproxy: %s (the feed runs on instance a until it stops; Ctrl-C stops everything)\n", out, stack.URL)
	<-ctx.Done()
	return nil
}
