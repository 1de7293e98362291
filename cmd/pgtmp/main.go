// Command pgtmp runs a throwaway PostgreSQL server for benchmarks and manual trials: it starts one
// as the tests do (internal/pgtest: Debian's binaries, a temp folder, a unix socket, no
// durability), prints the DATABASE_URL of a fresh database on its first line, and on SIGINT or
// SIGTERM stops the server and removes its folder. With -durable the server keeps PostgreSQL's
// default durability (every commit flushed to disk), as a real site's does: for benchmarks.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

func main() {
	durable := flag.Bool("durable", false, "keep PostgreSQL's default durability (fsync, synchronous_commit, full_page_writes)")
	flag.Parse()
	if err := run(*durable); err != nil {
		fmt.Fprintln(os.Stderr, "pgtmp:", err)
		os.Exit(1)
	}
}

func run(durable bool) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := pgtest.Start
	if durable {
		start = pgtest.StartDurable
	}
	srv, err := start()
	if err != nil {
		return err
	}
	url, err := srv.CreateDatabase(ctx)
	if err != nil {
		return errors.Join(err, srv.Stop())
	}
	fmt.Println(url)
	<-ctx.Done()
	return srv.Stop()
}
