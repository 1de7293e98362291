package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/campaigns"
	"github.com/opensportsbook/sportsbook/internal/config"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// issueBonus is `sportsbook issue-bonus <campaign> <email>`: the manual trigger, an operator issuing
// a campaign of CONTENT_DIR to one player of DATABASE_URL (the server need not stop; the player sees
// it at their next look at their bonuses).
func issueBonus(args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintln(stderr, "usage: sportsbook issue-bonus <campaign id> <player email> (with DATABASE_URL and CONTENT_DIR set as for the server)")
		return 2
	}
	cfg, err := config.Load(nil, getenv)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	ctx := context.Background()
	set, err := campaigns.Load(cfg.ContentDir)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		fmt.Fprintf(stderr, "opening the store %s: %v\n", store.Redacted(cfg.DatabaseURL), err)
		return 1
	}
	defer st.Close()
	p, err := st.PlayerByEmail(ctx, args[1])
	if err != nil {
		fmt.Fprintf(stderr, "player %s: %v\n", args[1], err)
		return 1
	}
	s := &bonuses.Service{Store: st, Campaigns: set, Logger: slog.New(slog.NewTextHandler(stderr, nil)), Now: time.Now}
	b, issued, err := s.IssueManual(ctx, p.ID, args[0])
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if !issued {
		fmt.Fprintf(stdout, "%s already holds %s (bonus %d)\n", args[1], args[0], b.ID)
		return 0
	}
	fmt.Fprintf(stdout, "issued %s to %s (bonus %d)\n", args[0], args[1], b.ID)
	return 0
}
