package store

import (
	"context"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// The response cache keys on Version: what was read at one version stays true until it changes.
// One process bumps it when it applies a batch. On PostgreSQL several instances share the
// database while one of them runs the feed, so Apply also notifies catalogueChannel in its
// transaction (PostgreSQL delivers it on commit) and every instance listens, on a connection of
// its own, and bumps its version on each notification.

// catalogueChannel is the PostgreSQL notification channel of committed catalogue batches.
const catalogueChannel = "sportsbook_catalogue"

// relistenAfter is how long the listener waits before connecting again after losing its
// connection.
const relistenAfter = time.Second

// FollowCatalogue follows the catalogue batches other instances commit, until ctx ends: on
// PostgreSQL it keeps a LISTEN on catalogueChannel; SQLite serves one instance, so it returns at
// once. While a PostgreSQL store is not listening (before the first LISTEN, and after losing its
// connection) it is deaf: Version moves on every call, so that nothing is served from a cache
// that may have missed a change.
func (s *Store) FollowCatalogue(ctx context.Context, logger *slog.Logger) {
	if s.pg == nil {
		return
	}
	for {
		err := s.listenOnce(ctx, s.pg)
		s.deaf.Store(true)
		if ctx.Err() != nil {
			return
		}
		logger.WarnContext(ctx, "store: listening for catalogue changes", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(relistenAfter):
		}
	}
}

// listenOnce connects, listens and bumps the version on each notification until the connection
// fails or ctx ends.
func (s *Store) listenOnce(ctx context.Context, cfg *pgx.ConnConfig) error {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+catalogueChannel); err != nil {
		return err
	}
	// Whatever changed while the store was deaf is covered by this bump.
	s.version.Add(1)
	s.deaf.Store(false)
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
		s.version.Add(1)
	}
}
