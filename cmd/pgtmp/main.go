// Command pgtmp runs a throwaway PostgreSQL server for benchmarks and manual trials: it starts one
// as the tests do (internal/pgtest: Debian's binaries, a temp folder, a unix socket, no
// durability), prints the DATABASE_URL of a fresh database on its first line, and on SIGINT or
// SIGTERM stops the server and removes its folder.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pgtmp:", err)
		os.Exit(1)
	}
}

func run() error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv, err := pgtest.Start()
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
